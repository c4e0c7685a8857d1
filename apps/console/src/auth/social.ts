/**
 * Social sign-in in the console (docs/product-rules.md#social-sign-in): which providers the
 * server offers, starting a sign-in (the server answers the provider's URL and sets its cookie),
 * and finishing it on `/auth/callback/{provider}`.
 */
import { useQuery } from '@tanstack/react-query';
import {
  AuthProvidersResponse,
  SocialSignInResponse,
  SocialStartResponse,
  SsoCompleteResponse,
  SsoStartResponse,
  type AuthResponse,
  type SocialCallbackRequest,
} from '@playdesk/contract';
import { apiRequest } from '../api/client';
import { queryClient } from '../api/query-client';
import { routeAfterAccountSwitch } from '../rules/modules';
import { pathTo } from '../rules/routes';
import { session, sessionStore } from '../session/session';
import { takeIntendedPath } from './actions';

export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: () => apiRequest('auth/providers', { schema: AuthProvidersResponse }),
    staleTime: 10 * 60_000,
  });
}

/** Asks the server for the provider's URL and sends the browser there. */
export async function startSocialSignIn(provider: string, invitation?: string): Promise<void> {
  const query = invitation ? `?invitation=${encodeURIComponent(invitation)}` : '';
  const { authorization_url } = await apiRequest(
    `auth/${encodeURIComponent(provider)}/start${query}`,
    { schema: SocialStartResponse },
  );
  window.location.assign(authorization_url);
}

export function finishSocialSignIn(provider: string, body: SocialCallbackRequest) {
  return apiRequest(`auth/callback/${encodeURIComponent(provider)}`, {
    method: 'POST',
    body,
    schema: SocialSignInResponse,
    resetOn401: false,
  });
}

/**
 * Single sign-on (docs/single-sign-on.md): the server answers the address of the identity provider
 * of the email's verified domain (and sets the cookie binding the sign-in to this browser), or
 * 404 `sso.not_available` when the email signs in with its password.
 */
export async function startSsoSignIn(email: string): Promise<void> {
  const { authorization_url } = await apiRequest(
    `auth/sso/start?email=${encodeURIComponent(email)}`,
    { schema: SsoStartResponse },
  );
  window.location.assign(authorization_url);
}

/** The one-time code the API's redirect brought to /auth/callback/sso, traded for the session. */
export function finishSsoSignIn(code: string) {
  return apiRequest('auth/sso/complete', {
    method: 'POST',
    body: { code },
    schema: SsoCompleteResponse,
    resetOn401: false,
  });
}

/** A sign-in answer (social, invitation) becomes the session; the next page loads the profile. */
export async function applySignIn(answer: AuthResponse): Promise<void> {
  queryClient.clear();
  await session.applyAuth(answer);
  sessionStore.setState({ firstLoad: true });
}

/**
 * Where a person lands after signing in (docs/product-rules.md#after-signing-in): a team member at the first route their modules
 * allow (Dashboard with games), others where they meant to go, else Dashboard.
 */
export function landingPath(answer: AuthResponse): string {
  if (answer.user.type === 'user') return pathTo(routeAfterAccountSwitch(answer.access_modules));
  return takeIntendedPath();
}
