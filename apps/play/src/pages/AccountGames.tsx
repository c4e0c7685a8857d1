import { useEffect, useState } from 'react';
import { gamePageUrl } from '@playdesk/contract/urls';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import type { PublicGame } from '../lib/api.js';
import { localDateString } from '../lib/dates.js';
import { difficultyName, gameTypeName } from '../lib/game-info.js';
import { playerIdentity } from '../lib/player.js';
import { myDataPath } from '../lib/routes.js';
import type { SafeStore } from '../lib/storage.js';
import { GameArt } from '../pad/GameHeader.js';
import { GamePad } from '../pad/GamePad.js';
import { PadSkeleton } from '../pad/PadSkeleton.js';
import { CalendarIcon, GamepadIcon, MoonIcon } from '../ui/icons.js';
import { InfoCard, PageShell, RetryCard } from '../ui/PageShell.js';
import { useT } from '../i18n/i18n.js';

type LiveState =
  | { kind: 'loading' }
  | { kind: 'live'; game: PublicGame }
  /** Nothing scheduled today: the business's other games. */
  | { kind: 'none' }
  /** The server does not know the business: the plain list (which says "No games right now"). */
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `/game?account={public_id}`: the game the business scheduled for today (the player's local
 * date) as a full game pad; when nothing is scheduled, a friendly screen and the business's
 * published games, so the page is never a dead end.
 */
export function AccountGames({ account, store }: { account: string | null; store: SafeStore }) {
  const t = useT();
  if (!account) {
    return (
      <PageShell>
        <InfoCard icon={GamepadIcon} title={t('games.find_title')}>
          <p>{t('games.find_missing')}</p>
          <p>{t('games.find_ask')}</p>
        </InfoCard>
      </PageShell>
    );
  }
  return <AccountLive key={account} account={account} store={store} />;
}

function AccountLive({ account, store }: { account: string; store: SafeStore }) {
  const t = useT();
  const [state, setState] = useState<LiveState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .liveGame(account, localDateString(), controller.signal)
      .then(({ game }) => setState(game ? { kind: 'live', game } : { kind: 'none' }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'unknown' });
        else {
          setState({
            kind: 'failed',
            message: error instanceof ApiError ? messageOf(error) : t('error.generic'),
          });
        }
      });
    return () => controller.abort();
  }, [account, attempt, t]);

  switch (state.kind) {
    case 'loading':
      return (
        <PageShell>
          <PadSkeleton />
        </PageShell>
      );
    case 'live':
      return (
        <GamePad
          publicId={state.game.public_id}
          embed={false}
          store={store}
          initialGame={state.game}
          label={<TodayLabel />}
        />
      );
    case 'failed':
      return (
        <RetryPage
          title={t('games.today_failed')}
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      );
    default:
      return <AccountGameList account={account} noneToday={state.kind === 'none'} store={store} />;
  }
}

/** The small label above the live game's pad. */
function TodayLabel() {
  const t = useT();
  return (
    <p className="pd-rise mb-3 inline-flex items-center gap-1.5 self-start rounded-full bg-white/15 px-3 py-1 text-sm font-bold text-white ring-1 ring-white/30 backdrop-blur-sm">
      <CalendarIcon className="size-4" />
      {t('games.today')}
    </p>
  );
}

function RetryPage(props: { title: string; message: string; onRetry: () => void }) {
  return (
    <PageShell>
      <RetryCard {...props} />
    </PageShell>
  );
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'ready'; games: PublicGame[] }
  | { kind: 'failed'; message: string };

/** The business's published games, each opening its game pad. */
function AccountGameList({
  account,
  noneToday,
  store,
}: {
  account: string;
  noneToday: boolean;
  store: SafeStore;
}) {
  const t = useT();
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .accountGames(account, controller.signal)
      .then(({ games }) => setState({ kind: 'ready', games }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? messageOf(error) : t('error.generic'),
        });
      });
    return () => controller.abort();
  }, [account, attempt, t]);

  const business = state.kind === 'ready' ? (state.games[0]?.account.business_name ?? null) : null;

  useEffect(() => {
    if (business) document.title = t('games.page_title', { business });
  }, [business, t]);

  if (state.kind === 'failed') {
    return (
      <RetryPage
        title={t('games.list_failed')}
        message={state.message}
        onRetry={() => {
          setState({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const empty = state.kind === 'ready' && state.games.length === 0;

  if (empty && !noneToday) {
    return (
      <PageShell>
        <InfoCard icon={MoonIcon} title={t('games.none_title')}>
          <p>{t('games.none_body')}</p>
          <p>{t('games.none_soon')}</p>
        </InfoCard>
      </PageShell>
    );
  }

  return (
    <PageShell>
      {noneToday && <NoGameToday business={business} empty={empty} />}
      {!empty && (
        <>
          <header className="pd-rise mb-4 px-1 text-white">
            {noneToday ? (
              <>
                <h2 className="text-2xl font-extrabold">{t('games.pick')}</h2>
                <p className="text-white/80">{t('games.meantime')}</p>
              </>
            ) : (
              <>
                <p className="text-sm font-semibold tracking-wide text-white/70 uppercase">
                  {business ?? '\u00a0'}
                </p>
                <h1 className="text-3xl font-extrabold">{t('games.pick')}</h1>
                <p className="text-white/80">{t('games.in_seconds')}</p>
              </>
            )}
          </header>
          {state.kind === 'loading' ? (
            <ul aria-busy="true" aria-label={t('games.loading')} className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <li key={i} className="h-24 rounded-3xl bg-white/90 p-4">
                  <div className="pd-skeleton h-full rounded-2xl" />
                </li>
              ))}
            </ul>
          ) : (
            <GameCards games={state.games} />
          )}
        </>
      )}
      {playerIdentity(store, account).token() !== null && (
        <a
          href={myDataPath(account)}
          className="mx-auto mt-4 rounded-lg px-2 py-1 text-xs font-semibold text-white/80 underline underline-offset-2 hover:text-white"
        >
          {t('privacy.link')}
        </a>
      )}
    </PageShell>
  );
}

/** The friendly screen for a day with nothing scheduled. */
function NoGameToday({ business, empty }: { business: string | null; empty: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="no-game-today"
      className="pd-rise mb-6 flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-2xl shadow-primary-950/30"
    >
      <div
        aria-hidden="true"
        className="mb-3 flex size-20 items-center justify-center rounded-3xl bg-primary-50 text-primary-600"
      >
        <MoonIcon className="size-10" />
      </div>
      {business && (
        <p className="mb-1 text-xs font-semibold tracking-wide text-primary-600 uppercase">
          {business}
        </p>
      )}
      <h1 id="no-game-today" className="mb-2 text-2xl leading-tight font-extrabold text-gray-900">
        {t('games.no_today_title')}
      </h1>
      <p className="text-[15px] leading-relaxed text-gray-600">
        {empty ? t('games.no_today_empty') : t('games.no_today_others')}
      </p>
    </section>
  );
}

function GameCards({ games }: { games: PublicGame[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-3">
      {games.map((game, i) => (
        <li key={game.public_id} className="pd-rise" style={{ animationDelay: `${i * 50}ms` }}>
          <a
            href={gamePageUrl(window.location.origin, game.public_id)}
            className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-xl shadow-primary-950/20 transition hover:-translate-y-0.5 hover:shadow-2xl active:scale-[0.99]"
          >
            <GameArt game={game} size="md" />
            <span className="min-w-0 flex-1">
              <span className="block text-lg leading-tight font-bold text-gray-900">
                {game.name}
              </span>
              <span className="mt-0.5 block text-sm text-gray-500">
                {gameTypeName(game.type, t)} · {difficultyName(game.difficulty, t)}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white rtl:-scale-x-100"
            >
              ▶
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
