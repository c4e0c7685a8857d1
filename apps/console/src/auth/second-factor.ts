/**
 * The second step of a sign-in (docs/two-factor.md#signing-in): after the password or a social
 * sign-in, a login with a second factor gets a challenge; a code, a recovery code or a passkey
 * finishes it. Passwordless sign-in with a passkey too. The WebAuthn browser library is loaded
 * only when a passkey is used.
 */
import {
  AuthResponse,
  WebAuthnOptions,
  type LoginResponse,
  type SecondFactorChallengeResponse,
  type PasskeyAssertion,
} from '@playdesk/contract';
import { createStore } from 'zustand/vanilla';
import { apiRequest } from '../api/client';
import { applySignIn } from './social';

/** A sign-in waiting for its second factor (kept in memory only: a reload starts again). */
export const pendingChallenge = createStore<{ step: SecondFactorChallengeResponse | null }>()(
  () => ({ step: null }),
);

export const isChallenge = (answer: LoginResponse): answer is SecondFactorChallengeResponse =>
  'second_factor_required' in answer;

/** Asks the browser for a passkey answering `options` (its prompt, Touch ID, a security key…). */
export async function passkeyAssertion(options: WebAuthnOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options as never });
  return answer as PasskeyAssertion;
}

export async function finishSecondFactor(
  challenge: string,
  proof: { code: string } | { recovery_code: string } | { passkey: PasskeyAssertion },
): Promise<AuthResponse> {
  const answer = await apiRequest('login/second-factor', {
    method: 'POST',
    body: { challenge, ...proof },
    schema: AuthResponse,
    resetOn401: false,
  });
  pendingChallenge.setState({ step: null });
  await applySignIn(answer);
  return answer;
}

/** Passwordless: a discoverable passkey signs in alone. */
export async function signInWithPasskey(): Promise<AuthResponse> {
  const options = await apiRequest('auth/passkey-login/options', {
    method: 'POST',
    schema: WebAuthnOptions,
  });
  const response = await passkeyAssertion(options);
  const answer = await apiRequest('auth/passkey-login', {
    method: 'POST',
    body: { response },
    schema: AuthResponse,
    resetOn401: false,
  });
  await applySignIn(answer);
  return answer;
}
