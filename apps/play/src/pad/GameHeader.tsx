import { GAME_VIEWS } from '@playdesk/games/views';
import type { PublicGame } from '../lib/api.js';
import { difficultyName, gameTypeName } from '../lib/game-info.js';
import { useT } from '../i18n/i18n.js';

/** The game's picture, or its type's icon on a brand tile when the business has none. */
export function GameArt({ game, size }: { game: PublicGame; size: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-12', md: 'size-16', lg: 'size-24' }[size];
  const glyph = { sm: 'size-7', md: 'size-9', lg: 'size-14' }[size];
  const px = { sm: 48, md: 64, lg: 96 }[size];
  if (game.game_image) {
    return (
      <img
        src={game.game_image}
        alt=""
        width={px}
        height={px}
        className={`${box} shrink-0 rounded-2xl bg-primary-100 object-cover shadow-md ring-2 ring-white`}
      />
    );
  }
  const Icon = GAME_VIEWS[game.type].Icon;
  return (
    <div
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-md ring-2 ring-white`}
    >
      <Icon className={glyph} />
    </div>
  );
}

export function GameHeader({ game }: { game: PublicGame }) {
  const t = useT();
  return (
    <header className="flex items-center gap-3">
      <GameArt game={game} size="md" />
      <div className="min-w-0">
        <p className="truncate text-xs font-semibold tracking-wide text-primary-600 uppercase">
          {/* Typed by the business in any script: isolated, so "Co." keeps its dot in Arabic. */}
          <bdi>{game.account.business_name}</bdi>
        </p>
        <h1 className="text-[22px] leading-tight font-extrabold text-gray-900">
          <bdi>{game.name}</bdi>
        </h1>
        <p className="mt-0.5 text-sm text-gray-500">
          {gameTypeName(game.type, t)} · {difficultyName(game.difficulty, t)}
        </p>
      </div>
    </header>
  );
}
