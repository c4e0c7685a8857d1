import { z } from 'zod';
import { AuthResponse } from './auth.js';
import { txtRecordName, txtRecordValue } from './domains.js';
import { ACCESS_MODULE_KEYS } from './modules.js';
import { capList, Email, text } from './primitives.js';

/**
 * Single sign-on per business (docs/single-sign-on.md): the business's identity provider by SAML
 * 2.0 or OpenID Connect, the email domains it proved by DNS, the modules of people created at
 * their first sign-in, and whether the password still works for those domains.
 */
export const SSO_PROTOCOLS = ['saml', 'oidc'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];
export const SSO_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;

/** Bounds of what the settings hold (docs/single-sign-on.md#limits). */
export const SSO_LIMITS = {
  /** A pasted or fetched SAML metadata document, in characters, read before any parsing. */
  metadataXml: 100_000,
  /** A SAMLResponse as posted to the ACS (base64), read before any parsing. */
  samlResponse: 200_000,
  domains: 20,
  url: 500,
  clientId: 200,
  clientSecret: 500,
} as const;

/** The TXT record proving a business owns an email domain: the custom domains' record. */
export const ssoTxtRecord = (domain: string, token: string) => ({
  name: txtRecordName(domain),
  value: txtRecordValue(token),
});

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** An email domain (`cafe-aurora.example`), lower case; null when it is not one. */
export function parseEmailDomain(input: string): string | null {
  const value = input.trim().toLowerCase().replace(/\.$/, '');
  if (value.length > 253) return null;
  const labels = value.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  return value;
}

/** The domain of an email address, lower case. */
export const emailDomainOf = (email: string) =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

const Url = text(SSO_LIMITS.url, {
  trim: true,
  tooLong: `Use an address of at most ${SSO_LIMITS.url} characters`,
});

const DomainName = text(253, { trim: true, tooLong: 'A domain must be at most 253 characters' })
  .refine((v) => parseEmailDomain(v) !== null, 'Use an email domain like cafe-aurora.example')
  .transform((v) => parseEmailDomain(v)!);

const SsoModule = z.enum(ACCESS_MODULE_KEYS, {
  error: `Modules must be among ${ACCESS_MODULE_KEYS.join(', ')}`,
});

/**
 * `PUT sso`: only the fields sent change. `saml_metadata_xml` or `saml_metadata_url` replaces the
 * identity provider's entity id, sign-in address and certificates (read from the metadata); an
 * empty `oidc_client_secret` is refused, and leaving it out keeps the saved one.
 */
export const UpdateSsoSettingsRequest = z.object({
  enabled: z.boolean().optional(),
  protocol: z.enum(SSO_PROTOCOLS, { error: 'Choose saml or oidc' }).optional(),
  saml_metadata_xml: text(SSO_LIMITS.metadataXml, {
    tooLong: `Metadata must be at most ${SSO_LIMITS.metadataXml} characters`,
  })
    .min(1, 'Paste the metadata XML')
    .optional(),
  saml_metadata_url: Url.min(1, 'Enter the metadata address').optional(),
  oidc_issuer: Url.min(1, 'Enter the issuer address').optional(),
  oidc_client_id: text(SSO_LIMITS.clientId, {
    trim: true,
    tooLong: `The client id must be at most ${SSO_LIMITS.clientId} characters`,
  })
    .min(1, 'Enter the client id')
    .optional(),
  oidc_client_secret: text(SSO_LIMITS.clientSecret, {
    tooLong: `The client secret must be at most ${SSO_LIMITS.clientSecret} characters`,
  })
    .min(1, 'Enter the client secret')
    .optional(),
  default_modules: capList(
    ACCESS_MODULE_KEYS.length,
    'Choose each module at most once',
    z
      .array(SsoModule)
      .max(ACCESS_MODULE_KEYS.length, 'Choose each module at most once')
      .refine((m) => new Set(m).size === m.length, 'Choose each module at most once'),
  ).optional(),
  enforced: z.boolean().optional(),
  domains: capList(
    SSO_LIMITS.domains,
    `At most ${SSO_LIMITS.domains} domains`,
    z.array(DomainName).max(SSO_LIMITS.domains, `At most ${SSO_LIMITS.domains} domains`),
  ).optional(),
});
export type UpdateSsoSettingsRequest = z.input<typeof UpdateSsoSettingsRequest>;

export const SsoDomain = z.object({
  domain: z.string(),
  status: z.enum(SSO_DOMAIN_STATUSES),
  status_reason: z.string().nullable(),
  /** The record to create at the domain's DNS provider. */
  txt: z.object({ name: z.string(), value: z.string() }),
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
});
export type SsoDomain = z.infer<typeof SsoDomain>;

export const SsoSettings = z.object({
  /** Whether the plan includes single sign-on (the other fields are shown either way). */
  included_in_plan: z.boolean(),
  enabled: z.boolean(),
  protocol: z.enum(SSO_PROTOCOLS),
  saml: z.object({
    idp_entity_id: z.string().nullable(),
    sso_url: z.string().nullable(),
    /** SHA-256 fingerprints of the identity provider's signing certificates. */
    certificates: z.array(z.string()),
    metadata_url: z.string().nullable(),
  }),
  oidc: z.object({
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    /** The secret itself is never answered. */
    client_secret_set: z.boolean(),
  }),
  default_modules: z.array(SsoModule),
  enforced: z.boolean(),
  domains: z.array(SsoDomain),
  /** What to give the identity provider. */
  service_provider: z.object({
    entity_id: z.string(),
    acs_url: z.string(),
    metadata_url: z.string(),
    oidc_redirect_uri: z.string(),
  }),
});
export type SsoSettings = z.infer<typeof SsoSettings>;
export const SsoSettingsResponse = z.object({ sso: SsoSettings });
export type SsoSettingsResponse = z.infer<typeof SsoSettingsResponse>;

export const SsoDomainParams = z.object({
  domain: text(253, { tooLong: 'A domain must be at most 253 characters' }).min(1),
});
export const SsoDomainResponse = z.object({ domain: SsoDomain });
export type SsoDomainResponse = z.infer<typeof SsoDomainResponse>;

export const SsoStartQuery = z.object({ email: Email });
export type SsoStartQuery = z.input<typeof SsoStartQuery>;
export const SsoStartResponse = z.object({ authorization_url: z.string() });
export type SsoStartResponse = z.infer<typeof SsoStartResponse>;

/** The IdP's POST to the assertion consumer service (form fields as the binding names them). */
export const SamlAcsRequest = z.object({
  SAMLResponse: text(SSO_LIMITS.samlResponse, { tooLong: 'The SAML response is too large' }).min(
    1,
    'The SAML response is missing',
  ),
  RelayState: text(200, { tooLong: 'The relay state is not valid' }).optional(),
});
export type SamlAcsRequest = z.input<typeof SamlAcsRequest>;

export const OidcCallbackQuery = z.object({
  code: text(2000, { tooLong: 'The sign-in answer is not valid' }).optional(),
  state: text(200, { tooLong: 'The sign-in answer is not valid' }).optional(),
  iss: text(500, { tooLong: 'The sign-in answer is not valid' }).optional(),
  error: text(200, { tooLong: 'The sign-in answer is not valid' }).optional(),
  error_description: text(1000, { tooLong: 'The sign-in answer is not valid' }).optional(),
});
export type OidcCallbackQuery = z.input<typeof OidcCallbackQuery>;

/** The console's call on /auth/callback/sso: the one-time code the API's redirect carried. */
export const SsoCompleteRequest = z.object({
  code: text(200, { tooLong: 'The sign-in answer is not valid' }).min(1, 'The code is missing'),
});
export type SsoCompleteRequest = z.input<typeof SsoCompleteRequest>;

/** `signed_in`: a known person; `created`: a person created at this first sign-in (just in time). */
export const SsoCompleteResponse = AuthResponse.extend({
  outcome: z.enum(['signed_in', 'created']),
  message: z.string(),
});
export type SsoCompleteResponse = z.infer<typeof SsoCompleteResponse>;
