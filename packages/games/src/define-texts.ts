/**
 * What a game's `texts.ts` is made of: its view's English texts, each a function of the values
 * the view passes (view-texts.ts gathers them). Pure: no formatter and no language data.
 */
export type ViewTextParams = Readonly<Record<string, string | number>>;

/** A game's view texts, by key (`<type>.<name>`). */
export type ViewTexts = Record<string, (p: ViewTextParams) => string>;

/** The plural "s" of an English count ("1 pair", "2 pairs"). */
export const s = (n: string | number | undefined) => (Number(n) === 1 ? '' : 's');
