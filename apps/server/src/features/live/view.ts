/**
 * What each screen and phone sees of a show (the contract's `LiveView`), from one read of the
 * session, its players and the current question's answers. Pure: the server reads the rows once
 * per change and builds every connected phone's view from them (docs/live.md#rules).
 */
import { LIVE_PROTOCOL_VERSION, type Language, type LiveView } from '@playdesk/contract';
import {
  LIVE,
  rankPlayers,
  settle,
  showsAnswer,
  showsQuestion,
  teamScores,
  type LivePhase,
  type LiveState,
} from '@playdesk/games/live';
import { outcomeById, outcomeDistribution } from '@playdesk/games/live/personality';
import type { liveAnswers, livePlayers, liveSessions } from '../../db/schema.js';

export type SessionRow = typeof liveSessions.$inferSelect;
/** What a view needs of a player: not the token's hash, the CRM's player or the play. */
export type PlayerRow = Pick<
  typeof livePlayers.$inferSelect,
  'id' | 'nickname' | 'team' | 'score' | 'out' | 'outcome' | 'language' | 'joinedAt'
>;
export type AnswerRow = Pick<
  typeof liveAnswers.$inferSelect,
  'playerId' | 'option' | 'points' | 'correct'
>;

export function stateOf(row: SessionRow): LiveState {
  return {
    phase: row.phase,
    question: row.question,
    questionCount: row.questions.length,
    questionMs: row.questionSeconds * 1000,
    openedAt: row.openedAt?.getTime() ?? null,
    deadline: row.deadline?.getTime() ?? null,
    paused: row.paused ?? null,
    kind: row.personality ? 'personality' : 'quiz',
  };
}

export interface LiveSnapshot {
  row: SessionRow;
  /** The quiz's public id. */
  game: string;
  /**
   * The players read: every player of the show, or — when the phase needs nobody else's row
   * (`needsEveryPlayer` false) — only those whose views are wanted (a fan-out's own phones).
   */
  players: readonly PlayerRow[];
  /** The answers to the current question: of every player, or of those read above. */
  answers: readonly AnswerRow[];
  /** How many players the show has, and answers its current question (counted, not read). */
  playerCount: number;
  answerCount: number;
}

const STANDINGS = new Set(['revealed', 'leaderboard', 'podium', 'ended']);
const END = new Set(['podium', 'ended']);

/**
 * Whether a view of a show in this phase needs every player's row: the standings rank every
 * player, a reveal shows how everyone answered, a personality show's end counts the outcomes. In
 * the lobby and while a question is open or closed a view needs only the counts and the viewer's
 * own row, so a fan-out reads only its own phones' rows (docs/live.md#fan-out). Time alone only
 * moves a show from `question` to `closed` (`settle`), so the stored phase decides.
 */
export const needsEveryPlayer = (phase: LivePhase): boolean => STANDINGS.has(phase);

type SharedView = Omit<LiveView, 'me'>;
type OwnView = NonNullable<LiveView['me']>;

/**
 * The views of one moment of a show: called with a player's id, that phone's view (the screen's
 * with null). Its parts serve a fan-out (hub.ts `stateMessages`): the part every viewer in one
 * language shares, serialised once per language, and each phone's own.
 */
export interface LiveViews {
  (playerId: string | null): LiveView;
  /** The part shared by the viewers of `language` (null: the show's own, the screen's). */
  shared(language: Language | null): SharedView;
  /** A player's own part and the language they see the show in; null if not read. */
  own(playerId: string): { me: OwnView; language: Language | null } | null;
}

/** A view builder for one snapshot: call it for the screen (null) and for each player. */
export function viewsOf(snap: LiveSnapshot, now: number): LiveViews {
  const { row } = snap;
  const state = settle(stateOf(row), now);
  const q = state.question >= 0 ? row.questions[state.question] : undefined;
  const answerOf = new Map(snap.answers.map((a) => [a.playerId, a]));
  // Before the reveal a player's score leaves out their answer to the open question: its points
  // would tell whether it was right.
  const hidden = !showsAnswer(state.phase) && state.phase !== 'podium' && state.phase !== 'ended';
  const shownScore = (p: PlayerRow) => p.score - (hidden ? (answerOf.get(p.id)?.points ?? 0) : 0);
  // A personality show ranks nobody; at its end each player has their outcome (set by endShow).
  const personality = row.personality;
  const standings = STANDINGS.has(state.phase) && !personality;
  const outcomes = personality && END.has(state.phase) ? personality : null;
  // Ranks only once shown (a sort of every player: the lobby and an open question skip it).
  const ranked = !standings
    ? []
    : rankPlayers(
        row.mode,
        snap.players.map((p) => ({
          id: p.id,
          nickname: p.nickname,
          score: shownScore(p),
          team: p.team,
          out: p.out,
          joinedAt: p.joinedAt.getTime(),
        })),
      );
  const rankOf = new Map(ranked.map((p) => [p.id, p.rank]));
  const timeLeft = state.paused
    ? (state.paused.remainingMs ?? 0)
    : Math.max(0, (state.deadline ?? now) - now);
  const revealed = showsAnswer(state.phase) && q;
  const distribution = revealed
    ? q.options.map((_, i) => snap.answers.filter((a) => a.option === i).length)
    : null;
  const shared: Omit<LiveView, 'me'> = {
    v: LIVE_PROTOCOL_VERSION,
    code: row.code,
    game: snap.game,
    kind: personality ? 'personality' : 'quiz',
    mode: row.mode,
    phase: state.phase,
    paused: state.paused !== null,
    question_count: row.questions.length,
    question_index: state.question,
    teams: row.teams,
    players: snap.playerCount,
    answered: snap.answerCount,
    // Never a question before it opens: only the current one, once open.
    question:
      q && showsQuestion(state.phase)
        ? {
            index: state.question,
            text: q.text,
            options: [...q.options],
            deadline: new Date(state.deadline ?? now).toISOString(),
            time_left_ms: state.phase === 'question' ? timeLeft : 0,
            seconds: row.questionSeconds,
          }
        : null,
    correct: revealed ? q.correct : null,
    distribution,
    top: standings
      ? ranked.slice(0, LIVE.top).map((p) => ({
          rank: p.rank,
          nickname: p.nickname,
          score: p.score,
          team: p.team,
          out: p.out,
        }))
      : null,
    team_scores: standings && row.mode === 'teams' ? teamScores(row.teams, ranked) : null,
    outcomes: outcomes
      ? outcomeDistribution(
          outcomes.outcomes,
          snap.players.map((p) => p.outcome),
        )
      : null,
    server_time: new Date(now).toISOString(),
  };
  // The shared part in another language: the question's texts and the outcomes' titles (the
  // show's texts as it started, row.translations), the rest as above.
  const inLanguage = new Map<Language | null, SharedView>([[null, shared]]);
  const sharedIn = (language: Language | null): SharedView => {
    const texts = language ? row.translations[language] : undefined;
    if (!language || !texts) return shared;
    let found = inLanguage.get(language);
    if (!found) {
      const tq = shared.question ? texts.questions[shared.question.index] : undefined;
      const titles = texts.personality?.outcomes;
      found = {
        ...shared,
        question:
          shared.question && tq
            ? { ...shared.question, text: tq.text, options: [...tq.options] }
            : shared.question,
        outcomes:
          shared.outcomes && titles
            ? shared.outcomes.map((o) => ({
                ...o,
                title: titles.find((t) => t.id === o.id)?.title ?? o.title,
              }))
            : shared.outcomes,
      };
      inLanguage.set(language, found);
    }
    return found;
  };
  const byId = new Map(snap.players.map((p) => [p.id, p]));
  const own = (playerId: string) => {
    const p = byId.get(playerId);
    if (!p) return null;
    // Set at the join only to a language the show has texts in (service.ts `join`).
    const { language } = p;
    const answer = answerOf.get(p.id);
    const texts = language ? row.translations[language]?.personality : undefined;
    const me: OwnView = {
      nickname: p.nickname,
      team: p.team,
      score: shownScore(p),
      rank: standings ? (rankOf.get(p.id) ?? null) : null,
      out: p.out,
      answer: answer && showsQuestion(state.phase) ? answer.option : null,
      points: answer && revealed ? answer.points : null,
      outcome: outcomes ? outcomeById(texts ?? outcomes, p.outcome) : null,
    };
    return { me, language };
  };
  const views = (playerId: string | null): LiveView => {
    const mine = playerId ? own(playerId) : null;
    return mine ? { ...sharedIn(mine.language), me: mine.me } : { ...shared, me: null };
  };
  return Object.assign(views, { shared: sharedIn, own });
}
