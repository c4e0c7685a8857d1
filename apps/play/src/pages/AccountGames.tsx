import { useEffect, useState } from 'react';
import { api, ApiError } from '../lib/api.js';
import type { PublicGame } from '../lib/api.js';
import { DIFFICULTY_NAMES, gameTypeName } from '../lib/game-info.js';
import { GameArt } from '../pad/GameHeader.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; games: PublicGame[] }
  | { kind: 'failed'; message: string };

/** `/game?account={public_id}`: the business's published games, each opening its game pad. */
export function AccountGames({ account }: { account: string | null }) {
  if (!account) {
    return (
      <PageShell>
        <InfoCard icon="🎮" title="Find a game to play">
          <p>
            This page lists a business’s games. The link you followed is missing which business.
          </p>
          <p>Ask the business for its game link, or scan the code at the counter.</p>
        </InfoCard>
      </PageShell>
    );
  }
  return <AccountGameList key={account} account={account} />;
}

function AccountGameList({ account }: { account: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .accountGames(account, controller.signal)
      .then(({ games }) => setState({ kind: 'ready', games }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? error.message : 'Something went wrong',
        });
      });
    return () => controller.abort();
  }, [account, attempt]);

  useEffect(() => {
    if (state.kind === 'ready' && state.games[0]) {
      document.title = `Games · ${state.games[0].account.business_name}`;
    }
  }, [state]);

  if (state.kind === 'failed') {
    return (
      <PageShell>
        <InfoCard
          icon="📡"
          title="Could not load the games"
          actions={
            <button
              type="button"
              className="pd-btn-primary"
              onClick={() => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </button>
          }
        >
          <p>{state.message}</p>
        </InfoCard>
      </PageShell>
    );
  }

  if (state.kind === 'ready' && state.games.length === 0) {
    return (
      <PageShell>
        <InfoCard icon="🌙" title="No games right now">
          <p>There are no games to play here at the moment.</p>
          <p>New games appear here as soon as the business publishes them — check back soon!</p>
        </InfoCard>
      </PageShell>
    );
  }

  const business = state.kind === 'ready' ? state.games[0]!.account.business_name : null;
  return (
    <PageShell>
      <header className="pd-rise mb-4 px-1 text-white">
        <p className="text-sm font-semibold tracking-wide text-white/70 uppercase">
          {business ?? '\u00a0'}
        </p>
        <h1 className="text-3xl font-extrabold">Pick a game</h1>
        <p className="text-white/80">Play in seconds, right here on your phone.</p>
      </header>
      {state.kind === 'loading' ? (
        <ul aria-busy="true" aria-label="Loading games" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-24 rounded-3xl bg-white/90 p-4">
              <div className="pd-skeleton h-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-3">
          {state.games.map((game, i) => (
            <li key={game.public_id} className="pd-rise" style={{ animationDelay: `${i * 50}ms` }}>
              <a
                href={`/game/${encodeURIComponent(game.public_id)}`}
                className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-xl shadow-primary-950/20 transition hover:-translate-y-0.5 hover:shadow-2xl active:scale-[0.99]"
              >
                <GameArt game={game} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="block text-lg leading-tight font-bold text-gray-900">
                    {game.name}
                  </span>
                  <span className="mt-0.5 block text-sm text-gray-500">
                    {gameTypeName(game.type)} · {DIFFICULTY_NAMES[game.difficulty]}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white"
                >
                  ▶
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
