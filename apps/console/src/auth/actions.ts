import type { NavigateFunction } from 'react-router';
import type {
  LoginRequest,
  RegisterRequest,
  SecondFactorChallengeResponse,
} from '@playdesk/contract';
import { messageOf } from '../api/client';
import { api } from '../api/endpoints';
import { profileQuery } from '../api/queries';
import { queryClient } from '../api/query-client';
import { routeAfterAccountSwitch } from '../rules/modules';
import { pathTo } from '../rules/routes';
import { session, sessionStore } from '../session/session';
import { toast } from '../session/toast';

/** Runs `job` under the shared loading flag ('Please Wait...' overlay). */
export async function withLoading<T>(job: () => Promise<T>): Promise<T> {
  sessionStore.setState({ loading: true });
  try {
    return await job();
  } finally {
    sessionStore.setState({ loading: false });
  }
}

/** Where to go after signing in: the remembered route, else Dashboard. */
export function takeIntendedPath(): string {
  const intended = sessionStore.getState().intendedPath;
  sessionStore.setState({ intendedPath: null });
  return intended && intended !== '/' && !intended.startsWith('/login')
    ? intended
    : pathTo('Dashboard');
}

/** Signs in, or answers the challenge of the second step (docs/two-factor.md#signing-in). */
export async function login(
  credentials: LoginRequest,
): Promise<SecondFactorChallengeResponse | null> {
  const answer = await api.login(credentials);
  if ('second_factor_required' in answer) return answer;
  queryClient.clear();
  await session.applyAuth(answer);
  // Limits came with the answer; game settings come with the next profile fetch.
  sessionStore.setState({ firstLoad: true });
  return null;
}

export async function register(fields: RegisterRequest) {
  const answer = await api.register(fields);
  queryClient.clear();
  await session.applyAuth(answer);
  // The register answer carries no limits: load the whole profile now.
  await queryClient.fetchQuery(profileQuery);
  return answer;
}

/**
 * Logout (docs/product-rules.md#logout): revoke the token, clear all state and storage, go to
 * Login.
 */
export async function logout(navigate: NavigateFunction): Promise<void> {
  await withLoading(async () => {
    try {
      await api.logout();
    } catch {
      // The session ends locally whatever the server says (e.g. the token was already revoked).
    }
    await session.reset();
    queryClient.clear();
  });
  await navigate(pathTo('Login'), { replace: true });
}

/**
 * Account switching (docs/product-rules.md#account-switching): the new user, modules and limits
 * replace the old ones, the success message is shown, then Dashboard (full or games) or the first
 * module's route.
 */
export async function switchAccount(accountPublicId: string, navigate: NavigateFunction) {
  try {
    const answer = await withLoading(() => api.changeLogin(accountPublicId));
    queryClient.clear();
    await session.applyAuth(answer);
    toast.success(answer.message);
    await navigate(pathTo(routeAfterAccountSwitch(sessionStore.getState().accessModules)));
  } catch (error) {
    if (!(error instanceof Error && 'sessionReset' in error && error.sessionReset)) {
      toast.warning(messageOf(error));
    }
  }
}
