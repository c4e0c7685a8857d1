/**
 * Assessing a play start or a lead (docs/fair-play-risk.md): count it, score it, check the
 * challenge it carries, and do what the game's settings say at its level — allow, ask for the
 * challenge (the proof of work, or for a form with an email the email verified when the game
 * challenges with it), hold the reward for review, or refuse without saying why.
 */
import { sql } from 'drizzle-orm';
import type { ChallengeKind, FairPlaySettings, RiskAction, RiskLevel } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import type { StoredRiskReason } from '../../db/schema.js';
import { riskAssessments, type games } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { emailDomain, normalizeEmail } from '../../lib/email-identity.js';
import { queryRows } from '../../db/rows.js';
import { isVerified } from './verification/codes.js';
import { isDisposableEmail } from './verification/disposable.js';
import { emailUnverified } from './verification/gate.js';
import {
  challengeKey,
  issueChallenge,
  verifyChallenge,
  type ChallengeOutcome,
} from './challenge.js';
import { scoreRisk, type RiskSignals } from './score.js';
import { fairPlayOf } from './settings.js';
import {
  createCounter,
  deviceOf,
  exemptMatcher,
  networkOf,
  nextOf,
  readCounts,
  type CountKind,
} from './velocity.js';
import type { Config } from '../../config.js';

/** Who is asking, as the request shows it. */
export interface Visitor {
  ip: string;
  /** The `x-playdesk-device` header. */
  device: string | string[] | undefined;
  /** The `x-altcha` header. */
  challenge: string | string[] | undefined;
}

/** The game fields an assessment reads. */
export type AssessedGame = Pick<
  typeof games.$inferSelect,
  'id' | 'publicId' | 'accountId' | 'fairPlay'
>;

export interface Assessment {
  score: number;
  level: RiskLevel;
  /** What happens: `allow` (a challenge passed included) or `hold`. */
  action: Extract<RiskAction, 'allow' | 'hold'>;
  reasons: StoredRiskReason[];
}

/** Refused: the message says nothing of what tripped (docs/fair-play-risk.md#actions). */
export const BLOCKED = 'This cannot be played right now. Please try again later.';
export const CHALLENGE_REQUIRED =
  'This request needs a solved challenge: get one from GET /play/challenge and send its solution in the x-altcha header.';

export function blocked(): HttpError {
  return new HttpError(403, BLOCKED).coded('fair_play.blocked');
}
export function challengeRequired(): HttpError {
  return new HttpError(403, CHALLENGE_REQUIRED).coded('fair_play.challenge_required');
}

function challengeSignal(outcome: ChallengeOutcome): RiskSignals['challenge'] {
  if (outcome.result === 'failed') return 'failed';
  return outcome.result === 'passed' ? 'passed' : 'none';
}

/**
 * How many other spellings of this mailbox the business's players already use (`lea+1@…`,
 * `l.e.a@gmail.com`: one mailbox, docs/fair-play.md#one-mailbox-one-player). One indexed lookup
 * (`players_account_email_normalized_idx`), only for a form that carries an email.
 */
async function emailVariants(db: Queryable, accountId: string, email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct lower(email))::int as n from players
        where account_id = ${accountId} and email_normalized = ${normalizeEmail(email)}
          and lower(email) <> ${email.trim().toLowerCase()}`,
  );
  return row?.n ?? 0;
}

/**
 * Whether a `challenge` asks this request for the verified email rather than the proof of work: a
 * form with an email, on a game that challenges with it (`challenge_with`).
 */
const challengesEmail = (settings: FairPlaySettings, kind: CountKind, hasEmail: boolean) =>
  kind === 'lead' && hasEmail && settings.challenge_with === 'verified_email';

/** Not counted, not judged: the exempt networks (FAIR_PLAY_EXEMPT_NETWORKS, docs/configuration.md). */
const EXEMPT: Assessment = { score: 0, level: 'low', action: 'allow', reasons: [] };

export function createRiskAssessor(
  db: Database,
  config: Pick<Config, 'secretsKey' | 'fairPlayExemptNetworks'>,
) {
  const key = challengeKey(config.secretsKey);
  const exempt = exemptMatcher(config.fairPlayExemptNetworks);
  const count = createCounter(db);

  function sourcesOf(visitor: Pick<Visitor, 'ip' | 'device'>, email: string | null) {
    return {
      network: networkOf(visitor.ip),
      device: deviceOf(visitor.device),
      emailDomain: email ? emailDomain(normalizeEmail(email)) || null : null,
    };
  }

  /**
   * Counts and judges one play start (`email` null) or lead. Throws the 403 of a block, or of a
   * challenge the level asks for and the request did not pass — for a form with an email on a
   * game that challenges with the verified email, the 409 `lead.email_unverified` until the email
   * is verified for the business. One statement shared with the starts arriving at the same time
   * (the counters, velocity.ts), one more when the request carries a challenge (it is spent), one
   * indexed lookup when the verified email is asked.
   */
  async function assess(
    game: AssessedGame,
    kind: CountKind,
    visitor: Visitor,
    email: string | null = null,
    /**
     * `sharedNetwork`: the visitors come from one network by design (a live show's room on the
     * venue's Wi-Fi): the network is still counted, but its pace is not a signal. The device, the
     * email and the challenge are judged as for anyone.
     */
    options: { sharedNetwork?: boolean } = {},
  ): Promise<Assessment> {
    if (exempt(visitor.ip)) return EXEMPT;
    const settings = fairPlayOf(game.fairPlay);
    const counted = await count(game.id, kind, sourcesOf(visitor, email));
    const counts = options.sharedNetwork
      ? { ...counted, network: { tenMinutes: 0, hour: 0, day: 0 } }
      : counted;
    const signals: RiskSignals = {
      ...counts,
      disposableEmail: email !== null && isDisposableEmail(email),
      emailVariants: email === null ? 0 : await emailVariants(db, game.accountId, email),
      challenge: 'none',
    };
    // The challenge's difficulty follows what `GET play/challenge` could foresee (the network's
    // and the device's counts): what the form's email adds may ask for a challenge, never for a
    // harder one than the player app was given.
    const foreseen = scoreRisk(
      { ...signals, emailDomain: null, disposableEmail: false, emailVariants: 0 },
      settings.velocity,
    );
    const outcome = await verifyChallenge(db, key, visitor.challenge, {
      gamePublicId: game.publicId,
      needed: foreseen.level,
    });
    const scored = scoreRisk(
      { ...signals, challenge: challengeSignal(outcome) },
      settings.velocity,
    );
    const action = settings.actions[scored.level];
    if (action === 'block') throw blocked();
    if (action === 'challenge') {
      if (email !== null && challengesEmail(settings, kind, true)) {
        const address = normalizeEmail(email);
        if (!(await isVerified(db, { accountId: game.accountId, channel: 'email', address })))
          throw emailUnverified('code');
      } else if (outcome.result !== 'passed') throw challengeRequired();
    }
    return { ...scored, action: action === 'hold' ? 'hold' : 'allow' };
  }

  /**
   * A challenge for the visitor's next play start or form (`kind`) of the game: as hard as the
   * level that request would be counted at from its network and device (what `assess` foresees:
   * a form's email may add reasons, never difficulty), and `required` when that level's action is
   * `challenge` — unless the game challenges forms with the verified email and its form asks for
   * one (`formHasEmail`): such a form is asked for the email instead.
   */
  async function challengeFor(
    game: Omit<AssessedGame, 'accountId'>,
    visitor: Pick<Visitor, 'ip' | 'device'>,
    kind: ChallengeKind = 'play',
    formHasEmail = false,
  ) {
    const settings = fairPlayOf(game.fairPlay);
    const counts = nextOf(await readCounts(db, game.id, kind, sourcesOf(visitor, null)));
    const { level } = scoreRisk(
      { ...counts, disposableEmail: false, emailVariants: 0, challenge: 'none' },
      settings.velocity,
    );
    const required =
      settings.actions[level] === 'challenge' && !challengesEmail(settings, kind, formHasEmail);
    return issueChallenge(key, game.publicId, level, required);
  }

  return { assess, challengeFor, key };
}
export type RiskAssessor = ReturnType<typeof createRiskAssessor>;

/**
 * Whether an assessment is written: a score above zero (its reasons show in the console), or a
 * `hold` — a game that holds at low risk holds a play that scored 0 too, and the hold is read from
 * the row (rewards/award/grant.ts). A score of 0 that only allows has nothing to show.
 */
export const kept = (assessment: Assessment): boolean =>
  assessment.score > 0 || assessment.action === 'hold';

/**
 * Keeps the risk of a play or a lead when `kept` (nothing is written for a play that scored 0 and
 * holds nothing). `gameplayId` set: the play's, its player read from it.
 */
export async function recordAssessment(
  tx: Queryable,
  row: {
    accountId: string;
    gameId: string;
    playerId: string;
    gameplayId: string | null;
    kind: CountKind;
    assessment: Assessment;
  },
): Promise<void> {
  const { assessment } = row;
  if (!kept(assessment)) return;
  await tx.insert(riskAssessments).values({
    accountId: row.accountId,
    gameId: row.gameId,
    playerId: row.playerId,
    gameplayId: row.gameplayId,
    kind: row.kind,
    score: assessment.score,
    action: assessment.action,
    reasons: assessment.reasons,
  });
}
