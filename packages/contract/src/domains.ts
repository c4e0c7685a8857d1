/**
 * Domains (docs/product-rules.md#domains): the sites a business's games may be embedded on
 * ("allowed sites", origin patterns) and its own host names for the player pages ("custom
 * domains", verified by DNS). The pattern rules are plain functions, shared by the zod schemas,
 * the server's checks and the console's inline messages.
 */
import { z } from 'zod';
import { PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * The WHATWG URL parser of every runtime the contract runs in (browsers, Node): it does the IDN →
 * punycode step. Declared here because the contract compiles without DOM or Node types.
 */
declare const URL: new (input: string) => { hostname: string; protocol: string; origin: string };

export const DOMAIN_KINDS = ['allowed_site', 'custom_domain'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];
export const DOMAIN_STATUSES = ['active', 'pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** How many of each an account may hold: the CSP header lists every allowed site. */
export const DOMAIN_LIMITS = { allowed_site: 50, custom_domain: 10 } as const;
/** `https://` + the longest host name (253) + `:65535` + `/`: the longest valid site. */
export const ALLOWED_SITE_MAX_LENGTH = 268;
export const HOST_MAX_LENGTH = 253;
export const DOMAIN_NOTE_MAX_LENGTH = 200;

/** The TXT record a custom domain's owner creates: `_playdesk.{host}` = `playdesk-verify={token}`. */
export const TXT_RECORD_PREFIX = '_playdesk';
export const txtRecordName = (host: string) => `${TXT_RECORD_PREFIX}.${host}`;
export const txtRecordValue = (token: string) => `playdesk-verify=${token}`;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A host name to its ASCII (punycode) lower-case form, or null when it is not a host at all. */
function asciiHost(host: string): string | null {
  if (host === '' || /[\s/?#@\\:[\]%*]/.test(host)) return null;
  try {
    const hostname = new URL(`https://${host}/`).hostname;
    return hostname === '' ? null : hostname;
  } catch {
    return null;
  }
}

/** The problem with a DNS name (already ASCII), or null. */
function dnsNameProblem(host: string, what: string): string | null {
  if (host.length > HOST_MAX_LENGTH) return `${what} must be at most ${HOST_MAX_LENGTH} characters`;
  if (IPV4.test(host) || host.startsWith('['))
    return `${what} must be a name like shop.example.com, not an IP address`;
  const labels = host.split('.');
  if (labels.length < 2) return `${what} needs a dot, like example.com`;
  if (!labels.every((l) => LABEL.test(l)))
    return `${what} may hold only letters, digits, hyphens and dots (each part 1–63 characters, no hyphen at its ends)`;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return `${what} must end with a name, not a number`;
  return null;
}

/**
 * An allowed site: `https://shop.example.com`, `https://*.example.com` (any subdomain, as in
 * CSP), an optional port. `http:` only for localhost / 127.0.0.1 (development). No path, query,
 * user or bare `*`. The result is the normalised origin (lower case, punycode, no default port,
 * no trailing slash), safe to put as is into a CSP `frame-ancestors` list.
 */
export function parseAllowedSite(input: string): Parsed<string> {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'Enter a site, like https://shop.example.com' };
  if (value.length > ALLOWED_SITE_MAX_LENGTH)
    return { ok: false, reason: `A site must be at most ${ALLOWED_SITE_MAX_LENGTH} characters` };
  if (value === '*' || /^https?:\/\/\*\/?$/i.test(value))
    return { ok: false, reason: 'A bare * would allow every site: list your sites instead' };
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(value);
  if (!match)
    return {
      ok: false,
      reason: 'Start with https:// and give the site’s address, like https://shop.example.com',
    };
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const rest = match[3]!;
  if (rest !== '' && rest !== '/')
    return {
      ok: false,
      reason: 'Give the site only, without a path, ? or #: like https://shop.example.com',
    };
  if (authority.includes('@'))
    return { ok: false, reason: 'A site must not hold a user name or password' };
  if (scheme !== 'https' && scheme !== 'http')
    return { ok: false, reason: 'A site must start with https://' };
  const portMatch = /^(.*?)(?::(\d{1,5}))?$/.exec(authority)!;
  let host = portMatch[1]!;
  const port = portMatch[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
    return { ok: false, reason: 'The port must be between 1 and 65535' };
  let wildcard = false;
  if (host.startsWith('*.')) {
    wildcard = true;
    host = host.slice(2);
  }
  if (host.includes('*'))
    return {
      ok: false,
      reason: 'A * may only stand for the leftmost part, like https://*.example.com',
    };
  const ascii = host === '[::1]' ? host : asciiHost(host);
  if (!ascii) return { ok: false, reason: `"${host.slice(0, 60)}" is not a valid host name` };
  const loopback = LOOPBACK_HOSTS.has(ascii);
  if (scheme === 'http' && !loopback)
    return {
      ok: false,
      reason: 'A site must use https:// (http:// is accepted for localhost only)',
    };
  if (loopback) {
    if (wildcard) return { ok: false, reason: 'A * cannot stand before localhost' };
  } else {
    const problem = dnsNameProblem(ascii, 'A site');
    if (problem) return { ok: false, reason: problem };
    if (wildcard && ascii.split('.').length < 2)
      return { ok: false, reason: 'A * needs a domain after it, like https://*.example.com' };
  }
  const defaultPort = scheme === 'https' ? '443' : '80';
  const portPart =
    port !== undefined && String(Number(port)) !== defaultPort ? `:${Number(port)}` : '';
  return { ok: true, value: `${scheme}://${wildcard ? '*.' : ''}${ascii}${portPart}` };
}

/** A custom domain: a host name like `play.example.com` (no scheme, path or wildcard). */
export function parseCustomDomain(input: string): Parsed<string> {
  let value = input.trim().toLowerCase();
  if (value === '') return { ok: false, reason: 'Enter a host name, like play.example.com' };
  if (value.length > HOST_MAX_LENGTH)
    return { ok: false, reason: `A host name must be at most ${HOST_MAX_LENGTH} characters` };
  if (value.includes('://') || /[/?#:@]/.test(value))
    return {
      ok: false,
      reason: 'Enter the host name only, without https:// or a path: like play.example.com',
    };
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.includes('*'))
    return { ok: false, reason: 'A custom domain is one host name: no * in it' };
  const ascii = asciiHost(value);
  if (!ascii) return { ok: false, reason: `"${value.slice(0, 60)}" is not a valid host name` };
  if (LOOPBACK_HOSTS.has(ascii) || ascii.endsWith('.localhost'))
    return { ok: false, reason: 'localhost cannot be a custom domain' };
  const problem = dnsNameProblem(ascii, 'A host name');
  return problem ? { ok: false, reason: problem } : { ok: true, value: ascii };
}

export function parseDomainValue(kind: DomainKind, input: string): Parsed<string> {
  return kind === 'allowed_site' ? parseAllowedSite(input) : parseCustomDomain(input);
}

/**
 * Whether an origin (`https://a.example.com`, as a browser writes it) is one an allowed-site
 * pattern covers: the same origin, or for `https://*.example.com` any subdomain of example.com at
 * any depth (not example.com itself), with the same scheme and port, as CSP matches it.
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === origin) return true;
  const star = /^(https?):\/\/\*\.([^:]+)(:\d+)?$/.exec(pattern);
  if (!star) return false;
  const o = /^(https?):\/\/([^:/]+)(:\d+)?$/.exec(origin);
  if (!o || o[1] !== star[1] || (o[3] ?? '') !== (star[3] ?? '')) return false;
  return o[2]!.endsWith(`.${star[2]}`);
}

/** A browser origin in its normal form (lower case, punycode, no default port), or null. */
export function normalizeOrigin(value: string): string | null {
  if (value.length > ALLOWED_SITE_MAX_LENGTH) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

const DomainValue = text(ALLOWED_SITE_MAX_LENGTH, {
  trim: true,
  tooLong: `Use at most ${ALLOWED_SITE_MAX_LENGTH} characters`,
});
const DomainNote = text(DOMAIN_NOTE_MAX_LENGTH, {
  trim: true,
  tooLong: `A note must be at most ${DOMAIN_NOTE_MAX_LENGTH} characters`,
});
const KindInput = z.enum(DOMAIN_KINDS, { error: 'Choose allowed_site or custom_domain' });

/** The value checked by the rules of its kind, with the reason as the `value` field's message. */
export const CreateDomainRequest = z
  .object({ kind: KindInput, value: DomainValue, note: DomainNote.default('') })
  .superRefine((input, ctx) => {
    const parsed = parseDomainValue(input.kind, input.value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.reason });
  })
  .transform((input) => {
    const parsed = parseDomainValue(input.kind, input.value);
    return { ...input, value: parsed.ok ? parsed.value : input.value };
  });
export type CreateDomainRequest = z.input<typeof CreateDomainRequest>;

/** A changed value is checked against the row's kind by the server (the kind never changes). */
export const UpdateDomainRequest = z.object({ value: DomainValue, note: DomainNote }).partial();
export type UpdateDomainRequest = z.infer<typeof UpdateDomainRequest>;

export const DnsRecords = z.object({
  cname: z.object({ name: z.string(), target: z.string() }),
  txt: z.object({ name: z.string(), value: z.string() }),
});
export type DnsRecords = z.infer<typeof DnsRecords>;

export const Domain = z.object({
  public_id: PublicId,
  kind: z.enum(DOMAIN_KINDS),
  /** The normalised origin pattern (allowed site) or host name (custom domain). */
  value: z.string(),
  note: z.string(),
  /** `active` for allowed sites; `pending`, `verified` or `failed` for custom domains. */
  status: z.enum(DOMAIN_STATUSES),
  /** Why the last verification failed, in words the business can act on. */
  status_reason: z.string().nullable(),
  /** The records to create at the DNS provider (custom domains only). */
  dns: DnsRecords.nullable(),
  checked_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Domain = z.infer<typeof Domain>;
export const DomainResponse = z.object({ domain: Domain });
export const DomainListQuery = PageQuery;
export const DomainListResponse = pageOf(Domain);
export type DomainListResponse = z.infer<typeof DomainListResponse>;

export const TlsCheckQuery = z.object({
  domain: text(HOST_MAX_LENGTH + 1, { trim: true }).min(1, 'Give the domain'),
});

/** Sent by an embedded player app on its API calls: the host page's origin it is framed by. */
export const EMBED_ORIGIN_HEADER = 'x-playdesk-embed-origin';

/** Whether a page may be shown by the page embedder, and whether it can be framed. */
export const PageEmbedQuery = z.object({
  url: text(2000, { trim: true }).min(1, 'Give the page address'),
  game: PublicId,
});
export const PageEmbedResponse = z.object({
  /** The page's address, normalised. */
  url: z.string(),
  /** False when the page refuses to be framed (X-Frame-Options or CSP frame-ancestors). */
  frameable: z.boolean(),
  /** Why it cannot be framed, when it cannot. */
  reason: z.string().nullable(),
});
export type PageEmbedResponse = z.infer<typeof PageEmbedResponse>;
