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
import { appT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

/** Files the picker offers (a code list is text; the server refuses anything that is not). */
export const CODE_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain';

/** A file size in MB (1 MB = 1 048 576 bytes, so the limit reads as a round 64 MB). */
export function sizeText(bytes: number): string {
  const t = appT();
  const mb = bytes / (1024 * 1024);
  if (mb < 0.1)
    return t('common.bytes', {
      size: formatNumber(Math.max(1, Math.round(bytes / 1024))),
      unit: 'kB',
    });
  const size = formatNumber(mb < 10 ? Number(mb.toFixed(1)) : Math.round(mb));
  return t('common.bytes', { size, unit: 'MB' });
}

/** Why a file is not sent at all, or null to send it. */
export function codeFileProblem(file: { name: string; size: number; type: string }): string | null {
  const t = appT();
  if (file.size === 0) return t('rewards.file.empty', { name: file.name });
  if (file.size > REWARD_LIMITS.uploadMaxBytes) {
    return t('rewards.file.too_big', {
      name: file.name,
      size: sizeText(file.size),
      max: sizeText(REWARD_LIMITS.uploadMaxBytes),
    });
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
    return t('rewards.file.not_text', { name: file.name });
  }
  return null;
}

/** What a unique pool holds, for the messages' `select`: `link` or `code`. */
export const poolWord = (kind: RewardKind): 'link' | 'code' =>
  kind === 'unique_link' ? 'link' : 'code';

/**
 * The paste box takes what fits on a screen or two of printed codes; a longer list goes as a file.
 * What is pasted is sent as the text of a file (the same upload, the same report).
 */
export const PASTE_MAX_CHARS = 1_000_000;

/** The pasted lines as the file the upload sends, or why they are not sent. */
export function pastedCodes(text: string, kind: RewardKind): File | string {
  const t = appT();
  const word = poolWord(kind);
  if (text.trim() === '') return t('rewards.paste.empty', { word });
  if (text.length > PASTE_MAX_CHARS) {
    return t('rewards.paste.too_long', { word, max: PASTE_MAX_CHARS });
  }
  return new File([text], `pasted ${word}s`, { type: 'text/plain' });
}

/** "1,000 codes added." plus what was left out, in one line for the toast and the screen. */
export function reportSummary(report: CodeImportReport, kind: RewardKind): string {
  const t = appT();
  const word = poolWord(kind);
  const skipped = [
    report.duplicates > 0 ? t('rewards.report.duplicates', { count: report.duplicates }) : null,
    report.too_long > 0 ? t('rewards.report.too_long', { count: report.too_long }) : null,
    report.invalid > 0 ? t('rewards.report.invalid', { count: report.invalid, word }) : null,
    report.blank > 0 ? t('rewards.report.blank', { count: report.blank }) : null,
  ].filter((part): part is string => part !== null);
  const added = t('rewards.report.added', { count: report.imported, word });
  return skipped.length > 0
    ? t('rewards.report.left_out', { added, skipped: skipped.join(t('rewards.report.separator')) })
    : added;
}

/** "Duplicate", "Too long", "Not valid". */
export function problemText(problem: CodeImportReport['examples'][number]['problem']): string {
  return appT()(`rewards.problem.${problem}`);
}

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
