/**
 * Rewards a player won, as the player sees them (`WonReward`): on the play session once the play
 * has ended, on the rewards front, and by email when the player's email is known — at the end of
 * the play, or when they send the game's form later (docs/product-rules.md#reward-emails).
 */
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  inLanguage,
  isLanguage,
  type Language,
  type PublicReward,
  type WonReward,
} from '@playdesk/contract';
import QRCode from 'qrcode';
import { rewardsFrontUrl } from '@playdesk/contract/urls';
import type { Queryable } from '../../../db/client.js';
import { accounts, gameplays, games, playerRewards, players, rewards } from '../../../db/schema.js';
import { emailLanguage } from '../../../i18n/player-messages.js';
import { enqueue } from '../../../outbox/outbox.js';
import { wonRowStatus } from '../won-status.js';
import { rewardEmail } from './emails.js';

type RewardRow = typeof rewards.$inferSelect;
type PlayerRewardRow = typeof playerRewards.$inferSelect;

/**
 * A reward as a player sees it, its texts in `language` (docs/product-rules.md#languages): each
 * one without a translation there is in the reward's default language.
 */
export function toPublicReward(row: RewardRow, language?: string | null): PublicReward {
  const texts = inLanguage(
    {
      name: row.name,
      description: row.description,
      value: row.value,
      terms: row.terms,
      how_to_redeem: row.howToRedeem,
    },
    { default_language: row.defaultLanguage, translations: row.translations },
    (language ?? row.defaultLanguage) as Language,
  );
  return {
    public_id: row.publicId,
    ...texts,
    image: row.image,
    kind: row.kind,
  };
}

export function toWonReward(
  row: {
    won: PlayerRewardRow;
    reward: RewardRow;
    gamePublicId: string | null;
    gameName: string | null;
  },
  now = new Date(),
  language?: string | null,
  counter: Pick<WonReward, 'redemption_token' | 'wallet'> = NOT_IN_STORE,
): WonReward {
  const { won } = row;
  const status = wonRowStatus(won, now);
  return {
    id: won.publicId,
    reward: toPublicReward(row.reward, language),
    code: won.code,
    link: won.link,
    won_at: won.wonAt.toISOString(),
    expires_at: won.expiresAt?.toISOString() ?? null,
    redeemed_at: won.redeemedAt?.toISOString() ?? null,
    status,
    game:
      row.gamePublicId && row.gameName ? { public_id: row.gamePublicId, name: row.gameName } : null,
    redeem_mode: row.reward.redeemMode,
    ...counter,
  };
}

/** What an online reward (or one no longer usable) shows of the counter: nothing. */
const NOT_IN_STORE: Pick<WonReward, 'redemption_token' | 'wallet'> = {
  redemption_token: null,
  wallet: { apple: null, google: null },
};

/**
 * A win fair play holds for review is neither shown nor sent until approved
 * (docs/fair-play-risk.md#review); once approved (`released_at`) it is an ordinary win. Nor is a
 * win kept until the player verifies their email
 * (docs/fair-play.md#wins-kept-until-the-player-verifies), until the verified form releases it.
 */
const notHeld = and(
  or(isNull(playerRewards.heldAt), isNotNull(playerRewards.releasedAt)),
  isNull(playerRewards.awaitingVerificationAt),
);

const wonColumns = {
  won: playerRewards,
  reward: rewards,
  gamePublicId: games.publicId,
  gameName: games.name,
  accountPublicId: accounts.publicId,
};

function wonQuery(db: Queryable) {
  return db
    .select(wonColumns)
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .innerJoin(accounts, eq(accounts.id, playerRewards.accountId))
    .leftJoin(games, eq(games.id, playerRewards.gameId));
}

/**
 * What the counter adds to an in-store, active win: its signed redemption token and its wallet
 * links. Set by the counter feature when the app starts (counter/signing.ts
 * `configureTokenSigning`: it uses rewards, so rewards cannot import it); until then no win shows
 * them.
 */
export type WinTokenSigner = (
  q: Queryable,
  win: { accountId: string; accountPublicId: string; publicId: string; expiresAt: Date | null },
  shown: Pick<WonReward, 'id' | 'redeem_mode' | 'status' | 'reward'>,
) => Promise<Pick<WonReward, 'redemption_token' | 'wallet'> | null>;
let winToken: WinTokenSigner = () => Promise.resolve(null);
export function useWinTokenSigner(signer: WinTokenSigner): void {
  winToken = signer;
}

/**
 * The win with what the counter needs (docs/rewards.md#redeeming): an in-store, active win gets
 * its signed redemption token (counter/signing.ts: the account's key is kept in memory, so this is
 * one signature on the play path).
 */
async function withToken(
  q: Queryable,
  row: { won: PlayerRewardRow; accountPublicId: string },
  won: WonReward,
): Promise<WonReward> {
  const token = await winToken(
    q,
    {
      accountId: row.won.accountId,
      accountPublicId: row.accountPublicId,
      publicId: row.won.publicId,
      expiresAt: row.won.expiresAt,
    },
    won,
  );
  return token ? { ...won, ...token } : won;
}

/** What a play that ended shows of its win: the reward, or that one waits for verification. */
export interface PlayWin {
  reward: WonReward | null;
  /**
   * The play won a reward kept until the player verifies their email or phone
   * (docs/fair-play.md#wins-kept-until-the-player-verifies): `reward` is null until then.
   */
  awaitingVerification: boolean;
}

/**
 * The reward a play won, if any (call only once the play has ended: it reveals it), in the play's
 * language; or, for a win kept until the player verifies, only that one waits.
 */
export async function playWin(db: Queryable, playId: string): Promise<PlayWin> {
  const [row] = await db
    .select({ ...wonColumns, language: gameplays.language })
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .innerJoin(accounts, eq(accounts.id, playerRewards.accountId))
    .leftJoin(games, eq(games.id, playerRewards.gameId))
    .leftJoin(gameplays, eq(gameplays.id, playerRewards.gameplayId))
    .where(eq(playerRewards.gameplayId, playId));
  if (!row) return { reward: null, awaitingVerification: false };
  const { won } = row;
  // Still waiting for the player's verification; or voided unverified (the sweep), held for
  // review, or rejected there: nothing to show.
  if (won.awaitingVerificationAt)
    return { reward: null, awaitingVerification: won.voidedAt === null };
  if (won.heldAt && !won.releasedAt) return { reward: null, awaitingVerification: false };
  return {
    reward: await withToken(db, row, toWonReward(row, undefined, row.language)),
    awaitingVerification: false,
  };
}

/** The reward a play won and may show, if any (see playWin). */
export async function playReward(db: Queryable, playId: string): Promise<WonReward | null> {
  return (await playWin(db, playId)).reward;
}

/**
 * A player's rewards, newest first: only those of plays that have ended (an instant win stays
 * hidden until its play is over).
 */
export async function playerWonRewards(
  db: Queryable,
  playerId: string,
  limit = 200,
  language?: Language,
): Promise<WonReward[]> {
  const rows = await wonQuery(db)
    .leftJoin(gameplays, eq(gameplays.id, playerRewards.gameplayId))
    .where(
      and(
        eq(playerRewards.playerId, playerId),
        or(isNull(playerRewards.gameplayId), ne(gameplays.status, 'playing')),
        notHeld,
      ),
    )
    .orderBy(desc(playerRewards.wonAt), desc(playerRewards.id))
    .limit(limit);
  const won: WonReward[] = [];
  for (const r of rows) won.push(await withToken(db, r, toWonReward(r, undefined, language)));
  return won;
}

/**
 * Emails each revealed reward of the player not emailed yet, when their email is known, through
 * the outbox (in the caller's transaction: the email leaves only if it commits). `emailed_at` is
 * set by a conditional UPDATE, so a reward is emailed once even if two requests race.
 */
export async function emailPendingRewards(
  tx: Queryable,
  playerId: string,
  appUrl: string,
): Promise<number> {
  const [who] = await tx
    .select({
      email: players.email,
      erasedAt: players.erasedAt,
      publicId: players.publicId,
      accountPublicId: accounts.publicId,
      businessName: accounts.businessName,
      language: players.language,
    })
    .from(players)
    .innerJoin(accounts, eq(accounts.id, players.accountId))
    .where(eq(players.id, playerId));
  if (!who?.email || who.erasedAt) return 0;
  const rows = await tx
    .select({
      ...wonColumns,
      playLanguage: gameplays.language,
      gameLanguage: games.defaultLanguage,
      translations: games.translations,
    })
    .from(playerRewards)
    .innerJoin(rewards, eq(rewards.id, playerRewards.rewardId))
    .innerJoin(accounts, eq(accounts.id, playerRewards.accountId))
    .leftJoin(games, eq(games.id, playerRewards.gameId))
    .leftJoin(gameplays, eq(gameplays.id, playerRewards.gameplayId))
    .where(
      and(
        eq(playerRewards.playerId, playerId),
        isNull(playerRewards.emailedAt),
        or(isNull(playerRewards.gameplayId), ne(gameplays.status, 'playing')),
        notHeld,
      ),
    )
    .orderBy(playerRewards.wonAt)
    .limit(50);
  let sent = 0;
  for (const row of rows) {
    const marked = await tx
      .update(playerRewards)
      .set({ emailedAt: sql`now()` })
      .where(and(eq(playerRewards.id, row.won.id), isNull(playerRewards.emailedAt)))
      .returning({ id: playerRewards.id });
    if (marked.length === 0) continue;
    // The play's language for a reward won in a play, else the player's, else the game's default
    // (issue 33 §9); the game's name in that language when it has one.
    const language = emailLanguage(row.playLanguage, who.language, row.gameLanguage);
    const won = await withToken(
      tx,
      row,
      toWonReward(row, undefined, isLanguage(language) ? language : undefined),
    );
    const translatedName = row.translations?.[language as keyof typeof row.translations]?.name;
    if (won.game && translatedName) won.game = { ...won.game, name: translatedName };
    await enqueue(tx, {
      kind: 'email',
      payload: rewardEmail({
        to: who.email,
        businessName: who.businessName,
        won,
        frontUrl: rewardsFrontUrl(appUrl, who.accountPublicId, who.publicId),
        language,
        qrPng: won.redemption_token
          ? await QRCode.toBuffer(won.redemption_token, {
              errorCorrectionLevel: 'M',
              margin: 2,
              width: 400,
            })
          : null,
      }),
    });
    sent += 1;
  }
  return sent;
}

/**
 * When the player form merges this browser's anonymous player into the known one of that email,
 * their rewards and per-player counts move with the plays (the anonymous row is then deleted).
 */
export async function movePlayerRewards(
  tx: Queryable,
  fromPlayerId: string,
  intoPlayerId: string,
): Promise<void> {
  await tx
    .update(playerRewards)
    .set({ playerId: intoPlayerId })
    .where(eq(playerRewards.playerId, fromPlayerId));
  await tx.execute(sql`
    insert into reward_player_counters (game_id, rule_id, player_id, won)
    select game_id, rule_id, ${intoPlayerId}, won from reward_player_counters
    where player_id = ${fromPlayerId}
    on conflict (game_id, rule_id, player_id) do update
      set won = reward_player_counters.won + excluded.won`);
}
