/**
 * Filling a reward's pool (docs/product-rules.md#pools): reading an uploaded file of codes (or
 * links) line by line into what can be imported and a report of what cannot, the bulk insert, and
 * generated codes. Inserts go by chunks of one `unnest($1::text[])` statement each, so a million
 * codes take a few seconds, not a million round trips.
 */
import { randomBytes } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  CODE_ALPHABET_CHARS,
  REWARD_LIMITS,
  type CodeImportReport,
  type GenerateCodesRequest,
  type RewardKind,
} from '@playdesk/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';

type Problem = CodeImportReport['examples'][number]['problem'];
export type LineReport = Omit<CodeImportReport, 'reward'>;

/** Codes to import (in file order, each once) with their line numbers, and what was refused. */
export interface ParsedCodes {
  codes: string[];
  lines: number[];
  report: LineReport;
}

/** Refusal of a whole file that is not text: the report would only list garbage. */
const NOT_TEXT =
  'This file is not text. Upload a CSV or text file (UTF-8) with one code per line; a spreadsheet ' +
  'must be saved as CSV first.';
const EXAMPLE_MAX_CHARS = 100;
/** A first line that only names the column ("code", "links"…) is a header, not a code. */
const HEADER = /^(codes?|coupons?|coupon codes?|vouchers?|links?|urls?)$/i;
const HTTP_URL = /^https?:\/\/\S+$/i;
// Control characters have no place in a code a person reads, copies or types.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CSV_DELIMITERS = [',', ';', '\t'];

/**
 * Decodes an uploaded file as UTF-8 text, refusing one that is not: NUL bytes (binary files,
 * UTF-16 exports) or byte sequences that are not UTF-8. A leading byte order mark is dropped.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw badRequest(NOT_TEXT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(NOT_TEXT);
  }
  return text;
}

/**
 * The lines of a text. The usual `\n` and `\r\n` files split on `\n` without a regex (the `\r` is
 * trimmed off each value later): twice as fast on a million lines. Old Mac `\r` files, or mixed
 * ones, take the regex.
 */
function splitLines(text: string): string[] {
  return /\r(?!\n)/.test(text) ? text.split(/\r\n|\n|\r/) : text.split('\n');
}

/**
 * The first column of each line of a CSV, and the line of each value when that is not simply
 * its index + 1: a quoted field may span lines, and a record is then named by the line it ends on.
 */
function csvFirstColumn(text: string): { values: string[]; lines: number[] | null } {
  // Without a quote, a CSV line's first field is everything before its first delimiter: the fast
  // path (a million lines in a fraction of a second). Quoted fields go through the CSV parser.
  if (!text.includes('"')) {
    return {
      values: splitLines(text).map((raw) => {
        let end = raw.length;
        for (const d of CSV_DELIMITERS) {
          const at = raw.indexOf(d);
          if (at >= 0 && at < end) end = at;
        }
        return raw.slice(0, end);
      }),
      lines: null,
    };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's typings return plain records whatever the options; `info: true` gives these.
    records = parseCsv(text, {
      delimiter: CSV_DELIMITERS,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(
      `This CSV file cannot be read${line ? ` (line ${line})` : ''}: check its quotes, or upload ` +
        'a text file with one code per line.',
    );
  }
  return {
    values: records.map(({ record }) => record[0] ?? ''),
    lines: records.map(({ info }) => info.lines),
  };
}

/**
 * Reads the lines of an upload: one code (or link) per line, trimmed; the first column of a CSV.
 * Blank lines are counted; duplicates within the file, over-long lines and lines that are not a
 * code of this kind are reported with examples and left out.
 */
export function parseCodes(text: string, opts: { csv: boolean; kind: RewardKind }): ParsedCodes {
  // No object per line: a million of them cost more than the rest of the parsing.
  const { values, lines: lineOf } = opts.csv
    ? csvFirstColumn(text)
    : { values: splitLines(text), lines: null };
  // A file ending with a newline has no last line.
  if (values.length > 0 && values[values.length - 1] === '') values.pop();
  const link = opts.kind === 'unique_link';
  const max = link ? REWARD_LIMITS.linkMax : REWARD_LIMITS.codeMax;
  const report: LineReport = {
    imported: 0,
    blank: 0,
    duplicates: 0,
    too_long: 0,
    invalid: 0,
    examples: [],
  };
  const refuse = (problem: Problem, line: number, value: string) => {
    if (problem === 'duplicate') report.duplicates++;
    else if (problem === 'too_long') report.too_long++;
    else report.invalid++;
    if (report.examples.length < REWARD_LIMITS.reportExamplesMax)
      report.examples.push({ line, problem, value: value.slice(0, EXAMPLE_MAX_CHARS) });
  };
  const seen = new Set<string>();
  const codes: string[] = [];
  const lines: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!.trim();
    const line = lineOf ? lineOf[i]! : i + 1;
    if (value === '') {
      report.blank++;
      continue;
    }
    if (i === 0 && HEADER.test(value)) continue;
    if (value.length > max) refuse('too_long', line, value);
    else if (CONTROL.test(value) || (link && !HTTP_URL.test(value))) refuse('invalid', line, value);
    else if (seen.has(value)) refuse('duplicate', line, value);
    else {
      seen.add(value);
      codes.push(value);
      lines.push(line);
    }
  }
  return { codes, lines, report };
}

/** Codes per INSERT: big enough to make round trips negligible, small enough to stay lean. */
export const IMPORT_CHUNK = 20_000;

/**
 * Serialises changes of one pool's codes (imports, generations) with a transaction-scoped
 * advisory lock, and refuses (409) adding `adding` codes past REWARD_LIMITS.poolMax. Returns the
 * codes the pool holds. Not the reward's row lock: winners keep taking codes (and counting `won`
 * on that row) while a large file is read in.
 */
async function lockPool(tx: Queryable, rewardId: string, adding: number): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('playdesk:reward-pool'), hashtext(${rewardId}))`,
  );
  // FOR KEY SHARE: the reward cannot be deleted until this transaction ends, which is what the
  // foreign key reward_codes has not (db/schema/rewards.ts) would have checked for every code
  // inserted.
  const [pool] = await queryRows<{ total: number }>(
    tx,
    sql`select codes_total as total from rewards where id = ${rewardId} for key share`,
  );
  if (!pool)
    throw notFound('This reward no longer exists.').coded('resource.not_found', {
      resource: 'reward',
    });
  const before = Number(pool.total);
  if (before + adding > REWARD_LIMITS.poolMax)
    throw conflict(
      `A pool holds at most ${REWARD_LIMITS.poolMax.toLocaleString('en')} codes; this one has ` +
        `${before.toLocaleString('en')}. Nothing was added: add fewer codes.`,
    );
  return before;
}

/**
 * Imports codes into a pool, in the caller's transaction, and counts them in `codes_total` in that
 * same transaction. Codes already in the pool are reported as duplicates (with their line) and
 * skipped. Refuses (409, nothing imported) when the pool would pass REWARD_LIMITS.poolMax.
 * `codes_total` changes by one relative UPDATE at the end, in the same transaction.
 */
export async function insertCodes(
  tx: Queryable,
  rewardId: string,
  parsed: { codes: string[]; lines: number[] },
  report: LineReport,
): Promise<number> {
  const before = await lockPool(tx, rewardId, parsed.codes.length);
  let imported = 0;
  for (let start = 0; start < parsed.codes.length; start += IMPORT_CHUNK) {
    let chunk = parsed.codes.slice(start, start + IMPORT_CHUNK);
    if (before > 0) {
      // Which of these the pool already has (only possible when it had codes before this import).
      const existing = await queryRows<{ code: string }>(
        tx,
        sql`select code from reward_codes
            where reward_id = ${rewardId} and code = any(${sql.param(chunk)}::text[])`,
      );
      if (existing.length > 0) {
        const known = new Set(existing.map((r) => r.code));
        chunk.forEach((code, i) => {
          if (!known.has(code)) return;
          report.duplicates++;
          if (report.examples.length < REWARD_LIMITS.reportExamplesMax)
            report.examples.push({
              line: parsed.lines[start + i]!,
              problem: 'duplicate',
              value: code.slice(0, EXAMPLE_MAX_CHARS),
            });
        });
        chunk = chunk.filter((code) => !known.has(code));
      }
    }
    if (chunk.length > 0) imported += await insertChunk(tx, rewardId, chunk);
  }
  report.examples.sort((a, b) => a.line - b.line);
  await addToPool(tx, rewardId, imported);
  return imported;
}

/**
 * Inserts distinct codes, skipping any already in the pool; returns how many went in. With a
 * `limit`, only that many of the codes not in the pool yet are inserted (the first ones).
 */
async function insertChunk(
  tx: Queryable,
  rewardId: string,
  codes: string[],
  { limit }: { limit: number | null } = { limit: null },
): Promise<number> {
  const source =
    limit === null
      ? sql`select ${rewardId}::uuid, c from unnest(${sql.param(codes)}::text[]) as c`
      : sql`select ${rewardId}::uuid, c from unnest(${sql.param(codes)}::text[]) as c
            where not exists (
              select 1 from reward_codes where reward_id = ${rewardId} and code = c
            )
            limit ${limit}`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with inserted as (
          insert into reward_codes (reward_id, code) ${source}
          on conflict (reward_id, code) do nothing
          returning 1
        ) select count(*)::int as n from inserted`,
  );
  return Number(row?.n ?? 0);
}

/** Counts codes added to a pool (relative UPDATE, in the transaction that added them). */
async function addToPool(tx: Queryable, rewardId: string, added: number): Promise<void> {
  await tx.execute(
    sql`update rewards set codes_total = codes_total + ${added}, updated_at = now()
        where id = ${rewardId}`,
  );
}

/** `count` distinct random codes: `prefix` + `length` characters of the alphabet. */
export function randomCodes(
  count: number,
  { prefix, length, alphabet }: z.output<typeof GenerateCodesRequest>,
  avoid: Set<string> = new Set(),
): string[] {
  const chars = CODE_ALPHABET_CHARS[alphabet];
  // Rejection sampling: only bytes below the largest multiple of the alphabet's size are used,
  // so every character is equally likely.
  const limit = 256 - (256 % chars.length);
  const codes = new Set<string>();
  while (codes.size < count) {
    const needed = (count - codes.size) * length;
    const bytes = randomBytes(Math.ceil(needed * 1.2) + 16);
    let code = '';
    for (const byte of bytes) {
      if (byte >= limit) continue;
      code += chars[byte % chars.length];
      if (code.length < length) continue;
      const full = prefix + code;
      code = '';
      if (!avoid.has(full)) codes.add(full);
      if (codes.size === count) break;
    }
  }
  return [...codes];
}

/** How many different codes a generation's settings allow. */
export function codeSpace({ length, alphabet }: z.output<typeof GenerateCodesRequest>): number {
  return CODE_ALPHABET_CHARS[alphabet].length ** length;
}

/** Rounds of fresh candidates before giving up on filling a generation. */
const GENERATE_ROUNDS = 20;

/**
 * Generates `count` new codes into a pool, in the caller's transaction: crypto-random, unique in
 * the pool (a candidate that collides with a code already there is replaced by a fresh one), and
 * counted in `codes_total` in the same transaction.
 */
export async function generateCodes(
  tx: Queryable,
  rewardId: string,
  input: z.output<typeof GenerateCodesRequest>,
): Promise<number> {
  const space = codeSpace(input);
  if (input.count > space)
    throw badRequest(
      `Codes of ${input.length} such characters allow only ${space.toLocaleString('en')} ` +
        'different codes: use longer codes or a larger alphabet.',
    );
  const before = await lockPool(tx, rewardId, input.count);
  const tried = new Set<string>();
  let imported = 0;
  // Share of candidates that were not in the pool yet: all of them in an empty pool. Each round
  // draws enough candidates for what is missing at the share seen so far.
  let freshShare = before === 0 ? 1 : Math.max(0.01, 1 - before / space);
  for (let round = 0; round < GENERATE_ROUNDS && imported < input.count; round++) {
    const missing = input.count - imported;
    // Never ask for more candidates than the code space still has (it would never end).
    const draw = Math.min(
      space - tried.size,
      freshShare === 1 ? missing : Math.ceil((missing / freshShare) * 1.2) + 10,
    );
    if (draw <= 0) break;
    const batch = randomCodes(draw, input, tried);
    for (const code of batch) tried.add(code);
    let used = 0;
    let added = 0;
    for (let start = 0; start < batch.length && imported < input.count; start += IMPORT_CHUNK) {
      const chunk = batch.slice(start, start + IMPORT_CHUNK);
      used += chunk.length;
      const n = await insertChunk(tx, rewardId, chunk, {
        // Only the candidates not in the pool count, up to what is missing: never more codes
        // than asked for.
        limit: before === 0 && round === 0 ? null : input.count - imported,
      });
      added += n;
      imported += n;
    }
    freshShare = Math.max(0.001, added / Math.max(1, used));
  }
  if (imported < input.count)
    throw conflict(
      `Only ${imported.toLocaleString('en')} of ${input.count.toLocaleString('en')} codes could ` +
        'be made without repeating codes already in the pool. Nothing was added: use longer codes.',
    );
  await addToPool(tx, rewardId, imported);
  return imported;
}
