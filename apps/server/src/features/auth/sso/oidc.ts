/**
 * OpenID Connect for single sign-on (docs/single-sign-on.md): a business's identity provider found
 * by discovery from its issuer, the code flow with PKCE, state and nonce through `openid-client`.
 * Every request to the issuer goes through the outgoing-address guard (infra/safe-fetch.ts): the
 * issuer is an address a business typed, so it must not reach our own network.
 */
import * as client from 'openid-client';
import type { AddressResolver } from '../../../infra/safe-fetch.js';
import { safeRequest } from '../../../infra/safe-fetch.js';

const TIMEOUT_MS = 5_000;
const MAX_BODY_BYTES = 256 * 1024;

export interface OidcParty {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface GuardSettings {
  allowLoopback: boolean;
  resolver?: AddressResolver | undefined;
}

/** The identity provider could not be reached or answered nonsense. */
export class IdpUnavailableError extends Error {}

/** `fetch` for openid-client through the address guard: no redirect, bounded time and size. */
function guardedFetch(guard: GuardSettings): client.CustomFetch {
  return async (url, options) => {
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof options.body === 'string' ? options.body : options.body?.toString();
    const answer = await safeRequest(
      url,
      { method: options.method === 'POST' ? 'POST' : 'GET', headers, body },
      {
        allowLoopback: guard.allowLoopback,
        resolver: guard.resolver,
        loopbackHint:
          'set ALLOW_PRIVATE_FETCH=true outside production to use a local identity provider',
        timeoutMs: TIMEOUT_MS,
        maxBodyBytes: MAX_BODY_BYTES,
      },
    );
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers))
      if (typeof value === 'string') responseHeaders.set(key, value);
    return new Response(answer.body, { status: answer.status, headers: responseHeaders });
  };
}

export async function discover(
  party: OidcParty,
  guard: GuardSettings,
): Promise<client.Configuration> {
  try {
    const insecure = new URL(party.issuer).protocol === 'http:';
    return await client.discovery(
      new URL(party.issuer),
      party.clientId,
      party.clientSecret,
      undefined,
      {
        timeout: TIMEOUT_MS / 1000,
        [client.customFetch]: guardedFetch(guard),
        // Plain http only where the guard allows it: a loopback provider outside production.
        ...(insecure && guard.allowLoopback ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch (err) {
    throw new IdpUnavailableError(err instanceof Error ? err.message : String(err));
  }
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(
  config: client.Configuration,
  redirectUri: string,
  checks: OidcChecks,
): Promise<string> {
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** Exchanges the code of `callbackUrl` (state, PKCE and nonce checked); the person's email and name. */
export async function identityOf(
  config: client.Configuration,
  callbackUrl: URL,
  checks: OidcChecks,
): Promise<{ email: string | null; emailVerified: boolean | null; name: string | null }> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new IdpUnavailableError('no ID token');
  const text = (v: unknown) =>
    typeof v === 'string' && v.length > 0 && v.length <= 254 ? v : null;
  return {
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    name: text(claims.name),
  };
}
