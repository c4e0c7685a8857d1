import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, useLoaderData, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';
import { queryClient } from '../api/query-client';
import { guestLoader, protectedLoader, type GuardData } from '../auth/guards';
import { NoAccess } from '../features/access/NoAccess';
import { NotFoundPage } from '../features/access/NotFoundPage';
import { LOGIN_ALIAS_PATH, ROUTES, shortPathTarget, type RouteName } from '../rules/routes';
import { loadSections, type Section } from '../i18n/i18n';
import { session } from '../session/session';
import type { RouteHandle } from './hooks';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { Splash } from './Splash';

/**
 * A signed-in section: its guard runs as a loader while the section's own chunk loads beside it
 * (`lazy`), so the first load carries only the shell and the page that is opened.
 */
function guarded(
  name: RouteName,
  load: () => Promise<ComponentType>,
  sections: readonly Section[] = [],
): RouteObject {
  return {
    path: ROUTES[name].path,
    loader: protectedLoader(name),
    handle: { name } satisfies RouteHandle,
    lazy: async () => {
      // The section's texts (src/i18n) load beside its chunk.
      const [Page] = await Promise.all([load(), loadSections(...sections)]);
      function GuardedPage() {
        const data = useLoaderData() as GuardData;
        if (data.blocked) return <NoAccess denied={data.denied} />;
        return data.denied ? (
          <>
            <NoAccess denied={data.denied} shownOn={name} />
            <Page />
          </>
        ) : (
          <Page />
        );
      }
      return { Component: GuardedPage };
    },
  };
}

/** A route whose component is its own chunk, loaded with the route (and its loader, if any). */
function lazyComponent(
  load: () => Promise<ComponentType>,
  sections: readonly Section[] = [],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadSections(...sections)]);
      return { Component };
    },
  };
}

/**
 * A guest-only page (sign-in, registration, password reset). Its chunk carries the forms
 * (react-hook-form and the validation), which a signed-in user never needs.
 */
function guest(
  name: RouteName,
  load: () => Promise<ComponentType>,
  path: string = ROUTES[name].path,
): RouteObject {
  return {
    path,
    loader: guestLoader,
    handle: { name } satisfies RouteHandle,
    ...lazyComponent(load),
  };
}

function open(
  name: RouteName,
  load: () => Promise<ComponentType>,
  sections: readonly Section[] = [],
): RouteObject {
  return {
    path: ROUTES[name].path,
    handle: { name } satisfies RouteHandle,
    ...lazyComponent(load, sections),
  };
}

/**
 * The signed-in shell (sidebar, top bar, account and main menus with their Radix primitives).
 * The guest pages do not need it: it loads beside the first signed-in page, and is fetched while
 * a guest is on a guest page (`preloadShell`) so that signing in does not wait for it.
 */
const appLayout = () => import('./layout/AppLayout').then((m) => m.AppLayout);

/** Fetches the signed-in shell's chunk ahead of time (the browser keeps the module). */
export function preloadShell(): void {
  void appLayout().catch(() => undefined);
  void loadSections('shell');
}

const login = () => import('../auth/LoginPage').then((m) => m.LoginPage);

const templates = () => import('../features/templates/TemplatePages');
const TemplateEditor =
  (kind: 'game-over' | 'success' | 'leaderboard', mode: 'add' | 'edit') => () =>
    // The editor's image fields speak the `media` part.
    Promise.all([templates(), loadSections('media')]).then(([{ TemplateEditorPage }]) => {
      function Editor() {
        return <TemplateEditorPage kind={kind} mode={mode} />;
      }
      return Editor;
    });
const games = () => import('../features/games/GamePages');
/** A game's insight and experiments (issue 34): a chunk of their own. */
const insight = () => import('../features/games/insight/InsightPages');
const rewards = () => import('../features/rewards/RewardPages');
const RewardEditor = (mode: 'add' | 'edit') => () =>
  // The editor's image fields speak the `media` part.
  Promise.all([rewards(), loadSections('media')]).then(([{ RewardEditorPage }]) => {
    function Editor() {
      return <RewardEditorPage mode={mode} />;
    }
    return Editor;
  });

/** Locations, the redemption report and the counter page (issue 35): a chunk of their own. */
const counter = () => import('../features/counter/CounterPages');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: Splash,
    ErrorBoundary: RouteError,
    children: [
      {
        ...lazyComponent(() => import('../auth/AuthLayout').then((m) => m.AuthLayout), ['auth']),
        children: [
          guest('Login', login, LOGIN_ALIAS_PATH),
          guest('Login', login),
          guest('Register', () => import('../auth/RegisterPage').then((m) => m.RegisterPage)),
          guest('ForgotPassword', () =>
            import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
          ),
          guest('ResetPassword', () =>
            import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
          ),
          open(
            'RegisterTeamMate',
            () => import('../features/public/PublicPages').then((m) => m.TeamMateInvitePage),
            ['public'],
          ),
          open('AuthCallback', () =>
            import('../auth/AuthCallbackPage').then((m) => m.AuthCallbackPage),
          ),
        ],
      },
      {
        ...lazyComponent(appLayout, ['shell']),
        children: [
          guarded(
            'Payment',
            () => import('../features/payment/PaymentPage').then((m) => m.PaymentPage),
            // The plan's selling points are the sign-up page's (`plan.*` of the auth part).
            ['billing', 'auth'],
          ),
          guarded(
            'PaymentCheckout',
            () =>
              import('../features/payment/PaymentCheckoutPage').then((m) => m.PaymentCheckoutPage),
            ['billing'],
          ),
          guarded(
            'Welcome',
            () => import('../features/welcome/WelcomePage').then((m) => m.WelcomePage),
            ['welcome'],
          ),
          guarded(
            'AddAccount',
            () => import('../features/accounts/AddAccountPage').then((m) => m.AddAccountPage),
            ['accounts'],
          ),
          guarded(
            'GameLive',
            () => import('../features/games/live/LiveHostPage').then((m) => m.LiveHostPage),
            ['games', 'live'],
          ),
          guarded(
            'Mailbox',
            () => import('../features/mailbox/MailboxPage').then((m) => m.MailboxPage),
            ['mailbox'],
          ),
          guarded(
            'Security',
            () => import('../features/security/SecurityPage').then((m) => m.SecurityPage),
            // The sessions card speaks the team part.
            ['security', 'team'],
          ),
          guarded(
            'Upgrade',
            () => import('../features/upgrade/UpgradePage').then((m) => m.UpgradePage),
            ['billing'],
          ),
          guarded(
            'Dashboard',
            () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
            // The funnel card speaks the insight part.
            ['dashboard', 'insight'],
          ),
          guarded(
            'Subscription',
            () =>
              import('../features/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
            ['billing'],
          ),
          guarded(
            'TeamMates',
            () => import('../features/team/TeamMatesPage').then((m) => m.TeamMatesPage),
            ['team'],
          ),
          guarded(
            'Domains',
            () => import('../features/domains/DomainsPage').then((m) => m.DomainsPage),
            ['domains'],
          ),
          guarded(
            'Integrations',
            () =>
              import('../features/integrations/IntegrationsPage').then((m) => m.IntegrationsPage),
            ['integrations'],
          ),
          guarded(
            'ApiKeys',
            () => import('../features/api-keys/ApiKeysPage').then((m) => m.ApiKeysPage),
            ['api-keys'],
          ),
          guarded(
            'AuditLog',
            () => import('../features/audit/AuditLogPage').then((m) => m.AuditLogPage),
            ['team'],
          ),
          guarded('SingleSignOn', () => import('../features/sso/SsoPage').then((m) => m.SsoPage), [
            'sso',
            'team',
          ]),
          guarded('GameList', () => games().then((m) => m.GameListPage), ['games']),
          guarded(
            'NotificationBar',
            () =>
              import('../features/notification-bar/NotificationBarPage').then(
                (m) => m.NotificationBarPage,
              ),
            // Its translation section and hint name languages (the translate part's words).
            ['notification-bar', 'translate'],
          ),
          guarded(
            'GameCalendar',
            () => import('../features/calendar/GameCalendarPage').then((m) => m.GameCalendarPage),
            ['calendar'],
          ),
          guarded('GameAdd', () => games().then((m) => m.GameAddPage), ['games']),
          guarded('GameDetail', () => games().then((m) => m.GameDetailPage), [
            'games',
            'game-content',
            'media',
            'translate',
          ]),
          guarded('GameInsight', () => insight().then((m) => m.GameInsightPage), [
            'games',
            'insight',
          ]),
          guarded(
            'GameFairPlay',
            () => import('../features/games/fair-play/FairPlayPage').then((m) => m.FairPlayPage),
            // The game's frame (name, tabs) speaks the insight part.
            ['games', 'insight'],
          ),
          guarded('GameExperiments', () => insight().then((m) => m.ExperimentsPage), [
            'games',
            'insight',
          ]),
          guarded('GameExperimentAdd', () => insight().then((m) => m.ExperimentAddPage), [
            'games',
            'insight',
          ]),
          guarded('GameExperiment', () => insight().then((m) => m.ExperimentPage), [
            'games',
            'insight',
          ]),
          guarded('RewardList', () => rewards().then((m) => m.RewardListPage), ['rewards']),
          guarded('RewardAdd', RewardEditor('add'), ['rewards']),
          guarded('RewardEdit', RewardEditor('edit'), ['rewards']),
          guarded('RewardRedemptions', () => counter().then((m) => m.RedemptionsPage), [
            'rewards',
            'counter',
          ]),
          guarded('RewardLocations', () => counter().then((m) => m.LocationsPage), [
            'rewards',
            'counter',
          ]),
          guarded('RewardReview', () => counter().then((m) => m.ReviewPage), [
            'rewards',
            'counter',
          ]),
          guarded(
            'RewardLoyalty',
            () => import('../features/loyalty/LoyaltyPage').then((m) => m.LoyaltyPage),
            // The badges' own pictures use the media library's image field.
            ['rewards', 'counter', 'media'],
          ),
          guarded('Counter', () => counter().then((m) => m.CounterPage), ['counter']),
          guarded('CRMList', () => import('../features/crm/CrmPage').then((m) => m.CrmPage), [
            'crm',
          ]),
          guarded('TemplateList', () => templates().then((m) => m.TemplateListPage), ['templates']),
          guarded('GameOverTemplateAdd', TemplateEditor('game-over', 'add'), [
            'templates',
            'translate',
          ]),
          guarded('GameOverTemplateEdit', TemplateEditor('game-over', 'edit'), [
            'templates',
            'translate',
          ]),
          guarded('SuccessTemplateAdd', TemplateEditor('success', 'add'), [
            'templates',
            'translate',
          ]),
          guarded('SuccessTemplateEdit', TemplateEditor('success', 'edit'), [
            'templates',
            'translate',
          ]),
          guarded('LeaderboardTemplateAdd', TemplateEditor('leaderboard', 'add'), [
            'templates',
            'translate',
          ]),
          guarded('LeaderboardTemplateEdit', TemplateEditor('leaderboard', 'edit'), [
            'templates',
            'translate',
          ]),
          guarded('PWA', () => import('../features/pwa/PwaPage').then((m) => m.PwaPage), [
            'pwa',
            'translate',
          ]),
        ],
      },
      {
        path: '*',
        // A short path typed by hand (`/calendar`) leads to its section
        // (docs/product-rules.md#short-paths); anything else is not found.
        loader: ({ request }) => {
          const url = new URL(request.url);
          const target = shortPathTarget(url.pathname, url.search);
          return target ? redirect(target) : null;
        },
        Component: NotFoundPage,
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the router. Call it only after the encrypted session has been restored: the router runs
 * the first route's guard as soon as it exists.
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  /**
   * Any 401 (docs/product-rules.md#unauthorized-responses): clear all state and storage, then
   * re-run the current route's guard, which — now logged out — warns 'Please login to access.',
   * remembers the route and goes to Login. A 401 during a navigation is handled by that
   * navigation's own guard.
   */
  setUnauthorizedHandler(() => {
    void session.reset();
    queryClient.clear();
    if (router.state.navigation.state === 'idle') void router.revalidate();
  });
  return router;
}
