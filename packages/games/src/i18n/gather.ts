/**
 * The games' player-app texts, one language at a time (docs/guides/add-a-game.md): each game
 * keeps its translations in its own folder, `<type>/i18n/{lang}.json` (its view's
 * `game.view.<type>.*` texts and the texts of the refusal codes it adds, `error.move.*`), and
 * `i18n/{lang}.ts` gathers every game's file of that language with the bundler's
 * `import.meta.glob`, so a new game's files are found without a line here. The player app merges
 * them into its lazy `later` catalogue; the console's preview reads them too.
 */
export type Catalogue = Record<string, string>;

/** The files `import.meta.glob` found (by path), merged into one catalogue. */
export function gather(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files)) as Catalogue;
}
