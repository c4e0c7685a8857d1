/**
 * Import boundaries of the monorepo, enforced by eslint-plugin-import-x: no import cycle anywhere,
 * and every import points down the layers. docs/adr/004-import-boundaries.md explains the layers
 * and the choices (why `http/` sits below the server's features, why features list their
 * dependencies here). eslint/boundaries.test.ts proves each rule fails on a deliberate breach.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADR = 'docs/adr/004-import-boundaries.md';

/**
 * The other features each console feature may use, always through their `index.ts`. `auth`
 * (apps/console/src/auth) counts as a feature. A feature not named here may use none. The map
 * must stay acyclic: the config refuses to load otherwise.
 */
export const CONSOLE_FEATURE_DEPS = {
  accounts: ['auth'],
  audit: ['crm'],
  auth: ['plans'],
  calendar: ['games'],
  counter: ['crm'],
  dashboard: ['games', 'plans'],
  games: ['crm', 'media'],
  'notification-bar': ['games'],
  pwa: ['games'],
  payment: ['auth', 'plans'],
  public: ['auth'],
  // The members export uses Player Data's export button; a badge's own image, the media library.
  loyalty: ['counter', 'crm', 'media'],
  rewards: ['counter', 'crm', 'games', 'media'],
  subscription: ['plans'],
  templates: ['media'],
  upgrade: ['plans'],
  welcome: ['plans'],
};

/**
 * The same for the server's features (any file of a listed feature; tests may use any). A
 * business's plan is read through `usage/plan.ts` (`loadBillingPlan`), never through auth: play,
 * dashboard and player-data do not use auth at all, so a play start goes play → usage only.
 */
export const SERVER_FEATURE_DEPS = {
  accounts: ['auth'],
  auth: ['usage', 'domains'],
  billing: ['auth', 'plans', 'usage'],
  counter: ['auth', 'rewards', 'integrations'],
  dashboard: ['usage'],
  experiments: ['games', 'play', 'templates'],
  // Fair play (issue 36): the play start and the lead form ask it for the risk and the
  // verification; it holds and releases rewards through rewards.
  // A verified email makes a referred friend a member: loyalty's referral earns (issue 39).
  'fair-play': ['rewards', 'integrations', 'usage', 'insight', 'loyalty'],
  games: ['templates', 'player-data', 'rewards', 'integrations'],
  plans: ['auth'],
  play: [
    'calendar',
    'notification-bar',
    'rewards',
    'templates',
    'usage',
    'integrations',
    'insight',
    'fair-play',
    'loyalty',
  ],
  // Live shows (issue 40): draw the join QR code as placements do; a phone's join is a play (the
  // start's checks and rows, the visit's attribution), the podium gives rewards through the
  // rewards' grant (fair play's verification wait, integrations' events) and queues loyalty's
  // earning of the plays it ends.
  live: ['placements', 'play', 'rewards', 'insight', 'integrations', 'fair-play', 'loyalty'],
  // Loyalty (issue 39): buys rewards through rewards, tells integrations.
  loyalty: ['rewards', 'integrations'],
  // The lead form queues loyalty's `form` earning (docs/loyalty.md#earning); Player Data shows
  // members' points, and a merge of two players moves them (loyalty/merge.ts).
  'player-data': ['play', 'rewards', 'integrations', 'usage', 'insight', 'fair-play', 'loyalty'],
  rewards: ['integrations'],
  // Loyalty's push reminders go out with the app's push (docs/loyalty.md#reminders).
  pwa: ['calendar', 'domains', 'play', 'loyalty'],
  team: ['auth', 'usage'],
};

/** A cycle in a dependency map as `[a, b, …, a]`, or null when there is none. */
export function findCycle(deps) {
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of deps[node] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(deps)) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

function subdirectories(dir) {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function checkMap(name, deps, known) {
  const cycle = findCycle(deps);
  if (cycle) throw new Error(`${name} has a cycle: ${cycle.join(' → ')} (see ${ADR})`);
  for (const [feature, uses] of Object.entries(deps)) {
    for (const used of [feature, ...uses]) {
      if (!known.includes(used)) throw new Error(`${name} names an unknown feature '${used}'`);
    }
  }
}

/**
 * Zones forbidding imports between features: a feature may import only the features it lists,
 * and with `entry` set, only their public entry file. One zone per feature for all the features
 * it may not use (zones are matched per file and per import, so fewer is faster).
 */
function featureZones({ features, deps, entry, label }) {
  const zones = [];
  for (const [feature, dir] of Object.entries(features)) {
    const allowed = deps[feature] ?? [];
    const others = Object.keys(features).filter((other) => other !== feature);
    const refused = others.filter((other) => !allowed.includes(other));
    if (refused.length > 0) {
      zones.push({
        target: dir,
        from: refused.map((other) => features[other]),
        message:
          `${label} '${feature}' may use ${allowed.length ? allowed.join(', ') : 'no other feature'}. ` +
          `If it must use more, add it to '${feature}' in eslint/boundaries.js (the map must stay ` +
          `acyclic), or move what both need to a shared layer (${ADR}).`,
      });
    }
    if (!entry) continue;
    for (const other of allowed) {
      zones.push({
        target: dir,
        from: features[other],
        except: [entry],
        message: `Import ${label} '${other}' only through its public entry ${features[other]}/${entry}.`,
      });
    }
  }
  return zones;
}

const C = 'apps/console/src';
const S = 'apps/server/src';
const P = 'apps/play/src';

/** Between packages and apps: apply to every file, tests included. */
function projectZones() {
  return [
    {
      target: 'packages',
      from: 'apps',
      message: `Packages are shared by the apps and never import them (${ADR}).`,
    },
    {
      target: 'packages/games',
      from: 'packages/contract',
      message: `@playdesk/contract builds on @playdesk/games, not the other way (${ADR}).`,
    },
    {
      target: 'packages/i18n',
      from: ['packages/contract', 'packages/games', 'packages/embed', 'packages/ui'],
      message: `@playdesk/i18n is shared by every app and the server: it depends on nothing (${ADR}).`,
    },
    ...['console', 'play', 'server'].flatMap((app) =>
      ['console', 'play', 'server']
        .filter((other) => other !== app)
        .map((other) => ({
          target: `apps/${app}`,
          from: `apps/${other}`,
          // The one exception: the console's game preview shows the player app's texts in the
          // language previewed, so it reads the player app's catalogues (JSON data, no code).
          ...(app === 'console' && other === 'play' ? { except: ['./src/i18n'] } : {}),
          message: `Apps do not import each other; share code through packages/ (${ADR}).`,
        })),
    ),
    {
      target: 'apps/console',
      from: 'apps/play/src/i18n',
      except: ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ar']
        .map((lang) => `./${lang}.json`)
        .concat('./later'),
      message: `The console reads the player app's catalogues (JSON), never its code (${ADR}).`,
    },
  ];
}

/** Layers inside each app (tests are exempt: they assemble the whole app). */
function layerZones() {
  return [
    // Console: app → features (and auth) → api, session, rules, ui, lib.
    {
      target: ['api', 'session', 'rules', 'ui', 'lib'].map((dir) => `${C}/${dir}`),
      from: [`${C}/features`, `${C}/auth`, `${C}/app`, `${C}/main.tsx`],
      message: `Shared console code (api, session, rules, ui, lib) never imports features, auth or app (${ADR}).`,
    },
    {
      target: [`${C}/features`, `${C}/auth`],
      from: [`${C}/app`, `${C}/main.tsx`],
      message: `Features never import app/: move what they share into ui/, lib/ or session/ (${ADR}).`,
    },
    // Player app: App and pages → pad → lib, ui.
    {
      target: [`${P}/lib`, `${P}/ui`],
      from: [`${P}/pad`, `${P}/pages`, `${P}/App.tsx`, `${P}/main.tsx`],
      message: `The player app's lib and ui never import pad, pages or App (${ADR}).`,
    },
    // Server: app.ts, main.ts, web, seed → features → http (guards, errors, route types) →
    // db, infra, outbox → lib.
    {
      target: `${S}/features`,
      from: [`${S}/app.ts`, `${S}/main.ts`, `${S}/web`, `${S}/seed`],
      message: `Server features never import the composition root (app, main, web, seed) (${ADR}).`,
    },
    {
      target: `${S}/http`,
      from: [`${S}/features`, `${S}/app.ts`, `${S}/main.ts`, `${S}/web`, `${S}/seed`],
      message: `http/ is the kit features build on (guards, errors, route types): it never imports features; move what it needs below it (${ADR}).`,
    },
    {
      target: [`${S}/db`, `${S}/outbox`],
      from: [`${S}/features`, `${S}/http`, `${S}/app.ts`, `${S}/main.ts`, `${S}/web`, `${S}/seed`],
      message: `db/ and outbox/ never import features, http or the composition root (${ADR}).`,
    },
    { target: `${S}/db`, from: `${S}/infra`, message: `db/ never imports infra (${ADR}).` },
    // Emails are jobs (docs/adr/006-job-queue.md).
    {
      target: `${S}/outbox`,
      from: `${S}/infra`,
      except: ['jobs.ts'],
      message: `outbox/ may use infra/jobs.ts only (${ADR}).`,
    },
    {
      target: `${S}/infra`,
      from: [
        `${S}/features`,
        `${S}/outbox`,
        `${S}/app.ts`,
        `${S}/main.ts`,
        `${S}/web`,
        `${S}/seed`,
      ],
      message: `infra/ adapters never import features or the composition root (${ADR}).`,
    },
    // The job queue runs on the database (docs/adr/006-job-queue.md): its handle's types only.
    {
      target: `${S}/infra`,
      from: `${S}/db`,
      except: ['client.ts'],
      message: `infra/ may use db/client.ts only (${ADR}).`,
    },
    {
      target: `${S}/infra`,
      from: `${S}/http`,
      except: ['errors.ts'],
      message: `infra/ may use http/errors.ts only (${ADR}).`,
    },
    {
      target: `${S}/lib`,
      from: [
        `${S}/features`,
        `${S}/http`,
        `${S}/db`,
        `${S}/infra`,
        `${S}/outbox`,
        `${S}/app.ts`,
        `${S}/main.ts`,
        `${S}/web`,
        `${S}/seed`,
      ],
      message: `lib/ holds pure helpers and imports nothing else of the server (${ADR}).`,
    },
  ];
}

function crossFeatureZones() {
  const consoleFeatures = Object.fromEntries([
    ...subdirectories(`${C}/features`).map((name) => [name, `${C}/features/${name}`]),
    ['auth', `${C}/auth`],
  ]);
  const serverFeatures = Object.fromEntries(
    subdirectories(`${S}/features`).map((name) => [name, `${S}/features/${name}`]),
  );
  checkMap('CONSOLE_FEATURE_DEPS', CONSOLE_FEATURE_DEPS, Object.keys(consoleFeatures));
  checkMap('SERVER_FEATURE_DEPS', SERVER_FEATURE_DEPS, Object.keys(serverFeatures));
  return [
    ...featureZones({
      features: consoleFeatures,
      deps: CONSOLE_FEATURE_DEPS,
      entry: 'index.ts',
      label: 'console feature',
    }),
    ...featureZones({
      features: serverFeatures,
      deps: SERVER_FEATURE_DEPS,
      label: 'server feature',
    }),
  ];
}

const TESTS = ['**/*.test.{ts,tsx}', `${S}/test/**`];

/** Flat-config entries: the plugin, its resolver (TypeScript sources, `.js` specifiers), rules. */
export function boundaries() {
  const options = (zones) => ['error', { basePath: REPO_ROOT, zones }];
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
            conditionNames: ['import', 'default'],
          }),
        ],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': options([
          ...projectZones(),
          ...layerZones(),
          ...crossFeatureZones(),
        ]),
      },
    },
    {
      // Tests assemble the app (harness, seed, any feature's data): only the project zones apply.
      files: TESTS,
      rules: { 'import-x/no-restricted-paths': options(projectZones()) },
    },
  ];
}
