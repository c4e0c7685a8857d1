/**
 * CSV cells and rows exactly as csv-stringify writes them with the export's options (`,` between
 * cells, `\n` after each row, `escape_formulas`), without its per-cell garbage: csv-stringify 6
 * allocates a few hundred bytes of arrays and strings for every cell, some 12 GB over a million
 * rows, which kept V8's young generation collecting and promoting. csv.test.ts checks the two
 * agree on arbitrary text.
 *
 * Spreadsheet formula injection: a text cell starting with = + - @, a tab or a carriage return (or
 * the full-width = + - @ some spreadsheets read as those) gets a leading `'`; a number stays as it
 * is, so -5 is not escaped. A cell holding `,`, `"`, `\n` or `\r` is quoted, its quotes doubled.
 */

/** Whether a text starting with this character code could be read as a formula. */
function startsFormula(code: number): boolean {
  switch (code) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
    case 0xff1d: // full-width =
    case 0xff0b: // full-width +
    case 0xff0d: // full-width -
    case 0xff20: // full-width @
      return true;
    default:
      return false;
  }
}

const NEEDS_QUOTES = /[",\n\r]/;

/** One cell: numbers as written by String(), text with formulas escaped and quoted if needed. */
export function csvCell(field: string | number): string {
  if (typeof field === 'number') return String(field);
  if (field === '') return '';
  let value = startsFormula(field.charCodeAt(0)) ? `'${field}` : field;
  if (NEEDS_QUOTES.test(value)) value = `"${value.replaceAll('"', '""')}"`;
  return value;
}

/** One row, with its line end. */
export function csvRow(fields: readonly (string | number)[]): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) line += ',';
    line += csvCell(fields[i]!);
  }
  return `${line}\n`;
}
