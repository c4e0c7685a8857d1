import type { AccessModules, User } from '@playdesk/contract';
import { firstEnabledModuleRoute, moduleAllows } from './modules';
import { ROUTES, type RouteName } from './routes';

/**
 * Raised when the first-load profile fetch fails or nobody is logged in
 * (docs/product-rules.md#route-guard).
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please login to access.';

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: RouteName }
  /** Auth failure: warn with `message`, remember the intended route, go to Login. */
  | { readonly kind: 'login'; readonly message: string }
  /** Team member without any module that has a route: stay, show "no access". */
  | { readonly kind: 'block' };

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
    if (moduleAllows(input.accessModules, module)) return { kind: 'allow' };
    const fallback = firstEnabledModuleRoute(input.accessModules);
    return fallback && fallback !== input.route
      ? { kind: 'redirect', to: fallback }
      : { kind: 'block' };
  }
  return { kind: 'allow' };
}

/**
 * Guest-only routes send a logged-in user to Dashboard (docs/product-rules.md#guest-only-routes).
 */
export function decideGuestOnly(loggedIn: boolean): GuardDecision {
  return loggedIn ? { kind: 'redirect', to: 'Dashboard' } : { kind: 'allow' };
}
