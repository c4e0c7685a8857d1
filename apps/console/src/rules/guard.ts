import type { AccessModules, User } from '@playdesk/contract';
import { firstEnabledModuleRoute, moduleAllows } from './modules';
import { PLAYER_DATA_ROUTES, ROUTES, type RouteName } from './routes';

/**
 * Raised when the first-load profile fetch fails or nobody is logged in
 * (docs/product-rules.md#route-guard).
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please login to access.';

export type GuardDecision =
  | { readonly kind: 'allow' }
  /**
   * Go elsewhere. `denied`: the route a team member may not open, when the module check sent them
   * to their first module's route — the page there says so (docs/product-rules.md#module-fallback).
   */
  | { readonly kind: 'redirect'; readonly to: RouteName; readonly denied?: RouteName }
  /** Auth failure: warn with `message`, remember the intended route, go to Login. */
  | { readonly kind: 'login'; readonly message: string }
  /** Team member without any module that has a route: stay, show "no access" to `denied`. */
  | { readonly kind: 'block'; readonly denied: RouteName };

export interface GuardInput {
  readonly route: RouteName;
  /** Outcome of "fetch the auth": `null` when it succeeded, else the error's message. */
  readonly authError: string | null;
  readonly loggedIn: boolean;
  readonly user: Pick<User, 'type' | 'account_plan'> | null;
  readonly accessModules: AccessModules | null;
}

/** Where a `pending_payment` account may be: Payment and the test provider's checkout page. */
const PAYMENT_ROUTES: ReadonlySet<RouteName> = new Set(['Payment', 'PaymentCheckout']);

/**
 * Route guard of protected routes, in the order of docs/product-rules.md#route-guard:
 * auth → pending payment → Payment → not logged in → Login → type `user` module check → allow.
 */
export function decideProtected(input: GuardInput): GuardDecision {
  if (input.authError !== null) return { kind: 'login', message: input.authError };
  if (input.user?.account_plan.status === 'pending_payment' && !PAYMENT_ROUTES.has(input.route)) {
    return { kind: 'redirect', to: 'Payment' };
  }
  if (!input.loggedIn || input.user === null) {
    return { kind: 'login', message: LOGIN_REQUIRED_MESSAGE };
  }
  if (input.user.type === 'user') {
    const module = ROUTES[input.route].module;
    const playerData = PLAYER_DATA_ROUTES.has(input.route);
    if (moduleAllows(input.accessModules, module, playerData)) return { kind: 'allow' };
    const fallback = firstEnabledModuleRoute(input.accessModules);
    return fallback && fallback !== input.route
      ? { kind: 'redirect', to: fallback, denied: input.route }
      : { kind: 'block', denied: input.route };
  }
  return { kind: 'allow' };
}

/**
 * Guest-only routes send a logged-in user to Dashboard (docs/product-rules.md#guest-only-routes).
 */
export function decideGuestOnly(loggedIn: boolean): GuardDecision {
  return loggedIn ? { kind: 'redirect', to: 'Dashboard' } : { kind: 'allow' };
}
