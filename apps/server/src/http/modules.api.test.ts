/**
 * Module rules (docs/product-rules.md#module-fallback): the server refuses a team member exactly
 * where the console's route guard would (apps/console/src/rules/routes.ts), so no screen a member
 * cannot open has an API they can still call, and none they can open is refused.
 * - Every account-scoped route of the app's catalogue serves one console section and declares that
 *   section's module (or none, like the console's routes without one).
 * - For a member holding each single module in turn (and none, and `full`, and games with player
 *   data), exactly the routes of those modules and the unrestricted ones get past the module check;
 *   owners carry no modules and pass everywhere, as in the console. Player Data's routes need
 *   `games` and the `player_data` permission (docs/product-rules.md#player-data-permission).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_MODULE_KEYS,
  accessModulesFrom,
  hasModule,
  type AccessModuleKey,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { accounts, memberships, users } from '../db/schema.js';
import { fileTestContext } from '../test/harness.js';
import type { ApiRoute } from './auth.js';

/** The Player Data screen's routes with personal data: its module and the permission. */
const PLAYER_DATA = ['games', 'player_data'] as const;

/**
 * Each scoped route (path relative to the API base) → the module of the console route it serves
 * (with `player_data` for the routes of players' personal data). A new scoped route fails the first
 * test until it is listed here with its section's module.
 */
const CONSOLE_MODULE: Record<string, AccessModuleKey | readonly AccessModuleKey[] | null> = {
  'user-profile': null, // every signed-in page (the session)
  accounts: null, // AddAccount
  'account-settings': 'account_managment', // the account's settings (default language)
  'account-settings/two-factor': null, // Security: the owner's switch (owner only, checked by the service)
  'api-keys': 'full', // ApiKeys (owner and team mates with full access)
  'api-keys/:id': 'full',
  'subscription/choose-free': null, // Payment
  subscription: 'subscription', // Subscription
  'subscription/invoices': 'subscription', // Subscription's invoice list
  // Payment, Upgrade and Subscription's buttons: the owner's (the handler refuses members).
  'subscription/checkout': null,
  'subscription/portal': null,
  'subscription/cancel': null,
  'subscription/resume': null,
  dashboard: 'games', // Dashboard
  'stats/funnel': 'games', // Dashboard's and GameDetail's funnel (insight)
  'stats/games/:id/steps': 'games', // GameDetail's "where players give up"
  games: 'games', // GameList, GameAdd
  'games/:id': 'games', // GameDetail
  experiments: 'games', // the game's experiments
  'experiments/:id': 'games',
  'experiments/:id/stop': 'games',
  'experiments/:id/promote': 'games',
  'games/:id/translations/:language': 'games', // GameDetail's translations (export, import)
  templates: 'games', // TemplateList, template editors
  'templates/:id': 'games',
  calendar: 'games', // GameCalendar
  placements: 'games', // the game's placements: links and QR codes (docs/insight.md#placements)
  'placements/:id/qr': 'games',
  'live-sessions': 'games', // live shows of the business's quizzes (docs/live.md)
  'live-sessions/:id': 'games',
  'live-sessions/:id/commands': 'games',
  'live-sessions/:id/reward': 'games',
  'calendar/:id': 'games',
  'notification-bar': 'games', // NotificationBar
  media: 'games', // images of the game editor, game settings and templates
  players: PLAYER_DATA, // CRMList (and the plan's crm flag, checked by the server)
  'players/:id': PLAYER_DATA,
  'players/export': PLAYER_DATA,
  'players/erase': PLAYER_DATA,
  consents: 'games', // CRMList's consents and the game editor's player form
  'consents/:id': 'games',
  privacy: PLAYER_DATA, // CRMList's privacy settings
  'privacy/erasures': PLAYER_DATA,
  'team-mates': 'teams', // TeamMates
  'team-mates/invitations': 'teams',
  'team-mates/invitations/:id': 'teams',
  'team-mates/invitations/:id/resend': 'teams',
  'team-mates/:user_public_id': 'teams',
  'team-mates/activity': 'teams',
  'team-mates/:user_public_id/sessions': 'teams', // TeamMates: the owner's "End all sessions"
  rewards: 'rewards', // RewardList, RewardAdd
  // Loyalty runs on the rewards section's rewards: the same module (docs/loyalty.md#access).
  loyalty: 'rewards',
  'loyalty/catalogue': 'rewards',
  'loyalty/catalogue/:id': 'rewards',
  // The members' emails and names: personal data too.
  'loyalty/members': ['rewards', 'player_data'],
  'loyalty/members/export': ['rewards', 'player_data'],
  'loyalty/members/:player_id/ledger': 'rewards',
  'loyalty/members/:player_id/adjust': ['rewards', 'player_data'],
  'loyalty/stats': 'rewards',
  'rewards/:id': 'rewards', // RewardEdit
  'rewards/:id/codes': 'rewards', // the pool's upload
  'rewards/:id/codes/generate': 'rewards',
  'rewards/:id/winners': 'rewards', // winners view and CSV export
  'rewards/redeem': 'rewards', // redeem a code
  locations: 'rewards', // the rewards section's locations (docs/rewards.md#redemption-in-store)
  'locations/:id': 'rewards',
  'locations/:id/devices': 'rewards', // pair a counter device
  devices: 'rewards',
  'devices/:id': 'rewards',
  'redeem/locations': 'redeem', // the scanner (/redeem): where to redeem
  'redeem/state': 'redeem', // a team mate's scanner: keys and reward names, for offline
  'rewards/given/:id/void': 'rewards', // the winners list's "Void"
  'rewards/review': 'rewards', // Rewards → Review: the held rewards (fair play)
  'rewards/review/:id/approve': 'rewards',
  'rewards/review/:id/reject': 'rewards',
  'games/:id/fair-play': 'games', // the game's Fair play tab
  'rewards/redemptions': 'rewards', // the redemption report and its CSV
  'rewards/redemption-conflicts': 'rewards', // the report's conflicts
  redeem: 'redeem', // the scanner (/redeem) and a team mate with only `redeem`
  'redeem/check': 'redeem',
  'redeem/batch': 'redeem', // the scanner's offline queue
  domains: 'domains', // Domains
  'domains/:id': 'domains',
  'domains/:id/verify': 'domains',
  sso: 'account_managment', // SingleSignOn (owners only)
  'sso/domains/:domain/verify': 'account_managment',
  pwa: 'pwa', // PwaPage: the app's settings
  'pwa/icon': 'pwa',
  'pwa/notifications': 'pwa', // PwaPage: campaigns and the new-notification form
  'pwa/notifications/:id': 'pwa',
  'integrations/webhooks': 'integrations', // Integrations: webhook endpoints
  'integrations/webhooks/:id': 'integrations',
  'integrations/webhooks/:id/rotate-secret': 'integrations',
  'integrations/webhooks/:id/test': 'integrations',
  'integrations/webhooks/:id/deliveries': 'integrations', // the delivery log
  'integrations/deliveries/:id/resend': 'integrations',
  'integrations/mailchimp': 'integrations', // Integrations: the Mailchimp card
  'integrations/mailchimp/test': 'integrations',
  'integrations/hubspot': 'integrations', // Integrations: the HubSpot card
  'integrations/hubspot/test': 'integrations',
  'audit-log': 'audit', // the audit log (docs/audit-log.md)
  'audit-log/export': 'audit',
  'audit-log/verify': 'audit',
};

const t = await fileTestContext();
const member = await t.login('member@playdesk.test');
const [memberRow] = await t.db
  .select({ userId: users.id, accountId: accounts.id })
  .from(memberships)
  .innerJoin(users, eq(users.id, memberships.userId))
  .innerJoin(accounts, eq(accounts.id, memberships.accountId))
  .where(and(eq(users.email, 'member@playdesk.test'), eq(accounts.publicId, member.account)));
const setMemberModules = async (modules: string[]) => {
  await t.db
    .update(memberships)
    .set({ accessModules: modules })
    .where(
      and(
        eq(memberships.userId, memberRow!.userId),
        eq(memberships.accountId, memberRow!.accountId),
      ),
    );
};

/** The routes a session reaches in an account: `account`, and `counter` (devices have their own). */
const scoped = () =>
  t.app.apiRoutes.filter((r) => r.access === 'account' || r.access === 'counter');
/** The modules a listed path needs, all of them. */
const needs = (path: string): readonly AccessModuleKey[] => {
  const listed = CONSOLE_MODULE[path] ?? null;
  return listed === null ? [] : typeof listed === 'string' ? [listed] : listed;
};
const relative = (url: string) => url.slice(API_PATH.length + 1);
const MODULE_REFUSAL = /^Your role in this account does not include the \w+ module\.$/;

/** Calls a route as `who`; only the guard's verdict matters, so ids and bodies are dummies. */
async function call(route: ApiRoute, who: { token: string; account: string }) {
  const res = await t.api(route.method as 'GET', relative(route.url).replace(/:\w+/g, 'x'), {
    ...who,
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });
  const refusedByModule =
    res.statusCode === 403 && MODULE_REFUSAL.test(res.json<{ message: string }>().message);
  return {
    refusedByModule,
    summary: `${route.method} ${relative(route.url)} → ${res.statusCode} ${res.body}`,
  };
}

describe('module rules', () => {
  it('declares on every scoped route the module of its console route', () => {
    for (const route of scoped()) {
      const path = relative(route.url);
      expect(
        Object.hasOwn(CONSOLE_MODULE, path),
        `${route.method} ${path}: add it to CONSOLE_MODULE with its console section's module`,
      ).toBe(true);
      const declared = [
        ...(route.module ? [route.module] : []),
        ...(route.playerData ? ['player_data'] : []),
      ];
      expect(declared, `${route.method} ${path}`).toEqual(needs(path));
    }
  });

  const grants: string[][] = [
    [],
    ...ACCESS_MODULE_KEYS.map((key) => [key]),
    ['games', 'player_data'],
  ];
  it.each(grants.map((granted) => [granted]))(
    'lets a member with modules %j reach exactly those routes and the unrestricted ones',
    async (granted) => {
      await setMemberModules(granted);
      const wrong: string[] = [];
      for (const route of scoped()) {
        const { refusedByModule, summary } = await call(route, member);
        // Judged by the console's table, not by the route's own declaration (`rewards` includes
        // `redeem`: hasModule).
        const flags = accessModulesFrom(granted);
        const shouldRefuse = needs(relative(route.url)).some((module) => !hasModule(flags, module));
        if (refusedByModule !== shouldRefuse) wrong.push(summary);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('lets the owner, who carries no modules, past every module check', async () => {
    const owner = await t.login('owner@playdesk.test');
    const refused = [];
    for (const route of scoped()) {
      const { refusedByModule, summary } = await call(route, owner);
      if (refusedByModule) refused.push(summary);
    }
    expect(refused).toEqual([]);
  });
});
