/**
 * The `games` and `game-content` parts of the catalogue, joined with each game's own texts: its
 * console folder's `features/games/editors/<type>/{en,fr}.json` (found without a registry line).
 * A game's key joins the part it is named after (`games.…` the games part, `game-content.…` the
 * content editor's), so it arrives with the part that uses it — never in the first load. A lazy
 * chunk of its own: the first load carries only the four `import()` of i18n.tsx.
 */
type Texts = Record<string, string>;
type Lang = 'en' | 'fr';
export type GamePart = 'games' | 'game-content';

const OWN: Record<Lang, Record<GamePart, () => Promise<{ default: Texts }>>> = {
  en: {
    games: () => import('./en/games.json'),
    'game-content': () => import('./en/game-content.json'),
  },
  fr: {
    games: () => import('./fr/games.json'),
    'game-content': () => import('./fr/game-content.json'),
  },
};

const GAMES: Record<Lang, Record<string, () => Promise<Texts>>> = {
  en: import.meta.glob<Texts>('../features/games/editors/*/en.json', { import: 'default' }),
  fr: import.meta.glob<Texts>('../features/games/editors/*/fr.json', { import: 'default' }),
};

/** `part` in `lang`: its own file and every game's keys named after it. */
export async function gamePart(lang: Lang, part: GamePart): Promise<{ default: Texts }> {
  const [own, games] = await Promise.all([
    OWN[lang][part](),
    Promise.all(Object.values(GAMES[lang]).map((load) => load())),
  ]);
  const joined = { ...own.default };
  for (const texts of games)
    for (const [key, text] of Object.entries(texts))
      if (key.startsWith(`${part}.`)) joined[key] = text;
  return { default: joined };
}
