import type { ComponentType } from 'react';
import { createBrowserRouter, useLoaderData, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';
import { queryClient } from '../api/query-client';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { AuthLayout } from '../auth/AuthLayout';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { guestLoader, protectedLoader, type GuardData } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { NoAccess } from '../features/access/NoAccess';
import { NotFoundPage } from '../features/access/NotFoundPage';
import { AddAccountPage } from '../features/accounts/AddAccountPage';
import { ApiKeysPage } from '../features/api-keys/ApiKeysPage';
import { CrmPage } from '../features/crm/CrmPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DomainsPage } from '../features/domains/DomainsPage';
import { GameCalendarPage } from '../features/calendar/GameCalendarPage';
import { GameAddPage, GameDetailPage, GameListPage } from '../features/games/GamePages';
import { NotificationBarPage } from '../features/notification-bar/NotificationBarPage';
import { IntegrationsPage } from '../features/integrations/IntegrationsPage';
import { PaymentCheckoutPage } from '../features/payment/PaymentCheckoutPage';
import { PaymentPage } from '../features/payment/PaymentPage';
import { TeamMateInvitePage } from '../features/public/PublicPages';
import { PwaPage } from '../features/pwa/PwaPage';
import { RewardEditorPage, RewardListPage } from '../features/rewards/RewardPages';
import { SubscriptionPage } from '../features/subscription/SubscriptionPage';
import { TeamMatesPage } from '../features/team/TeamMatesPage';
import { TemplateEditorPage, TemplateListPage } from '../features/templates/TemplatePages';
import { UpgradePage } from '../features/upgrade/UpgradePage';
import { WelcomePage } from '../features/welcome/WelcomePage';
import { LOGIN_ALIAS_PATH, ROUTES, type RouteName } from '../rules/routes';
import { session } from '../session/session';
import type { RouteHandle } from './hooks';
import { AppLayout } from './layout/AppLayout';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { Splash } from './Splash';

function guarded(name: RouteName, Page: ComponentType): RouteObject {
  function GuardedPage() {
    const data = useLoaderData() as GuardData;
    return data.blocked ? <NoAccess /> : <Page />;
  }
  return {
    path: ROUTES[name].path,
    loader: protectedLoader(name),
    handle: { name } satisfies RouteHandle,
    Component: GuardedPage,
  };
}

function guest(
  name: RouteName,
  Page: ComponentType,
  path: string = ROUTES[name].path,
): RouteObject {
  return { path, loader: guestLoader, handle: { name } satisfies RouteHandle, Component: Page };
}

function open(name: RouteName, Page: ComponentType): RouteObject {
  return { path: ROUTES[name].path, handle: { name } satisfies RouteHandle, Component: Page };
}

const TemplateEditor = (kind: 'game-over' | 'success' | 'leaderboard', mode: 'add' | 'edit') =>
  function Editor() {
    return <TemplateEditorPage kind={kind} mode={mode} />;
  };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: Splash,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: AuthLayout,
        children: [
          guest('Login', LoginPage, LOGIN_ALIAS_PATH),
          guest('Login', LoginPage),
          guest('Register', RegisterPage),
          guest('ForgotPassword', ForgotPasswordPage),
          guest('ResetPassword', ResetPasswordPage),
          open('RegisterTeamMate', TeamMateInvitePage),
          open('AuthCallback', AuthCallbackPage),
        ],
      },
      {
        Component: AppLayout,
        children: [
          guarded('Payment', PaymentPage),
          guarded('PaymentCheckout', PaymentCheckoutPage),
          guarded('Welcome', WelcomePage),
          guarded('AddAccount', AddAccountPage),
          guarded('Upgrade', UpgradePage),
          guarded('Dashboard', DashboardPage),
          guarded('Subscription', SubscriptionPage),
          guarded('TeamMates', TeamMatesPage),
          guarded('Domains', DomainsPage),
          guarded('Integrations', IntegrationsPage),
          guarded('ApiKeys', ApiKeysPage),
          guarded('GameList', GameListPage),
          guarded('NotificationBar', NotificationBarPage),
          guarded('GameCalendar', GameCalendarPage),
          guarded('GameAdd', GameAddPage),
          guarded('GameDetail', GameDetailPage),
          guarded('RewardList', RewardListPage),
          guarded('RewardAdd', () => <RewardEditorPage mode="add" />),
          guarded('RewardEdit', () => <RewardEditorPage mode="edit" />),
          guarded('CRMList', CrmPage),
          guarded('TemplateList', TemplateListPage),
          guarded('GameOverTemplateAdd', TemplateEditor('game-over', 'add')),
          guarded('GameOverTemplateEdit', TemplateEditor('game-over', 'edit')),
          guarded('SuccessTemplateAdd', TemplateEditor('success', 'add')),
          guarded('SuccessTemplateEdit', TemplateEditor('success', 'edit')),
          guarded('LeaderboardTemplateAdd', TemplateEditor('leaderboard', 'add')),
          guarded('LeaderboardTemplateEdit', TemplateEditor('leaderboard', 'edit')),
          guarded('PWA', PwaPage),
        ],
      },
      { path: '*', Component: NotFoundPage },
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
