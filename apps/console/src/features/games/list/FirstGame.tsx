import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { GamesIcon } from '../../../ui/icons';
import { GAME_TYPE_NAMES, GAME_TYPE_ORDER, GameTypeIcon } from '../game-types';
import { useT } from '../../../i18n/i18n';

/** The empty state of a new account: what a game is, and one click to each of the six. */
export function FirstGame() {
  const t = useT();
  return (
    <section
      className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center sm:px-8"
      aria-labelledby="first-game-title"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <GamesIcon className="size-6" />
      </div>
      <h2 id="first-game-title" className="mt-4 text-lg font-semibold text-slate-900">
        {t('games.first.title')}
      </h2>
      <p className="mx-auto mt-1.5 max-w-lg text-sm leading-6 text-slate-600">
        {t('games.first.text')}
      </p>
      <ul className="mx-auto mt-8 grid max-w-4xl gap-3 text-left sm:grid-cols-2 lg:grid-cols-3">
        {GAME_TYPE_ORDER.map((type) => (
          <li key={type}>
            <Link
              to={`${pathTo('GameAdd')}?type=${type}`}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 p-3.5 transition hover:border-primary-300 hover:bg-primary-50/40 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700"
              >
                <GameTypeIcon type={type} className="size-5.5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {GAME_TYPE_NAMES[type]}
                </span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-500">
                  {t(`games.type.${type}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
