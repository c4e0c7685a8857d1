/**
 * The code pool's pure pieces: what the browser checks before sending a file of codes, and how an
 * import report reads. The server parses the file (trim, blank lines, duplicates, over-long
 * lines, links of the wrong shape) and says what it did; the console only refuses what would
 * waste the upload.
 */
import {
  CODE_ALPHABET_CHARS,
  REWARD_LIMITS,
  type CodeImportReport,
  type RewardKind,
} from '@playdesk/contract';
import { countOf, noun, type Noun } from '../../lib/format';

/** Files the picker offers (a code list is text; the server refuses anything that is not). */
export const CODE_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain';

/** A file size in MB (1 MB = 1 048 576 bytes, so the limit reads as a round 64 MB). */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 0.1) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}

/** Why a file is not sent at all, or null to send it. */
export function codeFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > REWARD_LIMITS.uploadMaxBytes) {
    return `${file.name} is ${sizeText(file.size)}: one file can hold at most ${sizeText(REWARD_LIMITS.uploadMaxBytes)}. Split it and upload the parts one after the other.`;
  }
  // Only what is surely not text is refused here (Windows calls a .csv application/vnd.ms-excel);
  // the server reads the rest and refuses a file that is not text.
  const binaryType =
    /^(image|audio|video|font)\//.test(file.type) ||
    /pdf|zip|spreadsheetml|wordprocessingml|opendocument/.test(file.type);
  if (
    binaryType ||
    /\.(xlsx?|xlsm|numbers|ods|pdf|zip|docx?|png|jpe?g|gif|webp)$/i.test(file.name)
  ) {
    return `${file.name} is not a text file. Save it as CSV or plain text, one code per line.`;
  }
  return null;
}

const count = (n: number, one: string, many = `${one}s`) => countOf(n, noun(one, many));

/** What a unique pool holds, in the words of its kind. */
export const poolNoun = (kind: RewardKind): Noun =>
  kind === 'unique_link' ? noun('link', 'links') : noun('code', 'codes');

/**
 * The paste box takes what fits on a screen or two of printed codes; a longer list goes as a file.
 * What is pasted is sent as the text of a file (the same upload, the same report).
 */
export const PASTE_MAX_CHARS = 1_000_000;

/** The pasted lines as the file the upload sends, or why they are not sent. */
export function pastedCodes(text: string, kind: RewardKind): File | string {
  const word = poolNoun(kind);
  if (text.trim() === '') return `Paste at least one ${word.one}, one a line.`;
  if (text.length > PASTE_MAX_CHARS) {
    return `That is more than the paste box takes (${countOf(PASTE_MAX_CHARS, noun('character', 'characters'))}): upload the ${word.other} as a file instead.`;
  }
  return new File([text], `pasted ${word.other}`, { type: 'text/plain' });
}

/** "1,000 codes added." plus what was left out, in one line for the toast and the screen. */
export function reportSummary(report: CodeImportReport, kind: RewardKind): string {
  const word = poolNoun(kind);
  const skipped = [
    report.duplicates > 0 ? count(report.duplicates, 'duplicate') : null,
    report.too_long > 0 ? `${count(report.too_long, 'line')} too long` : null,
    report.invalid > 0 ? `${count(report.invalid, 'line')} not a valid ${word.one}` : null,
    report.blank > 0 ? count(report.blank, 'blank line') : null,
  ].filter((part): part is string => part !== null);
  const added = `${countOf(report.imported, word)} added.`;
  return skipped.length > 0 ? `${added} Left out: ${skipped.join(', ')}.` : added;
}

export const PROBLEM_TEXT: Record<CodeImportReport['examples'][number]['problem'], string> = {
  duplicate: 'Duplicate',
  too_long: 'Too long',
  invalid: 'Not valid',
};

/** An example of what generated codes look like (for the form's hint). */
export function sampleCode(
  prefix: string,
  length: number,
  alphabet: keyof typeof CODE_ALPHABET_CHARS,
) {
  const chars = CODE_ALPHABET_CHARS[alphabet];
  const size = Math.min(Math.max(Number.isFinite(length) ? length : 0, 0), 32);
  let body = '';
  for (let i = 0; i < size; i += 1) body += chars[(i * 7 + 3) % chars.length];
  return `${prefix}${body}`;
}

/** How many different codes an alphabet and length can make, and whether `wanted` fits easily. */
export function generationRoom(
  length: number,
  alphabet: keyof typeof CODE_ALPHABET_CHARS,
  wanted: number,
): { combinations: number; crowded: boolean } {
  const combinations = CODE_ALPHABET_CHARS[alphabet].length ** length;
  // Random codes start to collide well before the space is full: warn past 1 % of it.
  return { combinations, crowded: wanted > combinations / 100 };
}
