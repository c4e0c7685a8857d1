/**
 * The live show's rules (issue 40): one quiz played by a room at the same moment, the host
 * driving it question by question, the server keeping time and score. Pure and deterministic:
 * time is passed in (`now`, ms since the epoch, the server's clock), nothing is read here. The
 * server stores the session row, the players and the answers, and asks these functions what a
 * command or an answer does (docs/live.md, docs/product-rules.md#live-shows).
 *
 * The phases:
 *
 *   lobby ─start→ question ─(deadline | reveal)→ closed ─reveal→ revealed ─leaderboard→ leaderboard
 *                    ↑                                                  │                  │
 *                    └──────────────────── next ────────────────────────┴──────────────────┘
 *   next after the last question → podium; end from anywhere → ended; pause/resume in any live
 *   phase (a paused question keeps its time left, and takes no answer).
 *
 * `closed` is reached by the clock: a question whose deadline has passed is closed
 * (`settle`). Only the host sends commands (`by: 'host'`). A player answers once per question,
 * before the deadline, while the question is open; nobody answers after the reveal.
 */

export const LIVE_MODES = ['classic', 'teams', 'survival'] as const;
export type LiveMode = (typeof LIVE_MODES)[number];

/**
 * What a show plays: a quiz (a right answer per question, points, standings, a podium) or a
 * personality test (no right answer, no score: each player's outcome at the end, from the
 * personality engine; `./personality.ts`).
 */
export const LIVE_KINDS = ['quiz', 'personality'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/**
 * The modes a kind of show can be played in: teams and survival rank players by their right
 * answers, which a personality test has none of — it is played classic only.
 */
export function liveModesOf(kind: LiveKind): readonly LiveMode[] {
  return kind === 'personality' ? ['classic'] : LIVE_MODES;
}

export const LIVE_PHASES = [
  'lobby',
  'question',
  'closed',
  'revealed',
  'leaderboard',
  'podium',
  'ended',
] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export const LIVE_COMMANDS = [
  'start',
  'next',
  'reveal',
  'leaderboard',
  'pause',
  'resume',
  'end',
] as const;
export type LiveCommand = (typeof LIVE_COMMANDS)[number];

/** The business numbers of a live show (docs/product-rules.md#live-shows). */
export const LIVE = {
  /** Points of a right answer given at the question's first instant. */
  maxPoints: 1000,
  /** Points of a right answer given at the last instant: half (speed counts for the other half). */
  minPoints: 500,
  /** Seconds a question stays open, by default and the limits a business may choose. */
  questionSeconds: { default: 20, min: 5, max: 120 },
  teams: { min: 2, max: 6 },
  nickname: { min: 2, max: 20 },
  /** How many rows the screen's leader board shows. */
  top: 10,
  /** The podium's places. */
  podium: 3,
  /** Players in one show (the join refuses more). */
  maxPlayers: 10_000,
} as const;

export interface LiveQuestion {
  text: string;
  options: readonly string[];
  /** The right option; null when there is none (a personality test's question). */
  correct: number | null;
}

/** The session's clock and place; the server's row holds exactly this. */
export interface LiveState {
  phase: LivePhase;
  /** Index of the current question; -1 in the lobby. */
  question: number;
  questionCount: number;
  questionMs: number;
  /** When the current question opened (moved later by the time spent paused). */
  openedAt: number | null;
  /** When the current question closes (server time). */
  deadline: number | null;
  /** Set while paused: the phase to go back to, and the question's time left then. */
  paused: { from: LivePhase; remainingMs: number | null } | null;
  /** What the show plays; a quiz when absent. A personality show has no leader board. */
  kind?: LiveKind;
}

export type LiveRefusalCode =
  | 'live.not_host'
  | 'live.bad_command'
  | 'live.paused'
  | 'live.not_open'
  | 'live.time_up'
  | 'live.already_answered'
  | 'live.out'
  | 'live.bad_option'
  | 'live.wrong_question';

export type LiveResult<T> =
  { ok: true; value: T } | { ok: false; code: LiveRefusalCode; error: string };

const refuse = (
  code: LiveRefusalCode,
  error: string,
): { ok: false; code: LiveRefusalCode; error: string } => ({
  ok: false,
  code,
  error,
});

export function newLiveState(
  questionCount: number,
  questionSeconds: number,
  kind: LiveKind = 'quiz',
): LiveState {
  return {
    kind,
    phase: 'lobby',
    question: -1,
    questionCount,
    questionMs: questionSeconds * 1000,
    openedAt: null,
    deadline: null,
    paused: null,
  };
}

/** The state as the clock sees it: an open question past its deadline is closed. */
export function settle(state: LiveState, now: number): LiveState {
  if (
    state.phase === 'question' &&
    !state.paused &&
    state.deadline !== null &&
    now >= state.deadline
  ) {
    return { ...state, phase: 'closed' };
  }
  return state;
}

function open(state: LiveState, index: number, now: number): LiveState {
  return {
    ...state,
    phase: 'question',
    question: index,
    openedAt: now,
    deadline: now + state.questionMs,
    paused: null,
  };
}

/**
 * What a command does. Only the host commands (`by`); a command that does not fit the phase is
 * refused (`live.bad_command`), so a double click on Next cannot skip a question.
 */
export function command(
  current: LiveState,
  cmd: LiveCommand,
  by: 'host' | 'player',
  now: number,
): LiveResult<LiveState> {
  if (by !== 'host') return refuse('live.not_host', 'Only the host drives the show.');
  const state = settle(current, now);
  if (state.phase === 'ended') return refuse('live.bad_command', 'The show has ended.');
  if (cmd === 'end') return { ok: true, value: { ...state, phase: 'ended', paused: null } };
  if (state.paused) {
    if (cmd !== 'resume') return refuse('live.paused', 'The show is paused; resume it first.');
    const { from, remainingMs } = state.paused;
    if (
      from === 'question' &&
      remainingMs !== null &&
      state.openedAt !== null &&
      state.deadline !== null
    ) {
      // The time spent paused does not count: the question opens that much later.
      const shift = now + remainingMs - state.deadline;
      return {
        ok: true,
        value: {
          ...state,
          phase: 'question',
          openedAt: state.openedAt + shift,
          deadline: now + remainingMs,
          paused: null,
        },
      };
    }
    return { ok: true, value: { ...state, phase: from, paused: null } };
  }
  const bad = refuse(
    'live.bad_command',
    `"${cmd}" does not fit the show's phase (${state.phase}).`,
  );
  switch (cmd) {
    case 'start':
      if (state.phase !== 'lobby' || state.questionCount < 1) return bad;
      return { ok: true, value: open(state, 0, now) };
    case 'reveal':
      if (state.phase !== 'question' && state.phase !== 'closed') return bad;
      return { ok: true, value: { ...state, phase: 'revealed' } };
    case 'leaderboard':
      // A personality show ranks nobody: from the reveal it goes to the next question.
      if (state.phase !== 'revealed' || state.kind === 'personality') return bad;
      return { ok: true, value: { ...state, phase: 'leaderboard' } };
    case 'next':
      if (state.phase !== 'revealed' && state.phase !== 'leaderboard') return bad;
      if (state.question + 1 >= state.questionCount) {
        return { ok: true, value: { ...state, phase: 'podium' } };
      }
      return { ok: true, value: open(state, state.question + 1, now) };
    case 'pause':
      if (state.phase === 'podium') return bad;
      return {
        ok: true,
        value: {
          ...state,
          paused: {
            from: state.phase,
            remainingMs:
              state.phase === 'question' && state.deadline !== null
                ? Math.max(0, state.deadline - now)
                : null,
          },
        },
      };
    case 'resume':
      return bad;
  }
}

/** The points of one answer: 0 when wrong; right, from 1000 at once down to 500 at the deadline. */
export function answerPoints(correct: boolean, elapsedMs: number, questionMs: number): number {
  if (!correct) return 0;
  const share = Math.min(1, Math.max(0, elapsedMs / questionMs));
  return Math.round(LIVE.maxPoints - (LIVE.maxPoints - LIVE.minPoints) * share);
}

export interface LiveAnswerInput {
  question: number;
  option: number;
  /** The player already has an answer to this question (the database's unique key decides). */
  alreadyAnswered: boolean;
  /** The player is out of a survival show. */
  out: boolean;
}

/** Whether an answer counts, and its points. */
export function judgeAnswer(
  current: LiveState,
  q: LiveQuestion,
  input: LiveAnswerInput,
  now: number,
): LiveResult<{ correct: boolean; points: number }> {
  const state = settle(current, now);
  if (state.paused) return refuse('live.paused', 'The show is paused.');
  if (state.phase === 'closed') return refuse('live.time_up', 'Time is up for this question.');
  if (state.phase !== 'question' || state.openedAt === null) {
    return refuse('live.not_open', 'No question is open.');
  }
  if (input.question !== state.question) {
    return refuse('live.wrong_question', 'That question is not the open one.');
  }
  if (input.out) return refuse('live.out', 'You are out of this show.');
  if (input.alreadyAnswered)
    return refuse('live.already_answered', 'You already answered this question.');
  if (!Number.isInteger(input.option) || input.option < 0 || input.option >= q.options.length) {
    return refuse('live.bad_option', 'That option is not one of the question.');
  }
  // A question without a right answer (a personality test's) counts the answer, for no points.
  const correct = q.correct !== null && input.option === q.correct;
  return {
    ok: true,
    value: { correct, points: answerPoints(correct, now - state.openedAt, state.questionMs) },
  };
}

/**
 * Survival: who is out once a question is revealed: every player still in who did not answer it
 * right (a wrong answer, or none). Classic and teams put nobody out.
 */
export function eliminated(
  mode: LiveMode,
  playersIn: readonly string[],
  rightAnswers: ReadonlySet<string>,
): string[] {
  if (mode !== 'survival') return [];
  return playersIn.filter((id) => !rightAnswers.has(id));
}

export interface RankedPlayer {
  id: string;
  nickname: string;
  score: number;
  team: number | null;
  out: boolean;
  /** When the player joined: ties go to who joined first. */
  joinedAt: number;
}

/**
 * The leader board: score down, then who joined first, then id; rank 1 first, equal scores
 * sharing a rank ("1, 1, 3"). In survival, players still in come before those out.
 */
export function rankPlayers<P extends RankedPlayer>(
  mode: LiveMode,
  players: readonly P[],
): (P & { rank: number })[] {
  const key = (p: P): number => (mode === 'survival' && p.out ? 1 : 0);
  const sorted = [...players].sort(
    (a, b) =>
      key(a) - key(b) ||
      b.score - a.score ||
      a.joinedAt - b.joinedAt ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const out: (P & { rank: number })[] = [];
  sorted.forEach((p, i) => {
    const prev = out[i - 1];
    const rank = prev && prev.score === p.score && key(prev) === key(p) ? prev.rank : i + 1;
    out.push({ ...p, rank });
  });
  return out;
}

export interface TeamScore {
  team: number;
  players: number;
  /** The average of its players' scores, rounded; 0 for a team nobody picked. */
  score: number;
  rank: number;
}

/** Teams: a team's score is the average of its players' scores (so a big team has no edge). */
export function teamScores(teamCount: number, players: readonly RankedPlayer[]): TeamScore[] {
  const teams = Array.from({ length: teamCount }, (_, team) => {
    const members = players.filter((p) => p.team === team);
    const total = members.reduce((s, p) => s + p.score, 0);
    return {
      team,
      players: members.length,
      score: members.length ? Math.round(total / members.length) : 0,
    };
  });
  const sorted = [...teams].sort((a, b) => b.score - a.score || a.team - b.team);
  return sorted.map((t, i) => ({
    ...t,
    rank:
      i > 0 && sorted[i - 1]!.score === t.score
        ? sorted.findIndex((x) => x.score === t.score) + 1
        : i + 1,
  }));
}

/** Whether a phase shows the current question (its text and options) to players. */
export function showsQuestion(phase: LivePhase): boolean {
  return phase === 'question' || phase === 'closed' || phase === 'revealed';
}

/** Whether a phase shows the right answer and the distribution of answers. */
export function showsAnswer(phase: LivePhase): boolean {
  return phase === 'revealed' || phase === 'leaderboard';
}
