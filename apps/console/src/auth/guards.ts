import { redirect, type LoaderFunctionArgs } from 'react-router';
import { profileQuery } from '../api/queries';
import { queryClient } from '../api/query-client';
import { decideGuestOnly, decideProtected, LOGIN_REQUIRED_MESSAGE } from '../rules/guard';
import { pathTo, type RouteName } from '../rules/routes';
import { session, sessionStore } from '../session/session';
import { toast } from '../session/toast';
import { appT } from '../i18n/i18n';

let firstLoadFetch: Promise<string | null> | null = null;

/**
 * "Fetch the auth" (docs/product-rules.md#first-load): on first load, when the stored flag says
 * logged in, the profile is fetched and refreshes user, access modules, limits and game settings.
 * Returns the auth error ('Please login to access.') or null.
 */
export function ensureAuth(): Promise<string | null> {
  if (!sessionStore.getState().firstLoad) return Promise.resolve(null);
  if (!firstLoadFetch) {
    const run = async (): Promise<string | null> => {
      if (!sessionStore.getState().loggedIn) return LOGIN_REQUIRED_MESSAGE;
      try {
        await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
        return null;
      } catch {
        return LOGIN_REQUIRED_MESSAGE;
      }
    };
    firstLoadFetch = run().finally(() => {
      sessionStore.setState({ firstLoad: false });
      firstLoadFetch = null;
    });
  }
  return firstLoadFetch;
}

export interface GuardData {
  readonly blocked: boolean;
  /**
   * The route a team member may not open: shown as the page when `blocked`, else above the page
   * the module check sent them to (docs/product-rules.md#module-fallback).
   */
  readonly denied: RouteName | null;
}

/**
 * The refusal the module check just redirected from, for the page it redirected to: said there
 * once, on arrival, and forgotten by the next navigation (a reload of that page no longer says it).
 */
let refusal: { readonly denied: RouteName; readonly at: RouteName } | null = null;

/** Loader of every protected route: the guard of docs/product-rules.md#route-guard, in order. */
export function protectedLoader(name: RouteName) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const arrived = refusal;
    refusal = null;
    const authError = await ensureAuth();
    const { loggedIn, user, accessModules, twoFactorSetupRequired } = sessionStore.getState();
    // The business requires two-factor: nothing but the set-up until done (docs/two-factor.md).
    if (loggedIn && !authError && twoFactorSetupRequired && name !== 'Security')
      throw redirect(pathTo('Security'));
    const decision = decideProtected({ route: name, authError, loggedIn, user, accessModules });
    switch (decision.kind) {
      case 'allow':
        return { blocked: false, denied: arrived?.at === name ? arrived.denied : null };
      case 'block':
        return { blocked: true, denied: decision.denied };
      case 'redirect':
        if (decision.denied) refusal = { denied: decision.denied, at: decision.to };
        throw redirect(pathTo(decision.to));
      case 'login': {
        // On auth failure: warn with the error's message, remember the route, go to Login.
        const url = new URL(request.url);
        if (loggedIn) await session.reset();
        queryClient.clear();
        sessionStore.setState({ intendedPath: url.pathname + url.search });
        toast.warning(
          decision.message === LOGIN_REQUIRED_MESSAGE
            ? appT()('common.login_required')
            : decision.message,
        );
        throw redirect(pathTo('Login'));
      }
    }
  };
}

/** Loader of guest-only routes: a logged-in user (restored from storage) goes to Dashboard. */
export function guestLoader() {
  const decision = decideGuestOnly(sessionStore.getState().loggedIn);
  if (decision.kind === 'redirect') throw redirect(pathTo(decision.to));
  return null;
}
