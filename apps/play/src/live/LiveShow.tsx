/**
 * A live show in the player app (docs/live.md): the phone (`/live/{code}`: join with a nickname,
 * the waiting room, the answer buttons, one's own result and rank, the podium) and the big screen
 * (`/live/{code}/screen`: the join QR code, the question in large type, the answers' distribution,
 * the top 10, the podium). A lazy chunk of its own with its texts (`live/{lang}.json`): nothing of
 * it is in the game pad's first load.
 */
import {
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { LiveView } from '@playdesk/contract/live';
import { ResultCard } from '@playdesk/games/personality/result-card';
import { API_PATH } from '@playdesk/contract/urls';
import { useI18n, useT, type T } from '../i18n/i18n.js';
import { LanguageSwitch } from '../i18n/LanguageSwitch.js';
import { DEVICE_HEADER, deviceId } from '../fair/device.js';
import { currentVisit } from '../insight/visit.js';
import { LeadBeforeStep } from '../lead/LeadSteps.js';
import { useLead } from '../lead/useLead.js';
import { api, ApiError, type PublicGame } from '../lib/api.js';
import { describeError } from '../lib/error-text.js';
import { playerIdentity } from '../lib/player.js';
import { browserStore, type SafeStore } from '../lib/storage.js';
import { templateTheme } from '../lib/template-theme.js';
import type { WonReward } from '../rewards/types.js';
import { WonRewardCard } from '../rewards/WonRewardCard.js';
import { liveRequest, useLiveShow, useTimeLeft } from './connection.js';

/** Fair play's challenges (a lazy chunk, as for a start: pad/usePlay.ts). */
const fairPlay = () => import('../fair/challenge.js').then((m) => m.challenges);

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
/** The answer tiles' colours: each also has its letter, so colour is never the only cue. */
const TILE = [
  'bg-rose-600',
  'bg-sky-600',
  'bg-amber-500',
  'bg-emerald-600',
  'bg-violet-600',
  'bg-orange-600',
];
const tokenKey = (code: string) => `playdesk.live.${code}`;

/**
 * The show's quiz as its game page shows it (`GET play/games/{id}`): its background image, its
 * image as the logo, its leaderboard template's colours on the standings.
 */
function useShowGame(gameId: string | undefined): PublicGame | null {
  const { lang } = useI18n();
  const [game, setGame] = useState<PublicGame | null>(null);
  useEffect(() => {
    if (!gameId) return;
    const controller = new AbortController();
    api
      .game(gameId, controller.signal, lang)
      .then((r) => setGame(r.game))
      // Without it the show still runs, in the app's own look.
      .catch(() => undefined);
    return () => controller.abort();
  }, [gameId, lang]);
  return game;
}

/** The standings' rows in the leaderboard template's colours (the app's white without one). */
function rowStyle(game: PublicGame | null): CSSProperties | undefined {
  return templateTheme(game?.templates.leaderboard)?.surface;
}

function Backdrop({
  children,
  wide = false,
  game = null,
}: {
  children: ReactNode;
  wide?: boolean;
  game?: PublicGame | null;
}) {
  // The game page's background: the business's image under the same shade (ui/PageShell.tsx).
  const style: CSSProperties | undefined = game?.background_image
    ? {
        backgroundImage: `linear-gradient(rgb(27 18 53 / 0.35), rgb(27 18 53 / 0.55)), url(${JSON.stringify(game.background_image)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  return (
    <div className="pd-backdrop relative min-h-dvh text-white">
      {style && <div aria-hidden="true" className="pd-backdrop fixed inset-0" style={style} />}
      <main
        className={`relative mx-auto flex min-h-dvh w-full flex-col px-4 pt-4 pb-6 ${wide ? 'max-w-7xl' : 'max-w-md'}`}
      >
        {children}
      </main>
    </div>
  );
}

/** The show's title: the quiz's image as its logo and its name, else "Live show". */
function ShowTitle({ game, large = false }: { game: PublicGame | null; large?: boolean }) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-3">
      {game?.game_image && (
        <img
          src={game.game_image}
          alt=""
          className={`${large ? 'h-16 w-16' : 'h-9 w-9'} shrink-0 rounded-xl bg-white object-contain p-1`}
        />
      )}
      <p
        className={`${large ? 'text-2xl' : 'text-sm'} truncate font-semibold tracking-wide uppercase`}
      >
        {game ? t('live.title_of', { name: game.name }) : t('live.title')}
      </p>
    </div>
  );
}

function Countdown({ ms, large = false }: { ms: number; large?: boolean }) {
  const t = useT();
  const seconds = Math.ceil(ms / 1000);
  return (
    <p
      role="timer"
      aria-label={t('live.time_left', { seconds })}
      className={`${large ? 'h-28 w-28 text-6xl' : 'h-14 w-14 text-2xl'} flex shrink-0 items-center justify-center rounded-full bg-white font-bold text-primary-900 tabular-nums`}
    >
      {seconds}
    </p>
  );
}

function Status({ status }: { status: string }) {
  const t = useT();
  if (status !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="mb-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900"
    >
      {t('live.offline')}
    </p>
  );
}

/** The standings a board or podium shows: the teams' in a teams show, else the players'. */
function standings(view: LiveView, t: T) {
  return view.team_scores
    ? view.team_scores.map((r) => ({
        key: `t${r.team}`,
        rank: r.rank,
        name: t('live.team_name', { number: r.team + 1 }),
        score: r.score,
        out: false,
      }))
    : (view.top ?? []).map((r) => ({
        key: r.nickname,
        rank: r.rank,
        name: r.nickname,
        score: r.score,
        out: r.out,
      }));
}

function Board({
  view,
  game,
  large = false,
}: {
  view: LiveView;
  game: PublicGame | null;
  large?: boolean;
}) {
  const t = useT();
  const rows = standings(view, t);
  const themed = rowStyle(game);
  return (
    <ol className={`w-full space-y-2 ${large ? 'text-3xl' : 'text-base'}`}>
      {rows.map((r) => (
        <li
          key={r.key}
          style={themed}
          className={`flex items-center gap-3 rounded-xl bg-white/95 px-4 py-2 text-primary-950 ${r.out ? 'opacity-60' : ''}`}
        >
          <span className="w-10 font-bold tabular-nums">{r.rank}</span>
          <span className="flex-1 truncate font-semibold">{r.name}</span>
          <span className="font-bold tabular-nums">{t('live.points', { points: r.score })}</span>
        </li>
      ))}
    </ol>
  );
}

function Podium({
  view,
  game,
  large = false,
}: {
  view: LiveView;
  game: PublicGame | null;
  large?: boolean;
}) {
  const t = useT();
  const rows = standings(view, t);
  const themed = rowStyle(game);
  const top = rows.slice(0, 3);
  // Second, first, third: the classic podium.
  const order = [top[1], top[0], top[2]].filter((r): r is (typeof top)[number] => r !== undefined);
  const height = (rank: number) => (rank === 1 ? 'h-48' : rank === 2 ? 'h-36' : 'h-28');
  return (
    <section aria-label={t('live.podium')} className="flex w-full items-end justify-center gap-3">
      {order.map((r) => (
        <div key={r.key} className="flex w-1/3 max-w-64 flex-col items-center">
          <p className={`mb-2 truncate text-center font-bold ${large ? 'text-4xl' : 'text-lg'}`}>
            {r.name}
          </p>
          <p className={`mb-2 tabular-nums ${large ? 'text-2xl' : 'text-sm'}`}>
            {t('live.points', { points: r.score })}
          </p>
          <div
            style={themed}
            className={`${height(r.rank)} flex w-full items-start justify-center rounded-t-xl bg-white/95 pt-3 text-4xl font-black text-primary-900`}
          >
            {r.rank}
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * How the room answered a question: each option with its count and a bar, no right answer (a
 * personality show's reveal). `mine` marks this phone's answer.
 */
function Distribution({
  view,
  mine = null,
  large = false,
}: {
  view: LiveView;
  mine?: number | null;
  large?: boolean;
}) {
  const t = useT();
  const q = view.question;
  if (!q || !view.distribution) return null;
  const total = view.distribution.reduce((a, b) => a + b, 0) || 1;
  return (
    <ol aria-label={t('live.room_answered')} className="flex w-full flex-col gap-2">
      {q.options.map((text, i) => {
        const count = view.distribution?.[i] ?? 0;
        return (
          <li
            key={i}
            className={`${TILE[i]} relative flex items-center gap-3 overflow-hidden rounded-2xl px-4 py-3 font-semibold ${large ? 'text-3xl' : 'text-base'} ${mine === i ? 'ring-4 ring-white' : ''}`}
          >
            <span
              aria-hidden="true"
              className="absolute inset-y-0 left-0 bg-black/25"
              style={{ width: `${(count / total) * 100}%` }}
            />
            <span className="relative font-black">{LETTERS[i]}</span>
            <span className="relative flex-1">
              {text}
              {mine === i && (
                <span className="ml-2 text-sm font-bold">({t('live.your_answer')})</span>
              )}
            </span>
            <span className="relative tabular-nums">{t('live.answers', { count })}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** A personality show's end on the screen: how many players got each outcome. */
function Outcomes({ view }: { view: LiveView }) {
  const t = useT();
  const rows = view.outcomes ?? [];
  const total = rows.reduce((a, r) => a + r.players, 0) || 1;
  return (
    <ol aria-label={t('live.results')} className="flex w-full max-w-5xl flex-col gap-4">
      {rows.map((r, i) => (
        <li
          key={r.id}
          className={`${TILE[i % TILE.length]} relative flex items-center gap-6 overflow-hidden rounded-3xl px-8 py-5 text-4xl font-bold`}
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 bg-black/25"
            style={{ width: `${(r.players / total) * 100}%` }}
          />
          <span className="relative flex-1 truncate">{r.title}</span>
          <span className="relative text-3xl tabular-nums">
            {t('live.players', { count: r.players })}
          </span>
        </li>
      ))}
    </ol>
  );
}

// ─── The phone ─────────────────────────────────────────────────────────────────────────────

function JoinForm({
  code,
  show,
  game,
  store,
  onJoined,
}: {
  code: string;
  show: LiveView | null;
  game: PublicGame | null;
  store: SafeStore;
  onJoined: (token: string, view: LiveView) => void;
}) {
  const t = useT();
  const [nickname, setNickname] = useState('');
  const [team, setTeam] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The game's own form, when the business asks it before playing: the join then plays as the
  // player it made known (docs/live.md#plays-leads-and-rewards).
  const lead = useLead(game, store);
  const identity = game ? playerIdentity(store, game.account.public_id) : null;
  // The join's challenge is asked for as the form shows: a low-risk player waits for nothing.
  const knownGame = game?.public_id;
  useEffect(() => {
    if (knownGame) void fairPlay().then((c) => c.prefetch(knownGame));
  }, [knownGame]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const lang = document.documentElement.lang || 'en';
      const body = {
        nickname,
        language: lang.slice(0, 5),
        visit: currentVisit(),
        ...(show?.mode === 'teams' ? { team } : {}),
      };
      const join = (headers: Record<string, string>) =>
        liveRequest<{ token: string; view: LiveView; player_token?: string }>(`${code}/join`, {
          method: 'POST',
          body,
          playerToken: identity?.token() ?? null,
          headers,
        });
      // Fair play judges a join as a start: the device id, and the challenge solved when asked.
      const r = game
        ? await (await fairPlay()).send(game.public_id, join)
        : await join({ [DEVICE_HEADER]: deviceId() });
      // A new player of the business: kept as any play's, for their next games and rewards.
      if (r.player_token) identity?.setToken(r.player_token);
      onJoined(r.token, r.view);
    } catch (e) {
      // The form became due meanwhile (or its load failed): show it again.
      if (e instanceof ApiError && e.code === 'play.form_first') lead.reload();
      else setError(describeError(t, e));
    } finally {
      setBusy(false);
    }
  };
  if (game && lead.form && lead.asks('before')) {
    return (
      <div className="mt-6 rounded-2xl bg-white p-4 text-gray-900 shadow-xl">
        <LeadBeforeStep
          form={lead.form}
          game={game}
          store={store}
          embed={false}
          onDone={() => lead.filled()}
        />
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 rounded-2xl bg-white p-5 text-gray-900 shadow-xl">
      <h1 className="text-2xl font-bold">{t('live.join_title')}</h1>
      <p className="mt-1 text-sm text-gray-600">{t('live.code', { code })}</p>
      <label htmlFor="live-nickname" className="mt-4 block font-semibold">
        {t('live.nickname')}
      </label>
      <input
        id="live-nickname"
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        minLength={2}
        maxLength={20}
        required
        autoComplete="nickname"
        aria-describedby="live-nickname-hint"
        className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-lg"
      />
      <p id="live-nickname-hint" className="mt-1 text-xs text-gray-600">
        {t('live.nickname_hint')}
      </p>
      {show?.mode === 'teams' && (
        <fieldset className="mt-4">
          <legend className="font-semibold">{t('live.team')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {Array.from({ length: show.teams }, (_, i) => (
              <label
                key={i}
                className="flex items-center gap-2 rounded-lg border border-gray-300 px-3 py-2"
              >
                <input type="radio" name="team" checked={team === i} onChange={() => setTeam(i)} />
                {t('live.team_name', { number: i + 1 })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="pd-btn-primary mt-4 w-full">
        {busy ? t('live.joining') : t('live.join')}
      </button>
    </form>
  );
}

/** What this phone's player won at the podium (asked once the show is there). */
function useShowReward(code: string, token: string | null, over: boolean): WonReward | null {
  const [won, setWon] = useState<WonReward | null>(null);
  useEffect(() => {
    if (!token || !over) return;
    let live = true;
    liveRequest<{ reward: WonReward | null }>(`${code}/reward`, { token })
      .then((r) => {
        if (live) setWon(r.reward);
      })
      // Nothing to show: the podium stays as it is.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, token, over]);
  return won;
}

function PhoneBody({
  view,
  game,
  reward,
  timeLeft,
  onAnswer,
}: {
  view: LiveView;
  game: PublicGame | null;
  reward: WonReward | null;
  timeLeft: number;
  onAnswer: (option: number) => void;
}) {
  const t = useT();
  const me = view.me!;
  const q = view.question;
  if (view.phase === 'lobby') {
    return (
      <div className="mt-10 text-center">
        <p className="text-3xl font-bold">{me.nickname}</p>
        <p className="mt-4 text-lg">{t('live.waiting')}</p>
        <p className="mt-2 text-white/80">{t('live.players', { count: view.players })}</p>
      </div>
    );
  }
  const personality = view.kind === 'personality';
  const won = reward && (
    <section aria-labelledby="live-won" className="flex w-full flex-col gap-2">
      <h2 id="live-won" className="text-2xl font-black">
        {t('live.you_won')}
      </h2>
      <WonRewardCard
        won={reward}
        businessName={game?.account.business_name ?? null}
        variant="popup"
      />
    </section>
  );
  if (personality && (view.phase === 'podium' || view.phase === 'ended')) {
    return (
      <div className="mt-6 flex flex-col items-center gap-4 text-center">
        {me.outcome ? (
          // The card of the test played alone, in the show's words.
          <div className="w-full">
            <ResultCard
              result={me.outcome}
              label={t('live.your_outcome')}
              newTab={t('live.new_tab')}
            />
          </div>
        ) : (
          <p className="text-xl font-semibold">{t('live.no_outcome')}</p>
        )}
        {won}
        {view.phase === 'ended' && <p>{t('live.ended')}</p>}
      </div>
    );
  }
  if (view.phase === 'podium' || view.phase === 'ended') {
    return (
      <div className="mt-6 flex flex-col items-center gap-4 text-center">
        <Podium view={view} game={game} />
        {me.rank !== null && (
          <p className="text-2xl font-bold">{t('live.rank', { rank: me.rank })}</p>
        )}
        <p className="text-lg">{t('live.score', { score: me.score })}</p>
        {won}
        {view.phase === 'ended' && <p>{t('live.ended')}</p>}
      </div>
    );
  }
  if (view.phase === 'leaderboard' || (view.phase === 'revealed' && !q)) {
    return (
      <div className="mt-10 text-center">
        {me.rank !== null && (
          <p className="text-4xl font-black">{t('live.rank', { rank: me.rank })}</p>
        )}
        <p className="mt-3 text-xl">{t('live.score', { score: me.score })}</p>
      </div>
    );
  }
  if (!q) return null;
  const header = (
    <div className="flex items-center justify-between gap-3">
      <p className="font-semibold">
        {t('live.question_of', { number: q.index + 1, count: view.question_count })}
      </p>
      {view.phase === 'question' && <Countdown ms={timeLeft} />}
    </div>
  );
  if (view.phase === 'revealed' && personality) {
    // No right answer: the room's answers, this phone's marked.
    return (
      <div className="mt-4 flex flex-col gap-4">
        {header}
        <h1 className="text-2xl font-bold">{q.text}</h1>
        <p role="status" className="text-center text-lg font-semibold">
          {me.answer === null ? t('live.no_answer') : t('live.room_answered')}
        </p>
        <Distribution view={view} mine={me.answer} />
      </div>
    );
  }
  if (view.phase === 'revealed') {
    const right = me.answer !== null && me.answer === view.correct;
    return (
      <div className="mt-4 flex flex-col gap-4">
        {header}
        <p
          role="status"
          className={`rounded-2xl px-4 py-8 text-center text-3xl font-black ${right ? 'bg-emerald-600' : 'bg-rose-700'}`}
        >
          {me.answer === null
            ? t('live.no_answer')
            : right
              ? t('live.right', { points: me.points ?? 0 })
              : t('live.wrong')}
        </p>
        <p className="text-center text-lg">{t('live.score', { score: me.score })}</p>
        {me.out && <p className="text-center">{t('live.out')}</p>}
      </div>
    );
  }
  const open = view.phase === 'question' && timeLeft > 0 && !view.paused;
  return (
    <div className="mt-4 flex flex-col gap-4">
      {header}
      <h1 className="text-2xl font-bold">{q.text}</h1>
      {me.out ? (
        <p className="rounded-xl bg-white/15 p-4 text-center">{t('live.out')}</p>
      ) : me.answer !== null ? (
        <p role="status" className="rounded-xl bg-white/15 p-4 text-center text-lg font-semibold">
          {personality ? t('live.received') : t('live.answered')}
        </p>
      ) : !open ? (
        <p role="status" className="rounded-xl bg-white/15 p-4 text-center text-lg font-semibold">
          {view.paused ? t('live.paused') : t('live.time_up')}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {q.options.map((text, i) => (
            <button
              key={i}
              type="button"
              onClick={() => onAnswer(i)}
              aria-label={t('live.answer_option', { letter: LETTERS[i]!, text })}
              className={`${TILE[i]} flex min-h-24 flex-col items-start justify-between rounded-2xl p-3 text-left font-semibold shadow-lg active:scale-95`}
            >
              <span className="text-2xl font-black">{LETTERS[i]}</span>
              <span>{text}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export function LivePhone({ code }: { code: string }) {
  const t = useT();
  const store = useMemo(() => browserStore(), []);
  const [token, setToken] = useState<string | null>(() => store.get(tokenKey(code)));
  // A token this show does not know (another show, an old one): join again.
  const { view, status, error, offset, answer, take } = useLiveShow(
    code,
    token,
    token !== null,
    () => {
      store.remove(tokenKey(code));
      setToken(null);
    },
  );
  const timeLeft = useTimeLeft(view, offset);
  // Before joining: the show's lobby view, for its mode and its quiz.
  const [show, setShow] = useState<LiveView | null>(null);
  const [showError, setShowError] = useState<unknown>(null);
  useEffect(() => {
    if (token) return;
    liveRequest<{ view: LiveView }>(code)
      .then((r) => setShow(r.view))
      .catch((e: unknown) => setShowError(e));
  }, [code, token]);
  const game = useShowGame(view?.game ?? show?.game);
  const reward = useShowReward(code, token, view?.phase === 'podium' || view?.phase === 'ended');
  const [sent, setSent] = useState<{ question: number; option: number } | null>(null);
  const shown =
    view && view.me && sent && view.question?.index === sent.question && view.me.answer === null
      ? { ...view, me: { ...view.me, answer: sent.option } }
      : view;
  return (
    <Backdrop game={game}>
      <header className="flex items-center justify-between gap-3">
        <ShowTitle game={game} />
        {shown?.me && shown.kind !== 'personality' && (
          <p className="shrink-0 text-sm font-semibold whitespace-nowrap">
            {t('live.score', { score: shown.me.score })}
          </p>
        )}
      </header>
      <Status status={status} />
      {!token ? (
        <>
          {showError !== null && (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-white px-3 py-2 text-sm font-medium text-red-700"
            >
              {describeError(t, showError)}
            </p>
          )}
          <JoinForm
            code={code}
            show={show}
            game={game}
            store={store}
            onJoined={(newToken, first) => {
              store.set(tokenKey(code), newToken);
              setToken(newToken);
              take(first);
            }}
          />
        </>
      ) : shown?.me ? (
        <PhoneBody
          view={shown}
          game={game}
          reward={reward}
          timeLeft={timeLeft}
          onAnswer={(option) => {
            const question = shown.question!.index;
            setSent({ question, option });
            // An answer that never left (no network) is not shown as sent: the buttons come back.
            void answer(question, option).then((reached) => reached || setSent(null));
          }}
        />
      ) : null}
      {error && token && error.code !== 'live.not_joined' && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-white px-3 py-2 text-sm font-medium text-red-700"
        >
          {describeError(t, error)}
        </p>
      )}
      <footer className="mt-auto flex justify-center pt-6 text-xs text-white/70">
        <LanguageSwitch />
      </footer>
    </Backdrop>
  );
}

// ─── The big screen ────────────────────────────────────────────────────────────────────────

function ScreenBody({
  view,
  game,
  timeLeft,
  t,
}: {
  view: LiveView;
  game: PublicGame | null;
  timeLeft: number;
  t: T;
}) {
  const q = view.question;
  if (view.phase === 'lobby') {
    const url = `${location.host}/live`;
    return (
      <div className="grid flex-1 items-center gap-10 md:grid-cols-[auto_1fr]">
        <img
          src={`${API_PATH}/play/live/${view.code}/qr`}
          alt=""
          width={320}
          height={320}
          className="rounded-2xl bg-white p-3"
        />
        <div>
          <p className="text-3xl">{t('live.scan', { url })}</p>
          <p className="mt-4 font-mono text-8xl font-black tracking-widest">{view.code}</p>
          <p className="mt-8 text-4xl font-bold">{t('live.players', { count: view.players })}</p>
          <p className="mt-2 text-2xl text-white/80">{t('live.screen_waiting')}</p>
        </div>
      </div>
    );
  }
  if (view.phase === 'leaderboard') {
    return (
      <div className="mx-auto w-full max-w-4xl">
        <h1 className="mb-6 text-5xl font-black">
          {view.team_scores ? t('live.teams') : t('live.top')}
        </h1>
        <Board view={view} game={game} large />
      </div>
    );
  }
  if (view.kind === 'personality' && (view.phase === 'podium' || view.phase === 'ended')) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-8">
        <h1 className="text-6xl font-black">{t('live.results')}</h1>
        <Outcomes view={view} />
        {view.phase === 'ended' && <p className="text-3xl">{t('live.ended')}</p>}
      </div>
    );
  }
  if (view.phase === 'podium' || view.phase === 'ended') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-8">
        <h1 className="text-6xl font-black">{t('live.podium')}</h1>
        <Podium view={view} game={game} large />
        {view.phase === 'ended' && <p className="text-3xl">{t('live.ended')}</p>}
      </div>
    );
  }
  if (!q) return null;
  const total = (view.distribution ?? []).reduce((a, b) => a + b, 0) || 1;
  return (
    <div className="flex flex-1 flex-col gap-8">
      <div className="flex items-start justify-between gap-6">
        <div>
          <p className="text-2xl text-white/80">
            {t('live.question_of', { number: q.index + 1, count: view.question_count })}
          </p>
          <h1 className="mt-2 text-5xl leading-tight font-black lg:text-6xl">{q.text}</h1>
        </div>
        {view.phase === 'question' ? (
          <Countdown ms={timeLeft} large />
        ) : (
          view.phase === 'closed' && <p className="text-4xl font-bold">{t('live.time_up')}</p>
        )}
      </div>
      <ol className="grid flex-1 grid-cols-2 gap-5">
        {q.options.map((text, i) => {
          // A personality show reveals the distribution with no right answer to highlight.
          const revealed = view.distribution !== null;
          const right = view.correct === i;
          const dimmed = revealed && view.correct !== null && !right;
          const count = view.distribution?.[i] ?? 0;
          return (
            <li
              key={i}
              className={`${TILE[i]} relative flex items-center gap-5 overflow-hidden rounded-3xl p-6 text-4xl font-bold ${dimmed ? 'opacity-40' : ''} ${right ? 'ring-8 ring-white' : ''}`}
            >
              {revealed && (
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 bg-black/20"
                  style={{ width: `${(count / total) * 100}%` }}
                />
              )}
              <span className="relative text-5xl font-black">{LETTERS[i]}</span>
              <span className="relative flex-1">{text}</span>
              {revealed && (
                <span className="relative text-3xl tabular-nums">
                  {t('live.answers', { count })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-3xl font-semibold">
        {t('live.answers', { count: view.answered })} · {t('live.players', { count: view.players })}
      </p>
    </div>
  );
}

export function LiveScreen({ code }: { code: string }) {
  const t = useT();
  const { view, status, error, offset } = useLiveShow(code, null);
  const timeLeft = useTimeLeft(view, offset);
  const game = useShowGame(view?.game);
  return (
    <Backdrop wide game={game}>
      <header className="mb-6 flex items-center justify-between gap-6 text-2xl">
        <ShowTitle game={game} large />
        <p className="font-mono font-bold">{t('live.code', { code })}</p>
      </header>
      <Status status={status} />
      {view?.paused && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-amber-300 px-4 py-2 text-center text-3xl font-bold text-amber-950"
        >
          {t('live.paused')}
        </p>
      )}
      {view ? (
        <ScreenBody view={view} game={game} timeLeft={timeLeft} t={t} />
      ) : (
        error instanceof ApiError && (
          <p role="alert" className="text-3xl">
            {describeError(t, error)}
          </p>
        )
      )}
    </Backdrop>
  );
}
