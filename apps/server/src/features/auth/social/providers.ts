/**
 * The sign-in providers (docs/product-rules.md#social-sign-in), each through `openid-client`: the
 * authorization code flow with PKCE and `state`, plus `nonce` and a checked ID token for the
 * OpenID Connect ones.
 *
 * - Google and LinkedIn are OpenID Connect: their endpoints come from the issuer's discovery
 *   document (GOOGLE_ISSUER, LINKEDIN_ISSUER, so a test or a self-hoster can point elsewhere). The
 *   email and whether it is verified come from the ID token, else from the user-info endpoint.
 * - Facebook is plain OAuth 2: its endpoints are configured (FACEBOOK_*_URL) and the person is
 *   read from the Graph API (`/me?fields=id,name,email`). Facebook returns an email only when the
 *   person has confirmed it, so a Facebook email counts as verified.
 *
 * Spec §7's parameters: Google `scope` and `state`; Facebook `display=popup` and `state`;
 * LinkedIn scope `profile` and `email` (with `openid`).
 */
import * as client from 'openid-client';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@playdesk/contract';
import type { OAuthProviderConfig, OidcProviderConfig, SocialConfig } from '../../../config.js';

/** What Playdesk learns about the person from the provider. */
export interface ProviderProfile {
  /** The provider's stable id of the person. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

export interface ProviderClient {
  key: SocialProvider;
  name: string;
  /** Whether the flow carries a nonce and an ID token. */
  oidc: boolean;
  authorizationUrl(
    redirectUri: string,
    checks: FlowChecks & { codeChallenge: string },
  ): Promise<URL>;
  /** Exchanges the code from `callbackUrl` and reads the person. */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
}

/** The provider could not be reached or answered nonsense: not the person's fault. */
export class ProviderUnavailableError extends Error {}

/** Plain http is allowed only for a provider on this machine (a test's or a developer's mock). */
function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

const TIMEOUT_SECONDS = 10;

/** A configuration built once and kept; a failed discovery is tried again next time. */
function lazily(build: () => Promise<client.Configuration>): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= build().catch((err: unknown) => {
      pending = null;
      throw new ProviderUnavailableError(err instanceof Error ? err.message : String(err));
    });
    return pending;
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

function oidcProvider(key: SocialProvider, cfg: OidcProviderConfig, scope: string): ProviderClient {
  const configuration = lazily(async () => {
    const insecure = isLocal(cfg.issuer);
    return client.discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
  });
  return {
    key,
    name: SOCIAL_PROVIDER_NAMES[key],
    oidc: true,
    async authorizationUrl(redirectUri, checks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state: checks.state,
        nonce: checks.nonce ?? '',
        code_challenge: checks.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce ?? undefined,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderUnavailableError('no ID token');
      let email = text(claims.email);
      let verified = claims.email_verified === true;
      let name = text(claims.name);
      if (!email || !name) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        if (!email) {
          email = text(info.email);
          verified = info.email_verified === true;
        }
        name ??= text(info.name);
      }
      return { subject: claims.sub, email, emailVerified: Boolean(email) && verified, name };
    },
  };
}

function facebookProvider(cfg: OAuthProviderConfig): ProviderClient {
  const insecure = isLocal(cfg.tokenUrl);
  const configuration = lazily(async () => {
    const config = new client.Configuration(
      {
        issuer: new URL(cfg.authorizationUrl).origin,
        authorization_endpoint: cfg.authorizationUrl,
        token_endpoint: cfg.tokenUrl,
      },
      cfg.clientId,
      cfg.clientSecret,
    );
    config.timeout = TIMEOUT_SECONDS;
    if (insecure) client.allowInsecureRequests(config);
    return config;
  });
  return {
    key: 'facebook',
    name: SOCIAL_PROVIDER_NAMES.facebook,
    oidc: false,
    async authorizationUrl(redirectUri, checks) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        display: 'popup',
        state: checks.state,
        code_challenge: checks.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const url = new URL(cfg.userinfoUrl);
      url.searchParams.set('fields', 'id,name,email');
      const response = await client.fetchProtectedResource(config, tokens.access_token, url, 'GET');
      if (!response.ok) throw new ProviderUnavailableError(`Graph API answered ${response.status}`);
      const me = (await response.json()) as Record<string, unknown>;
      const subject = text(me.id);
      if (!subject) throw new ProviderUnavailableError('Graph API answer without an id');
      const email = text(me.email);
      return { subject, email, emailVerified: email !== null, name: text(me.name) };
    },
  };
}

/** The configured providers, in the order the buttons show. */
export function createProviders(config: SocialConfig): Map<SocialProvider, ProviderClient> {
  const providers = new Map<SocialProvider, ProviderClient>();
  if (config.google)
    providers.set('google', oidcProvider('google', config.google, 'openid email profile'));
  if (config.facebook) providers.set('facebook', facebookProvider(config.facebook));
  if (config.linkedin)
    providers.set('linkedin', oidcProvider('linkedin', config.linkedin, 'openid profile email'));
  return providers;
}
