/**
 * SAML 2.0 for single sign-on (docs/single-sign-on.md, ADR 017): the identity provider's metadata
 * read into settings, the AuthnRequest sent to it, and its Response checked by @node-saml/node-saml
 * (signature of the assertion required, audience, issuer, clock skew, NotBefore/NotOnOrAfter),
 * then here the recipient, the destination and the request it answers.
 *
 * Every XML input is bounded before it is parsed (SSO_LIMITS); @xmldom/xmldom resolves no
 * external entity and fetches nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { SSO_LIMITS } from '@playdesk/contract';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The clock difference tolerated between the identity provider and us. */
export const CLOCK_SKEW_MS = 2 * 60_000;

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** Base64 DER bodies of the signing certificates. */
  certificates: string[];
}

/** A refusal of what the identity provider sent, with the reason the audit log and the error keep. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason:
      | 'malformed'
      | 'unsigned'
      | 'signature'
      | 'audience'
      | 'expired'
      | 'recipient'
      | 'issuer'
      | 'replayed'
      | 'status',
    message: string,
  ) {
    super(message);
  }
}

function parseXml(xml: string): Document | null {
  let failed = false;
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: () => {
        failed = true;
      },
      fatalError: () => {
        failed = true;
      },
    },
  }).parseFromString(xml, 'text/xml');
  return failed || !doc?.documentElement ? null : (doc as unknown as Document);
}

const elements = (node: Document | Element, ns: string, name: string): Element[] =>
  Array.from(node.getElementsByTagNameNS(ns, name));

/** The identity provider's entity id, sign-in address and signing certificates; a reason when not. */
export function readIdpMetadata(xml: string): IdpMetadata | string {
  if (xml.length > SSO_LIMITS.metadataXml)
    return `The metadata is longer than ${SSO_LIMITS.metadataXml} characters`;
  if (/<!DOCTYPE/i.test(xml)) return 'The metadata may not hold a DOCTYPE';
  const doc = parseXml(xml);
  if (!doc) return 'The metadata is not well-formed XML';
  const entity = elements(doc, MD, 'EntityDescriptor')[0];
  const idp = entity ? elements(entity, MD, 'IDPSSODescriptor')[0] : undefined;
  if (!entity || !idp) return 'The metadata has no identity provider (IDPSSODescriptor)';
  const entityId = entity.getAttribute('entityID') ?? '';
  if (!entityId) return 'The metadata has no entityID';
  const services = elements(idp, MD, 'SingleSignOnService');
  const service =
    services.find((s) => s.getAttribute('Binding') === REDIRECT) ??
    services.find((s) => (s.getAttribute('Location') ?? '') !== '');
  const ssoUrl = service?.getAttribute('Location') ?? '';
  if (!/^https?:\/\//i.test(ssoUrl))
    return 'The metadata has no sign-in address (SingleSignOnService)';
  const certificates = elements(idp, MD, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => elements(k, DS, 'X509Certificate'))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter((c) => /^[A-Za-z0-9+/=]{100,20000}$/.test(c));
  if (certificates.length === 0) return 'The metadata has no signing certificate';
  return {
    entityId: entityId.slice(0, 500),
    ssoUrl: ssoUrl.slice(0, 500),
    certificates: certificates.slice(0, 5),
  };
}

/** SHA-256 fingerprint of a certificate, as the identity providers' consoles show it. */
export const certificateFingerprint = (base64: string) =>
  (createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex').match(/../g) ?? [])
    .join(':')
    .toUpperCase();

const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;

export interface SamlParty {
  spEntityId: string;
  acsUrl: string;
  idp: IdpMetadata;
}

function samlOf(party: SamlParty, requestId?: string): SAML {
  return new SAML({
    idpCert: party.idp.certificates.map(pem),
    issuer: party.spEntityId,
    audience: party.spEntityId,
    callbackUrl: party.acsUrl,
    entryPoint: party.idp.ssoUrl,
    idpIssuer: party.idp.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Checked here against the flow taken from the database (one use, any instance).
    validateInResponseTo: ValidateInResponseTo.never,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** A new AuthnRequest's id (an XML ID: starts with a letter or underscore). */
export const newRequestId = () => `_${randomBytes(20).toString('hex')}`;

/** The identity provider's address carrying the AuthnRequest (HTTP-Redirect binding). */
export function authorizeUrl(party: SamlParty, requestId: string): Promise<string> {
  return samlOf(party, requestId).getAuthorizeUrlAsync('', undefined, {});
}

export function serviceProviderMetadata(party: Omit<SamlParty, 'idp'>): string {
  return new SAML({
    idpCert: 'unused',
    issuer: party.spEntityId,
    callbackUrl: party.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  }).generateServiceProviderMetadata(null);
}

/** What the Response says before any check: only to find the flow and a replay. */
export function peekResponse(base64: string): { inResponseTo: string; assertionId: string | null } {
  const xml = Buffer.from(base64, 'base64').toString('utf8');
  if (xml.length > SSO_LIMITS.samlResponse || /<!DOCTYPE/i.test(xml))
    throw new SamlRefusal('malformed', 'The SAML response is not valid');
  const doc = parseXml(xml);
  const response = doc ? elements(doc, PROTOCOL, 'Response')[0] : undefined;
  if (!response) throw new SamlRefusal('malformed', 'The SAML response is not valid');
  const assertion = elements(response, ASSERTION, 'Assertion')[0];
  return {
    inResponseTo: response.getAttribute('InResponseTo') ?? '',
    assertionId: assertion?.getAttribute('ID') || null,
  };
}

export interface SamlIdentity {
  email: string;
  name: string | null;
  assertionId: string;
  /** Until when the assertion could be accepted: its id is kept that long. */
  notOnOrAfter: Date;
}

function refusalOf(err: unknown): SamlRefusal {
  const message = err instanceof Error ? err.message : String(err);
  if (/signature/i.test(message))
    return /no signature|not signed|missing/i.test(message)
      ? new SamlRefusal('unsigned', 'The SAML assertion is not signed')
      : new SamlRefusal('signature', 'The SAML signature is not valid');
  if (/audience/i.test(message))
    return new SamlRefusal('audience', 'The SAML assertion is for another service');
  if (/expired|NotBefore|NotOnOrAfter|too old/i.test(message))
    return new SamlRefusal('expired', 'The SAML assertion has expired or is not valid yet');
  if (/issuer/i.test(message))
    return new SamlRefusal('issuer', 'The SAML assertion comes from another identity provider');
  if (/status/i.test(message))
    return new SamlRefusal('status', 'The identity provider did not sign you in');
  return new SamlRefusal('malformed', 'The SAML response is not valid');
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'name',
  'displayName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];

function attribute(profile: Profile, keys: string[]): string | null {
  for (const key of keys) {
    const value = profile[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.length > 0 && first.length <= 254) return first;
  }
  return null;
}

/**
 * Checks a posted SAMLResponse answering `requestId`; the identity it asserts, or a SamlRefusal.
 */
export async function checkResponse(
  party: SamlParty,
  base64: string,
  requestId: string,
): Promise<SamlIdentity> {
  // An assertion without its own signature is refused whatever else is signed around it.
  const raw = parseXml(Buffer.from(base64, 'base64').toString('utf8'));
  const rawAssertions = raw ? elements(raw, ASSERTION, 'Assertion') : [];
  if (rawAssertions.length !== 1)
    throw new SamlRefusal('malformed', 'The SAML response must hold exactly one assertion');
  const signed = Array.from(rawAssertions[0]!.childNodes).some(
    (n) => (n as Element).localName === 'Signature' && (n as Element).namespaceURI === DS,
  );
  if (!signed) throw new SamlRefusal('unsigned', 'The SAML assertion is not signed');
  let profile: Profile | null;
  try {
    ({ profile } = await samlOf(party).validatePostResponseAsync({ SAMLResponse: base64 }));
  } catch (err) {
    throw refusalOf(err);
  }
  const xml = profile?.getAssertionXml?.();
  const assertionDoc = xml ? parseXml(xml) : null;
  if (!profile || !assertionDoc)
    throw new SamlRefusal('malformed', 'The SAML response is not valid');
  // Read from the assertion whose signature was checked, never from the envelope around it.
  const assertion = elements(assertionDoc, ASSERTION, 'Assertion')[0];
  const confirmation = elements(assertionDoc, ASSERTION, 'SubjectConfirmationData')[0];
  const assertionId = assertion?.getAttribute('ID') ?? '';
  if (!assertion || !confirmation || !assertionId)
    throw new SamlRefusal('malformed', 'The SAML assertion has no subject confirmation');
  if (confirmation.getAttribute('Recipient') !== party.acsUrl)
    throw new SamlRefusal('recipient', 'The SAML assertion was sent to another address');
  if (confirmation.getAttribute('InResponseTo') !== requestId)
    throw new SamlRefusal('malformed', 'The SAML assertion does not answer this sign-in');
  const responseXml = profile.getSamlResponseXml?.();
  const response = responseXml ? elements(parseXml(responseXml)!, PROTOCOL, 'Response')[0] : null;
  const destination = response?.getAttribute('Destination');
  if (destination && destination !== party.acsUrl)
    throw new SamlRefusal('recipient', 'The SAML response was sent to another address');
  const limit = Date.parse(confirmation.getAttribute('NotOnOrAfter') ?? '');
  if (!Number.isFinite(limit))
    throw new SamlRefusal('expired', 'The SAML assertion has no expiry (NotOnOrAfter)');
  const email = attribute(profile, EMAIL_ATTRIBUTES) ?? profile.email ?? profile.nameID;
  if (typeof email !== 'string' || !/^[^@\s]{1,64}@[^@\s]{1,253}$/.test(email))
    throw new SamlRefusal('malformed', 'The SAML assertion carries no email address');
  return {
    email: email.toLowerCase(),
    name: attribute(profile, NAME_ATTRIBUTES),
    assertionId: assertionId.slice(0, 200),
    notOnOrAfter: new Date(limit + CLOCK_SKEW_MS),
  };
}
