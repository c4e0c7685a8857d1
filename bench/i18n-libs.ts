/**
 * The i18n library measurement behind ADR 009 (issue 33 §12):
 *
 *   node --import tsx bench/i18n-libs.ts            all candidates
 *   node --import tsx bench/i18n-libs.ts icu-lite   one (or a few) of them, by name
 *
 * For each candidate it writes a small Preact page that renders the 150 messages of
 * bench/i18n-catalogue.ts through the library, builds it with the player app's bundler (Vite 8 on
 * Rolldown, its default minifier, production mode), and reports, gzip level 9 as `npm run bench`:
 *  - `runtime`: what the library adds to the first load of a page of two messages (one text, one
 *    plural) beside the same page with its English written in the code (today's player app);
 *  - `first load`: the 150-message page's first-load JavaScript (entry chunk, its static imports
 *    and the chosen language's catalogue, when the library loads one language alone) minus the
 *    same page with its English in the code;
 *  - `catalogue`: one language's lazy catalogue chunk (en, fr, de), when there is one;
 *  - formatting speed in Node, in a fresh process per library: loading the library and French,
 *    the first 1000 formats (parsing or compiling included) and then 1000 formats warm (median
 *    of 50 rounds); the 1000 cycle through the 150 messages with changing numbers.
 * The libraries are installed, at the versions below, in a scratch folder outside the repository
 * (`I18N_BENCH_DIR`, default $TMPDIR/playdesk-i18n-libs) with npm's ordinary client; the repository's
 * dependencies are not touched. Numbers move a little between runs on a shared machine; bytes do not.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { LOCALES, MESSAGES, type Form, type Locale, type Message } from './i18n-catalogue.js';

const DIR = process.env.I18N_BENCH_DIR ?? join(tmpdir(), 'playdesk-i18n-libs');
const PREACT = (
  JSON.parse(readFileSync('node_modules/preact/package.json', 'utf8')) as { version: string }
).version;

/** The versions measured (ADR 009's table); the scratch folder is installed with exactly these. */
const PACKAGES: Record<string, string> = {
  preact: PREACT,
  '@inlang/paraglide-js': '2.25.4',
  '@inlang/plugin-message-format': '4.4.4',
  '@lingui/core': '5.9.5',
  '@lingui/message-utils': '5.9.5',
  'intl-messageformat': '12.1.5',
  '@formatjs/icu-messageformat-parser': '3.5.23',
  i18next: '26.7.2',
  'i18next-icu': '2.4.4',
};

type Lib =
  | 'inline'
  | 'icu-lite'
  | 'intl-messageformat'
  | 'intl-messageformat-ast'
  | 'lingui'
  | 'i18next'
  | 'i18next-icu'
  | 'paraglide';

const CANDIDATES: Exclude<Lib, 'inline'>[] = [
  'icu-lite',
  'intl-messageformat',
  'intl-messageformat-ast',
  'lingui',
  'i18next',
  'i18next-icu',
  'paraglide',
];

/** Which package's version a candidate reports. */
const VERSION_OF: Record<Exclude<Lib, 'inline'>, string> = {
  'icu-lite': '(ours, ~60 lines)',
  'intl-messageformat': `intl-messageformat ${PACKAGES['intl-messageformat']}`,
  'intl-messageformat-ast': `intl-messageformat ${PACKAGES['intl-messageformat']}, AST, no parser`,
  lingui: `@lingui/core ${PACKAGES['@lingui/core']}`,
  i18next: `i18next ${PACKAGES.i18next}`,
  'i18next-icu': `i18next ${PACKAGES.i18next} + i18next-icu ${PACKAGES['i18next-icu']}`,
  paraglide: `@inlang/paraglide-js ${PACKAGES['@inlang/paraglide-js']}`,
};

/**
 * The own formatter considered ("ICU-lite"): `{name}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `#`, and `{x, select, a {…} other {…}}`, over Intl.PluralRules and Intl.NumberFormat;
 * messages parsed once, on first use, and kept.
 */
const ICU_LITE = `
const rules = new Map();
const numbers = new Map();
const parsed = new Map();
function parse(src, at, end) {
  const parts = [];
  let text = '';
  while (at.i < src.length) {
    const c = src[at.i];
    if (c === '}' && end) break;
    if (c === '{') {
      if (text) parts.push(text), (text = '');
      at.i++;
      const close = src.slice(at.i).search(/[,}]/) + at.i;
      const name = src.slice(at.i, close).trim();
      at.i = close;
      if (src[at.i] === '}') { at.i++; parts.push({ name }); continue; }
      const kindEnd = src.indexOf(',', at.i + 1);
      const kind = src.slice(at.i + 1, kindEnd).trim();
      at.i = kindEnd + 1;
      const cases = {};
      for (;;) {
        while (src[at.i] === ' ') at.i++;
        if (src[at.i] === '}') { at.i++; break; }
        const open = src.indexOf('{', at.i);
        const label = src.slice(at.i, open).trim();
        at.i = open + 1;
        cases[label] = parse(src, at, true);
        at.i++;
      }
      parts.push({ name, kind, cases });
    } else if (c === '#' && end) {
      if (text) parts.push(text), (text = '');
      parts.push({ hash: true });
      at.i++;
    } else {
      text += c;
      at.i++;
    }
  }
  if (text) parts.push(text);
  return parts;
}
function run(parts, values, locale, n) {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if (p.hash) out += number(locale, n);
    else if (!p.kind) {
      const v = values[p.name];
      out += typeof v === 'number' ? number(locale, v) : v ?? '';
    } else if (p.kind === 'plural') {
      const v = Number(values[p.name]);
      let r = rules.get(locale);
      if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
      out += run(p.cases['=' + v] ?? p.cases[r.select(v)] ?? p.cases.other, values, locale, v);
    } else out += run(p.cases[values[p.name]] ?? p.cases.other, values, locale, n);
  }
  return out;
}
function number(locale, v) {
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(v);
}
export function format(locale, message, values = {}) {
  let parts = parsed.get(message);
  if (!parts) parsed.set(message, (parts = parse(message, { i: 0 }, false)));
  return run(parts, values, locale, 0);
}
`;

/** Writes `form` as an ICU MessageFormat string. */
function icu(form: Form): string {
  if (typeof form === 'string') return form;
  if ('plural' in form)
    return `{count, plural, one {${form.plural.one}} other {${form.plural.other}}}`;
  const cases = Object.entries(form.select).map(([k, v]) => `${k} {${v}}`);
  return `{reason, select, ${cases.join(' ')}}`;
}

/** Languages whose CLDR plural rules have a `many` (French, Spanish, Italian, Portuguese). */
const HAS_MANY = new Set<Locale>(['fr', 'es', 'it', 'pt']);

/** i18next's own JSON (v4): `{{name}}`, plural keys `_one`/`_other`, select as a context. */
function i18nextEntries(key: string, form: Form, locale: Locale): [string, string][] {
  const braces = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}').replace(/#/g, '{{count}}');
  if (typeof form === 'string') return [[key, braces(form)]];
  if ('plural' in form) {
    const entries: [string, string][] = [
      [`${key}_one`, braces(form.plural.one)],
      [`${key}_other`, braces(form.plural.other)],
    ];
    if (HAS_MANY.has(locale)) entries.push([`${key}_many`, braces(form.plural.other)]);
    return entries;
  }
  return Object.entries(form.select).map(([k, v]) => [k === 'other' ? key : `${key}_${k}`, v]);
}

/** The inlang message format (Paraglide's default plugin): variants matched on a selector. */
function inlang(form: Form): unknown {
  if (typeof form === 'string') return form;
  if ('plural' in form)
    return [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: {
          'countPlural=one': form.plural.one.replace(/#/g, '{count}'),
          'countPlural=*': form.plural.other.replace(/#/g, '{count}'),
        },
      },
    ];
  const match: Record<string, string> = {};
  for (const [k, v] of Object.entries(form.select))
    match[k === 'other' ? 'reason=*' : `reason=${k}`] = v;
  return [{ declarations: ['input reason'], selectors: ['reason'], match }];
}

/** The values a library's call takes for a message (i18next's select is its `context`). */
function callValues(lib: Lib, message: Message): Record<string, string | number> {
  const form = message.forms.en;
  if (lib === 'i18next' && typeof form !== 'string' && 'select' in form)
    return { context: message.values.reason! };
  return message.values;
}

/** A JavaScript expression for the message's English written in the code, values from `p`. */
function inlineEnglish(form: Form): string {
  const template = (text: string) =>
    '`' +
    text
      .replace(/`/g, '\\`')
      .replace(/\{(\w+)\}/g, '${p.$1}')
      .replace(/#/g, '${p.count}') +
    '`';
  if (typeof form === 'string') return template(form);
  if ('plural' in form)
    return `(p.count === 1 ? ${template(form.plural.one)} : ${template(form.plural.other)})`;
  const { other, ...cases } = form.select;
  return `(${JSON.stringify(cases)}[p.reason] ?? ${JSON.stringify(other)})`;
}

/** The message's call in the page's code for `lib`, values from `p`. */
function call(lib: Lib, message: Message): string {
  if (lib === 'inline') return inlineEnglish(message.forms.en);
  const values = callValues(lib, message);
  const args = `{ ${Object.keys(values)
    .map((name) => `${name}: p.${name === 'context' ? 'reason' : name}`)
    .join(', ')} }`;
  return lib === 'paraglide'
    ? `m.${message.key}(${args})`
    : `t(${JSON.stringify(message.key)}, ${args})`;
}

/** The adapter every page and the Node timer use: `setup(locale)` then `t(key, values)`. */
function adapter(lib: Exclude<Lib, 'inline'>): string {
  const loaders = `const load = { ${LOCALES.map((l) => `${l}: () => import('./locales/${l}.js')`).join(', ')} };`;
  switch (lib) {
    case 'icu-lite':
      return `import { format } from '../../icu-lite.js';
${loaders}
let catalogue = {}, locale = 'en';
export async function setup(l) { catalogue = (await load[l]()).default; locale = l; }
export const t = (key, values) => format(locale, catalogue[key] ?? key, values);`;
    case 'intl-messageformat':
    case 'intl-messageformat-ast':
      return `import { IntlMessageFormat } from 'intl-messageformat';
${loaders}
let catalogue = {}, locale = 'en';
const formats = new Map();
export async function setup(l) { catalogue = (await load[l]()).default; locale = l; formats.clear(); }
export function t(key, values) {
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new IntlMessageFormat(catalogue[key], locale)));
  return f.format(values);
}`;
    case 'lingui':
      return `import { i18n } from '@lingui/core';
${loaders}
export async function setup(l) { i18n.loadAndActivate({ locale: l, messages: (await load[l]()).default }); }
export const t = (key, values) => i18n._(key, values);`;
    case 'i18next':
    case 'i18next-icu':
      return `import i18next from 'i18next';
${lib === 'i18next-icu' ? "import ICU from 'i18next-icu';" : ''}
${loaders}
export async function setup(l) {
  const translation = (await load[l]()).default;
  await i18next${lib === 'i18next-icu' ? '.use(ICU)' : ''}.init({ lng: l, resources: { [l]: { translation } }, interpolation: { escapeValue: false } });
}
export const t = (key, values) => i18next.t(key, values);`;
    case 'paraglide':
      return `import { m } from './paraglide/messages.js';
import { setLocale } from './paraglide/runtime.js';
export async function setup(l) { setLocale(l, { reload: false }); }
export const t = (key, values) => m[key](values);`;
  }
}

/** One language's catalogue module for a library (not Paraglide's, which compiles its own). */
function catalogue(
  lib: Exclude<Lib, 'inline' | 'paraglide'>,
  messages: Message[],
  locale: Locale,
): Promise<string> | string {
  const entries: [string, unknown][] = [];
  for (const message of messages) {
    const form = message.forms[locale];
    if (lib === 'i18next') entries.push(...i18nextEntries(message.key, form, locale));
    else entries.push([message.key, icu(form)]);
  }
  return (async () => {
    if (lib === 'lingui') {
      const { compileMessage } = (await importFrom('@lingui/message-utils/compileMessage')) as {
        compileMessage: (message: string) => unknown;
      };
      for (const entry of entries) entry[1] = compileMessage(entry[1] as string);
    }
    if (lib === 'intl-messageformat-ast') {
      const { parse } = (await importFrom('@formatjs/icu-messageformat-parser')) as {
        parse: (message: string) => unknown;
      };
      for (const entry of entries) entry[1] = parse(entry[1] as string);
    }
    return `export default ${JSON.stringify(Object.fromEntries(entries))};\n`;
  })();
}

/** A module of the scratch folder's installation, imported from here. */
async function importFrom(specifier: string): Promise<unknown> {
  const { createRequire } = await import('node:module');
  const require = createRequire(join(DIR, 'package.json'));
  const exportsOf = (path: string) => import(pathToFileURL(path).href);
  try {
    return await exportsOf(require.resolve(specifier));
  } catch {
    // ESM-only packages have no `require` condition: resolve their folder and its module file.
    const base = join(DIR, 'node_modules', ...specifier.split('/').slice(0, 2));
    const pkg = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8')) as {
      exports?: Record<string, { import?: { default?: string } | string }>;
    };
    const sub = `.${specifier.slice(base.length - join(DIR, 'node_modules').length - 1)}`;
    const target = pkg.exports?.[sub === '.' ? '.' : sub]?.import;
    const file = typeof target === 'string' ? target : target?.default;
    if (!file) throw new Error(`cannot resolve ${specifier} in ${DIR}`);
    return exportsOf(join(base, file));
  }
}

/** Compiles the messages with Paraglide into `dir`/paraglide (its plugin given inline: no network). */
async function paraglide(
  dir: string,
  messages: Message[],
  locales: readonly Locale[],
): Promise<void> {
  const project = join(dir, 'project.inlang');
  mkdirSync(join(dir, 'messages'), { recursive: true });
  mkdirSync(project, { recursive: true });
  for (const locale of locales) {
    const json = Object.fromEntries(messages.map((m) => [m.key, inlang(m.forms[locale])]));
    writeFileSync(join(dir, 'messages', `${locale}.json`), JSON.stringify(json, null, 1));
  }
  const plugin = readFileSync(
    join(DIR, 'node_modules/@inlang/plugin-message-format/dist/index.js'),
  );
  writeFileSync(
    join(project, 'settings.json'),
    JSON.stringify({
      baseLocale: 'en',
      locales,
      modules: [`data:text/javascript;base64,${plugin.toString('base64')}`],
      'plugin.inlang.messageFormat': { pathPattern: './messages/{locale}.json' },
    }),
  );
  const { compile } = (await importFrom('@inlang/paraglide-js')) as {
    compile: (options: Record<string, unknown>) => Promise<unknown>;
  };
  // The SDK prints a PluginImportError for the inline plugin although it then reads the messages
  // with it (every format below is checked): that line, a base64 page long, is left out.
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('PluginImportError') ? true : write(chunk, ...rest)) as typeof write;
  try {
    await compile({
      project,
      outdir: join(dir, 'paraglide'),
      strategy: ['globalVariable', 'baseLocale'],
      // The player app runs in the browser: its server branch (AsyncLocalStorage) is left out.
      isServer: 'false',
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      emitReadme: false,
    });
  } finally {
    process.stderr.write = write;
  }
}

/** The values the page renders with: every message's, together. */
const ALL_VALUES = Object.assign({}, ...MESSAGES.map((m) => m.values)) as Record<string, unknown>;

/** Writes a page rendering `messages` through `lib`, and returns its folder. */
async function writePage(
  lib: Lib,
  name: string,
  messages: Message[],
  locales: readonly Locale[],
): Promise<string> {
  const dir = join(DIR, 'pages', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  const setup = lib !== 'inline';
  writeFileSync(
    join(dir, 'main.js'),
    `import { h, render } from 'preact';
import { View } from './view.js';
${setup ? "import { setup } from './i18n.js';" : ''}
const values = ${JSON.stringify(ALL_VALUES)};
const show = () => render(h(View, values), document.body);
${setup ? "setup(document.documentElement.lang || 'en').then(show);" : 'show();'}
import('./later.js');
`,
  );
  writeFileSync(join(dir, 'later.js'), 'export const later = () => document.title;\n');
  const rows = messages.map((m) => `    h('p', null, ${call(lib, m)}),`).join('\n');
  writeFileSync(
    join(dir, 'view.js'),
    `import { h } from 'preact';
${lib === 'paraglide' ? "import { m } from './paraglide/messages.js';" : setup ? "import { t } from './i18n.js';" : ''}
export function View(p) {
  return h('main', null,
${rows}
  );
}
`,
  );
  if (lib === 'inline') return dir;
  writeFileSync(join(dir, 'i18n.js'), adapter(lib));
  writeFileSync(
    join(dir, 'calls.js'),
    `export default ${JSON.stringify(messages.map((m) => [m.key, callValues(lib, m)]))};\n`,
  );
  if (lib === 'paraglide') await paraglide(dir, messages, locales);
  else
    for (const locale of LOCALES)
      writeFileSync(join(dir, 'locales', `${locale}.js`), await catalogue(lib, messages, locale));
  return dir;
}

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

interface Built {
  /** Entry chunk and its static imports, gzip. */
  entry: number;
  /** Lazy catalogue chunks by language, gzip. */
  catalogues: Partial<Record<Locale, number>>;
}

/** Builds the page as the player app is built (Vite 8, Rolldown, default minifier, production). */
async function buildPage(dir: string, lib: Lib): Promise<Built> {
  const alias =
    lib === 'intl-messageformat-ast'
      ? [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: join(DIR, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
          },
        ]
      : [];
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias },
    build: {
      write: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: join(dir, 'main.js') },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const first = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (first.has(next)) continue;
    first.add(next);
    queue.push(...(byName.get(next)?.imports ?? []));
  }
  const entry = [...first].reduce((sum, f) => sum + gzip(byName.get(f)!.code), 0);
  const catalogues: Partial<Record<Locale, number>> = {};
  for (const c of chunks) {
    const locale = c.facadeModuleId?.match(/\/locales\/(\w+)\.js$/)?.[1] as Locale | undefined;
    if (locale) catalogues[locale] = gzip(c.code);
  }
  return { entry, catalogues };
}

const TIMER = `
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
const [dir, locale] = process.argv.slice(2);
const t0 = performance.now();
const lib = await import(pathToFileURL(join(dir, 'i18n.js')).href);
const { default: calls } = await import(pathToFileURL(join(dir, 'calls.js')).href);
await lib.setup(locale);
const t1 = performance.now();
const list = Array.from({ length: 1000 }, (_, i) => {
  const [key, values] = calls[i % calls.length];
  return [key, 'count' in values ? { ...values, count: i % 7 } : values];
});
let size = 0;
const round = () => { for (const [key, values] of list) size += String(lib.t(key, values)).length; };
round();
const t2 = performance.now();
const samples = [];
for (let r = 0; r < 50; r++) { const a = performance.now(); round(); samples.push(performance.now() - a); }
samples.sort((a, b) => a - b);
const sample = String(lib.t(...list[37])) + ' | ' + String(lib.t(...list[41]));
console.log(JSON.stringify({ loadMs: t1 - t0, firstMs: t2 - t1, warmMs: samples[25], size, sample }));
`;

interface Timed {
  loadMs: number;
  firstMs: number;
  warmMs: number;
  sample: string;
}

function time(dir: string): Timed {
  const out = spawnSync(process.execPath, [join(DIR, 'timer.mjs'), dir, 'fr'], {
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`timer failed in ${dir}:\n${out.stderr}`);
  return JSON.parse(out.stdout) as Timed;
}

function install(): void {
  const marker = join(DIR, 'installed.json');
  const wanted = JSON.stringify(PACKAGES);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  mkdirSync(DIR, { recursive: true });
  writeFileSync(
    join(DIR, 'package.json'),
    JSON.stringify({ name: 'i18n-libs', private: true, type: 'module' }),
  );
  console.log(`Installing the candidates in ${DIR} …`);
  // i18next-icu 2.4.4 declares intl-messageformat < 12 as a peer; it runs with 12 (checked by the
  // formats below), hence --legacy-peer-deps. --ignore-scripts: none of these needs a build.
  const specs = Object.entries(PACKAGES).map(([name, version]) => `${name}@${version}`);
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', ...specs],
    { cwd: DIR, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error('npm install failed');
  writeFileSync(marker, wanted);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (bytes: number) =>
  `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  install();
  writeFileSync(join(DIR, 'icu-lite.js'), ICU_LITE);
  writeFileSync(join(DIR, 'timer.mjs'), TIMER);
  const wanted = process.argv.slice(2);
  const chosen = wanted.length ? CANDIDATES.filter((c) => wanted.includes(c)) : CANDIDATES;
  const few = [MESSAGES[0]!, MESSAGES.find((m) => typeof m.forms.en !== 'string')!];

  const baseFew = await buildPage(await writePage('inline', 'inline-2', few, LOCALES), 'inline');
  const baseAll = await buildPage(
    await writePage('inline', 'inline-150', MESSAGES, LOCALES),
    'inline',
  );
  console.log(
    `\nPreact page, English in the code: ${kb(baseFew.entry)} (2 messages), ${kb(baseAll.entry)} (150 messages), gzip`,
  );
  console.log(
    `${MESSAGES.length} messages, ${LOCALES.length} languages; node ${process.version}; gzip -9; Vite 8 (Rolldown), production build\n`,
  );
  const rows: string[] = [];
  for (const lib of chosen) {
    const few2 = await buildPage(await writePage(lib, `${lib}-2`, few, LOCALES), lib);
    const dir = await writePage(lib, `${lib}-150`, MESSAGES, LOCALES);
    const all = await buildPage(dir, lib);
    const chosenCatalogue = all.catalogues.en ?? 0;
    const timed = time(dir);
    let note = '';
    if (lib === 'paraglide') {
      // Every language is in each message's function: the first load grows with the languages.
      const two = await buildPage(
        await writePage(lib, `${lib}-150-en-fr`, MESSAGES, ['en', 'fr']),
        lib,
      );
      note = ` (all ${LOCALES.length} languages in the entry; with en+fr only: ${signed(two.entry - baseAll.entry)})`;
    }
    const cat = (['en', 'fr', 'de'] as const)
      .map((l) => (all.catalogues[l] === undefined ? '—' : kb(all.catalogues[l]!)))
      .join(' / ');
    rows.push(
      `| ${VERSION_OF[lib]} | ${signed(few2.entry - baseFew.entry)} | ${signed(all.entry + chosenCatalogue - baseAll.entry)}${note} | ${cat} | ${timed.loadMs.toFixed(1)} | ${timed.firstMs.toFixed(1)} | ${timed.warmMs.toFixed(2)} |`,
    );
    console.log(`${lib}: "${timed.sample}"`);
  }
  console.log(
    '\n| library | runtime (2 messages) | first load, 150 messages + 1 catalogue | catalogue en / fr / de | load lib + fr, ms | first 1000 formats, ms | 1000 formats warm, ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
