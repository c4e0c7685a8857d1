/**
 * A schema-driven fuzzer over every operation of the served OpenAPI document (issue 18 §9).
 *
 * Each request is built from the operation's own schemas and then mutated (wrong types, huge and
 * unicode strings, prototype-pollution keys, path traversal, odd headers), sent as one of the demo
 * users (or nobody), and judged:
 * - no answer may be a 5xx;
 * - a refused request (4xx) must leave the stored data exactly as it was: triggers on every
 *   table record each row it writes (`watchTables`);
 * - nothing may escape as an unhandled rejection or exception.
 * The same seed gives the same requests, so a failure is replayed by running the seed again.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { API_PATH } from '@playdesk/contract/urls';
import { queryRows } from '../../db/rows.js';
import type { TestContext } from '../harness.js';
import {
  MUTATIONS,
  Random,
  encode,
  mutatedBody,
  pathParam,
  queryValue,
  type JsonSchema,
} from './generate.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema & { $ref?: string };
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema & { $ref?: string } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Target {
  method: string;
  path: string;
  key: string;
  params: Parameter[];
  body: JsonSchema | null;
}

export interface FuzzFailure {
  key: string;
  method: string;
  url: string;
  status: number;
  why: string;
  response: string;
  body?: string;
}

export interface FuzzResult {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
  /** Refused requests checked for having written nothing. */
  refusedChecked: number;
  seconds: number;
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  /**
   * Operations never sent: they end the fuzzer's own sessions (sign-out) — their refusals are
   * covered by their own tests.
   */
  skip?: readonly string[];
  /** Tables whose refused-request writes are by design (e.g. rate-limit counters). */
  volatileTables?: readonly string[];
  log?: (line: string) => void;
}

const DEFAULT_SKIP = ['GET /logout'];
/** Written on purpose by requests that are then refused: attempt counters and audit trails. */
const DEFAULT_VOLATILE = ['rate_limits', 'login_attempts', '__drizzle_migrations'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Inlines `$ref`s to `#/components/schemas/…` (cycles stop at depth 8). */
function resolve(doc: OpenApiDocument, schema: unknown, depth = 0): JsonSchema {
  if (!schema || typeof schema !== 'object' || depth > 8) return {};
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const out: Record<string, unknown> = { ...s };
  if (s.properties && typeof s.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(s.properties as Record<string, unknown>).map(([k, v]) => [
        k,
        resolve(doc, v, depth + 1),
      ]),
    );
  }
  if (s.items) out.items = resolve(doc, s.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key]))
      out[key] = (s[key] as unknown[]).map((v) => resolve(doc, v, depth + 1));
  }
  return out as JsonSchema;
}

function targets(doc: OpenApiDocument, skip: ReadonlySet<string>): Target[] {
  const out: Target[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.includes(method)) continue;
      const rel = path.startsWith(API_PATH) ? path.slice(API_PATH.length) : path;
      const key = `${method.toUpperCase()} ${rel}`;
      if (skip.has(key)) continue;
      const json = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        key,
        params: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(doc, p.schema) })),
        body: json ? resolve(doc, json) : null,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every public id in the database: real ids let requests get past "not found" into handlers. */
async function knownIds(t: TestContext): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'public_id'`,
  );
  const ids: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ public_id: string }>(
      t.db,
      sql`select public_id::text as public_id from ${sql.identifier(table_name)} limit 8`,
    );
    ids.push(...rows.map((r) => r.public_id));
  }
  return ids;
}

/**
 * Columns every authenticated request writes by design, refused or not, at most once a minute
 * (presence shown on the Team page; a session's idle lifetime counts from its last request): a run
 * slower than a minute meets them. The rest of those rows is still compared.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  memberships: ['last_active_at'],
  sessions: ['last_active_at'],
};

/**
 * Records which watched tables a request writes: row triggers on each (insert, delete, an update
 * that changes the row's text other than in its volatile columns, and truncate) log the table's
 * name in a table of their own schema, read and emptied after each request. Any change to a row is
 * caught, even one undone before the answer. (Each request used to be followed by a digest of
 * every row of every table: about half of the fuzzer's time.)
 */
const WATCH_SCHEMA = 'fuzz_watch';

export async function watchTables(t: TestContext, tables: readonly string[]): Promise<void> {
  await t.db.execute(sql.raw(`create schema ${WATCH_SCHEMA}`));
  await t.db.execute(sql.raw(`create table ${WATCH_SCHEMA}.changes (table_name text not null)`));
  await t.db.execute(
    sql.raw(`create function ${WATCH_SCHEMA}.record() returns trigger language plpgsql as $$
      begin
        insert into ${WATCH_SCHEMA}.changes values (tg_table_name);
        return null;
      end $$`),
  );
  for (const name of tables) {
    const skip = VOLATILE_COLUMNS[name] ?? [];
    const text = (row: string) =>
      skip.length > 0
        ? `(to_jsonb(${row}) - array[${skip.map((c) => `'${c}'`).join(',')}])::text`
        : `${row}::text`;
    const table = `"${name.replace(/"/g, '""')}"`;
    const record = `execute function ${WATCH_SCHEMA}.record()`;
    await t.db.execute(
      sql.raw(`create trigger fuzz_watch_rows after insert or delete on ${table}
        for each row ${record}`),
    );
    await t.db.execute(
      sql.raw(`create trigger fuzz_watch_update after update on ${table} for each row
        when (${text('old')} is distinct from ${text('new')}) ${record}`),
    );
    await t.db.execute(
      sql.raw(`create trigger fuzz_watch_truncate after truncate on ${table}
        for each statement ${record}`),
    );
  }
}

/** The watched tables written since the last call. */
export async function writtenTables(t: TestContext): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.db,
    sql.raw(`delete from ${WATCH_SCHEMA}.changes returning table_name`),
  );
  return [...new Set(rows.map((r) => r.table_name))].sort();
}

export async function unwatchTables(t: TestContext): Promise<void> {
  await t.db.execute(sql.raw(`drop schema ${WATCH_SCHEMA} cascade`));
}

export async function fuzzApi(t: TestContext, options: FuzzOptions): Promise<FuzzResult> {
  const started = Date.now();
  const r = new Random(options.seed);
  const log = options.log ?? (() => undefined);
  const docRes = await t.app.inject({ method: 'GET', url: '/services/api/docs/json' });
  const doc = docRes.json<OpenApiDocument>();
  const all = targets(doc, new Set([...DEFAULT_SKIP, ...(options.skip ?? [])]));
  const ids = await knownIds(t);

  const volatile = new Set([...DEFAULT_VOLATILE, ...(options.volatileTables ?? [])]);
  const tableRows = await queryRows<{ table_name: string }>(
    t.db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const watched = tableRows.map((x) => x.table_name).filter((n) => !volatile.has(n));

  let logins = ['owner@playdesk.test', 'member@playdesk.test', 'other@playdesk.test'];
  const sessions = new Map<string, { token: string; account: string }>();
  for (const email of logins) sessions.set(email, await t.login(email));
  const accounts = [...sessions.values()].map((s) => s.account);

  let escaped = 0;
  const onEscape = () => {
    escaped++;
  };
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);

  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let refusedChecked = 0;
  await watchTables(t, watched);

  try {
    for (let i = 0; i < options.requests; i++) {
      const target = all[i % all.length] as Target;
      const mutation = r.pick(MUTATIONS);
      let url = target.path.replace(/\{(\w+)\}/g, () => pathParam(r, ids));
      const query = target.params
        .filter((p) => p.in === 'query' && (p.required || r.chance(0.5)))
        .map((p) => `${encode(p.name)}=${encode(queryValue(p.schema ?? {}, r, ids))}`);
      if (r.chance(0.1))
        query.push(`${r.pick(['__proto__[x]', 'constructor[prototype][x]', 'page[]'])}=1`);
      if (query.length > 0) url += `?${query.join('&')}`;

      const who = r.chance(0.15) || logins.length === 0 ? null : r.pick(logins);
      const session = who ? sessions.get(who) : undefined;
      const headers: Record<string, string> = {};
      if (session)
        headers.authorization = `Bearer ${r.chance(0.05) ? 'x'.repeat(300) : session.token}`;
      if (session && r.chance(0.9)) {
        headers['x-account'] = r.chance(0.8)
          ? session.account
          : r.pick([...accounts, '../x', '0', 'x'.repeat(300)]);
      }
      let payload: string | undefined;
      if (target.body && target.method !== 'GET' && target.method !== 'DELETE') {
        payload = mutatedBody(target.body, mutation, r, ids);
        headers['content-type'] = r.chance(0.9)
          ? 'application/json'
          : r.pick([
              'text/plain',
              'application/json; charset=utf-16',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
            ]);
      } else if (r.chance(0.05)) {
        payload = '{"unexpected":true}';
        headers['content-type'] = 'application/json';
      }
      if (r.chance(0.02)) headers['x-fuzz'] = 'h'.repeat(8_000);

      const request: InjectOptions = {
        method: target.method as InjectOptions['method'],
        url,
        headers,
      };
      if (payload !== undefined) request.payload = payload;
      const res = await t.app.inject(request);
      byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;

      const fail = (why: string) =>
        failures.push({
          key: target.key,
          method: target.method,
          url: url.slice(0, 300),
          status: res.statusCode,
          why,
          response: res.body.slice(0, 300),
          ...(payload === undefined ? {} : { body: payload.slice(0, 300) }),
        });
      if (res.statusCode >= 500) fail('5xx');

      // What this request wrote, read before the fuzzer signs in again below (a new session and
      // its audit entry are the fuzzer's writes, not the refused request's).
      const changed = await writtenTables(t);

      // A sign-out-like effect (password change, revoked session) must not stop the run.
      if (
        res.statusCode === 401 &&
        who &&
        session &&
        headers.authorization === `Bearer ${session.token}`
      ) {
        const check = await t.api('GET', 'user-profile', {
          token: session.token,
          account: session.account,
        });
        if (check.statusCode === 401) {
          // An accepted request may have removed this login (a team mate removed, say): the
          // run goes on without it.
          try {
            sessions.set(who, await t.login(who));
          } catch {
            sessions.delete(who);
            logins = logins.filter((l) => l !== who);
          }
          // The new sign-in's writes are the fuzzer's: the next request starts from none.
          await writtenTables(t);
        }
      }

      if (res.statusCode >= 400) {
        refusedChecked++;
        if (changed.length > 0) fail(`refused request changed data in ${changed.join(', ')}`);
      }
      if ((i + 1) % 1000 === 0) log(`${i + 1} requests, ${failures.length} failures`);
    }
  } finally {
    process.off('unhandledRejection', onEscape);
    process.off('uncaughtException', onEscape);
    await unwatchTables(t);
  }
  if (escaped > 0) {
    failures.push({
      key: '*',
      method: '*',
      url: '*',
      status: 0,
      why: `${escaped} unhandled errors escaped`,
      response: '',
    });
  }
  return {
    requests: options.requests,
    operations: all.length,
    byStatus,
    failures,
    refusedChecked,
    seconds: (Date.now() - started) / 1000,
  };
}
