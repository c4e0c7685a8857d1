import type { LeaderboardState } from './usePlay.js';

const MEDALS = ['🥇', '🥈', '🥉'];

/** The top scores; the player's own row says "You" (not only a colour). */
export function LeaderboardList({
  state,
  onRetry,
}: {
  state: LeaderboardState;
  onRetry: () => void;
}) {
  const { data, loading, error } = state;
  if (!data) {
    if (error) {
      return (
        <div className="flex flex-col items-center gap-2 py-4 text-center text-sm text-gray-600">
          <p>{error}</p>
          <button type="button" className="pd-btn-soft" onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <ul aria-busy={loading} aria-label="Loading the leader board" className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="pd-skeleton h-12 rounded-xl" />
        ))}
      </ul>
    );
  }
  if (data.entries.length === 0) {
    return (
      <p className="py-4 text-center text-[15px] text-gray-600">
        <span aria-hidden="true" className="mb-1 block text-3xl">
          🏁
        </span>
        No scores yet — be the first on the board!
      </p>
    );
  }
  const meListed = data.entries.some((e) => e.is_me);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-1.5" aria-label="Top scores">
        {data.entries.map((entry) => (
          <li
            key={`${entry.rank}-${entry.display_name}-${entry.score}`}
            className={`flex items-center gap-2 rounded-xl px-3 py-2 ${entry.is_me ? 'bg-primary-50 ring-2 ring-primary-300' : 'bg-gray-50'}`}
          >
            <span className="w-8 text-center text-lg font-extrabold text-gray-500 tabular-nums">
              {entry.rank <= 3 ? (
                <>
                  <span aria-hidden="true">{MEDALS[entry.rank - 1]}</span>
                  <span className="sr-only">Rank {entry.rank}</span>
                </>
              ) : (
                <>
                  <span className="sr-only">Rank </span>
                  {entry.rank}
                </>
              )}
            </span>
            <span aria-hidden="true" className="text-2xl leading-none">
              {entry.avatar ?? '🙂'}
            </span>
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <span className="truncate font-semibold text-gray-900">{entry.display_name}</span>
              {entry.is_me && (
                <span className="shrink-0 rounded-full bg-primary-600 px-2 py-0.5 text-xs font-bold text-white">
                  You
                </span>
              )}
            </span>
            <span className="font-bold text-primary-800 tabular-nums">
              {entry.score}
              <span className="ml-0.5 text-xs font-semibold text-gray-500">pts</span>
            </span>
          </li>
        ))}
      </ol>
      {data.me && !meListed && (
        <p className="rounded-xl bg-primary-50 px-3 py-2 text-center text-sm text-primary-900">
          Your best: <strong>#{data.me.rank}</strong> with <strong>{data.me.score} pts</strong>
        </p>
      )}
    </div>
  );
}
