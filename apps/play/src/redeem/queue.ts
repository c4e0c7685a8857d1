/**
 * The offline queue (docs/rewards.md#redemption-in-store): a redemption made while the network is
 * down is kept on the device as "pending", shown in a list, and sent with `POST redeem/batch` when
 * the network is back. Each has the scanner's own id (`client_id`): a batch sent twice (the answer
 * lost on the way) counts once on the server. The server's answer for each is kept beside it
 * (redeemed, or conflict when another counter redeemed it first) for staff to see. A team mate's
 * redemption also keeps the account and the location it was made for: it is sent for them, by
 * whoever signs in to that account next if the team mate signed out meanwhile.
 */
import type { RedeemBatchRequest, RedeemBatchResponse } from '@playdesk/contract';
import type { KeyValueStore } from './store.js';

export type QueueResult = RedeemBatchResponse['results'][number]['result'];

export interface QueuedRedemption {
  client_id: string;
  token: string;
  /** The win's reference (from the token), to spot a second scan of it on this device. */
  win: string;
  /** What the scanner could tell offline (a cached reward name), or null. */
  reward_name: string | null;
  redeemed_at: string;
  /** A team mate's: the account (public id) and location it was redeemed for; a device's: absent. */
  account?: string | null;
  location?: string | null;
  /** `pending` until the server answered. */
  state: 'pending' | QueueResult;
  /** The server's words for a result other than redeemed. */
  message: string | null;
  /** Where the server says it was redeemed first (for a conflict). */
  elsewhere: { location: string | null; at: string } | null;
}

const KEY = 'queue';
/** Sent entries kept for the list (the newest); pending ones are never dropped. */
export const KEEP_SENT = 30;
/** Redemptions per `POST redeem/batch` (COUNTER_LIMITS.batchMax). */
export const BATCH_MAX = 100;

export type SendBatch = (body: RedeemBatchRequest) => Promise<RedeemBatchResponse>;

export interface QueueOptions {
  now?: () => Date;
  uuid?: () => string;
}

export class RedemptionQueue {
  private readonly now: () => Date;
  private readonly uuid: () => string;
  /** One change at a time: a scan while a batch is on its way must not lose either. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    options: QueueOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.uuid = options.uuid ?? (() => crypto.randomUUID());
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async read(): Promise<QueuedRedemption[]> {
    return (await this.store.get<QueuedRedemption[]>(KEY)) ?? [];
  }

  /** Newest first. */
  list(): Promise<QueuedRedemption[]> {
    return this.serial(async () => (await this.read()).slice().reverse());
  }

  /** Pending ones of the sender (`account`: a team mate's account; null: the device). */
  async pendingCount(account: string | null = null): Promise<number> {
    return (await this.list()).filter((e) => e.state === 'pending' && senderOf(e) === account)
      .length;
  }

  /** This win's redemption on this device (pending or accepted), if it has one. */
  async findWin(win: string): Promise<QueuedRedemption | undefined> {
    return (await this.list()).find(
      (e) => e.win === win && (e.state === 'pending' || e.state === 'redeemed'),
    );
  }

  /** Queues a redemption made offline; a second one of the same win on this device is refused. */
  add(entry: {
    token: string;
    win: string;
    reward_name: string | null;
    account?: string | null;
    location?: string | null;
  }): Promise<QueuedRedemption> {
    return this.serial(async () => {
      const all = await this.read();
      const same = all.find(
        (e) => e.win === entry.win && (e.state === 'pending' || e.state === 'redeemed'),
      );
      if (same) return same;
      const queued: QueuedRedemption = {
        client_id: this.uuid(),
        token: entry.token,
        win: entry.win,
        reward_name: entry.reward_name,
        redeemed_at: this.now().toISOString(),
        ...(entry.account ? { account: entry.account, location: entry.location ?? null } : {}),
        state: 'pending',
        message: null,
        elsewhere: null,
      };
      await this.store.set(KEY, [...all, queued]);
      return queued;
    });
  }

  /**
   * Sends the sender's pending redemptions (oldest first, `BATCH_MAX` at a time) and records each
   * answer: a device's (`account` null), or those a team mate made for `account`. A failed call
   * (offline again, a server error) leaves them pending for the next try and rejects. Returns the
   * entries that got an answer.
   */
  flush(send: SendBatch, account: string | null = null): Promise<QueuedRedemption[]> {
    return this.serial(async () => {
      const answered: QueuedRedemption[] = [];
      for (;;) {
        const all = await this.read();
        const batch = all
          .filter((e) => e.state === 'pending' && senderOf(e) === account)
          .slice(0, BATCH_MAX);
        if (batch.length === 0) break;
        const response = await send({
          redemptions: batch.map((e) => ({
            client_id: e.client_id,
            token: e.token,
            redeemed_at: e.redeemed_at,
            ...(e.location ? { location: e.location } : {}),
          })),
        });
        const results = new Map(response.results.map((r) => [r.client_id, r]));
        let progressed = false;
        const updated = all.map((e) => {
          const result = e.state === 'pending' ? results.get(e.client_id) : undefined;
          if (!result) return e;
          progressed = true;
          const redeemed = result.reward?.redeemed ?? null;
          const done: QueuedRedemption = {
            ...e,
            state: result.result,
            message: result.result === 'redeemed' ? null : result.message,
            reward_name: result.reward?.reward.name ?? e.reward_name,
            elsewhere:
              result.result === 'conflict' && redeemed
                ? { location: redeemed.location?.name ?? null, at: redeemed.at }
                : null,
          };
          answered.push(done);
          return done;
        });
        await this.store.set(KEY, prune(updated));
        // A server that answered none of them: stop rather than send the same batch forever.
        if (!progressed) break;
      }
      return answered;
    });
  }

  /** Forgets everything (the device was unpaired). Pending ones are lost: callers warn first. */
  clear(): Promise<void> {
    return this.serial(() => this.store.delete(KEY));
  }
}

/** Who sends an entry: the account a team mate made it for, or null for the device. */
const senderOf = (e: QueuedRedemption) => e.account ?? null;

/** Every pending entry, and the newest `KEEP_SENT` answered ones. */
function prune(entries: QueuedRedemption[]): QueuedRedemption[] {
  const sent = entries.filter((e) => e.state !== 'pending');
  const dropped = new Set(sent.slice(0, Math.max(0, sent.length - KEEP_SENT)));
  return entries.filter((e) => !dropped.has(e));
}
