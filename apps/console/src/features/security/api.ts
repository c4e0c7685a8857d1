/** The Security page's data (docs/two-factor.md): the person's factors and the business's rule. */
import {
  PasskeyListResponse,
  ReauthenticateResponse,
  RecoveryCodesResponse,
  RegisterPasskeyResponse,
  TotpSetupResponse,
  TwoFactorPolicy,
  TwoFactorStatusResponse,
  WebAuthnOptions,
  type PasskeyAssertion,
  type PasskeyAttestation,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../api/client';
import { fetchProfile } from '../../api/queries';

export const securityKeys = {
  all: ['security'] as const,
  status: ['security', 'status'] as const,
  passkeys: ['security', 'passkeys'] as const,
  policy: ['security', 'policy'] as const,
};

const Empty = z.unknown();

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: securityKeys.status,
    queryFn: () => apiRequest('auth/two-factor', { schema: TwoFactorStatusResponse }),
  });
}

export function usePasskeys() {
  return useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: () => apiRequest('auth/passkeys', { schema: PasskeyListResponse }),
  });
}

export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.policy,
    queryFn: () => apiRequest('account-settings/two-factor', { schema: TwoFactorPolicy }),
    enabled,
  });
}

/** After a factor changes: the page's data, and the profile (which may lift the set-up rule). */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: securityKeys.all });
    await fetchProfile().catch(() => undefined);
  };
}

/** The server asks for a fresh second factor first (docs/two-factor.md#fresh-second-factor). */
export const needsReauthentication = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as { code?: unknown } | null)?.code === 'auth.reauthentication_required';

export function useSetupTotp() {
  return useMutation({
    mutationFn: () => apiRequest('auth/totp/setup', { method: 'POST', schema: TotpSetupResponse }),
  });
}

export function useEnableTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('auth/totp/enable', {
        method: 'POST',
        body: { code },
        schema: RecoveryCodesResponse,
        // A wrong code is the form's error, not the end of the session.
        resetOn401: false,
      }),
    meta: { errorsInPlace: true },
    onSuccess: refresh,
  });
}

export function useRemoveTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest('auth/totp', { method: 'DELETE', schema: Empty }),
    meta: { errorsInPlace: true },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: Empty }),
    meta: { errorsInPlace: true },
    onSuccess: refresh,
  });
}

/** Creates a passkey in the browser (its prompt) and adds it. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await apiRequest('auth/passkeys/options', {
        method: 'POST',
        schema: WebAuthnOptions,
      });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options as never });
      return apiRequest('auth/passkeys', {
        method: 'POST',
        body: { name: name.trim() || undefined, response: response as PasskeyAttestation },
        schema: RegisterPasskeyResponse,
      });
    },
    meta: { errorsInPlace: true },
    onSuccess: refresh,
  });
}

export function useReauthenticate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (
      proof: { code: string } | { recovery_code: string } | { passkey: true },
    ): Promise<ReauthenticateResponse> => {
      let body: { code?: string; recovery_code?: string; passkey?: PasskeyAssertion };
      if ('passkey' in proof) {
        const options = await apiRequest('auth/reauthenticate/options', {
          method: 'POST',
          schema: WebAuthnOptions,
        });
        const { startAuthentication } = await import('@simplewebauthn/browser');
        const passkey = await startAuthentication({ optionsJSON: options as never });
        body = { passkey: passkey as PasskeyAssertion };
      } else body = proof;
      return apiRequest('auth/reauthenticate', {
        method: 'POST',
        body,
        schema: ReauthenticateResponse,
        resetOn401: false,
      });
    },
    meta: { errorsInPlace: true },
    onSuccess: refresh,
  });
}

export function useSetTwoFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiRequest('account-settings/two-factor', {
        method: 'PUT',
        body: { required },
        schema: TwoFactorPolicy,
      }),
    onSuccess: (policy) => client.setQueryData(securityKeys.policy, policy),
  });
}
