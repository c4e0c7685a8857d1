/**
 * The games' player-app texts, one language at a time (docs/guides/add-a-game.md): each game
 * keeps its translations in its own folder, `<type>/i18n/{lang}.json` (its view's
 * `game.view.<type>.*` texts and the texts of the refusal codes it adds, `error.move.*`), and
 * `i18n/{lang}.ts` merges every game's file of that language, found with the bundler's
 * `import.meta.glob`, so a new game's files need no line here. The player app adds them to its
 * lazy `later` catalogue (one chunk per language, apps/play/src/i18n/games/); the console's
 * preview reads them too. Each language's module merges inline: a shared helper would be a chunk
 * of its own that the player page's entry preloads.
 */
export type Catalogue = Record<string, string>;
