/**
 * The one address guard for every request to an address a business or a browser gave us (webhook
 * endpoints, push subscriptions' endpoints, custom domains' page check): such a request must not
 * reach our own network (docs/product-rules.md#outgoing-requests).
 *
 * - The URL is read by the WHATWG parser only, so every spelling of an address (decimal
 *   `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`, a trailing dot, full-width or
 *   IDN characters, IPv4-mapped IPv6 in either form) becomes the one the connection would use.
 * - An IP is public when ipaddr.js classes it `unicast` (IPv6: within 2000::/3, the global unicast
 *   space); everything else is refused: loopback, private, link-local (cloud metadata
 *   169.254.169.254), CGNAT, multicast, broadcast, "this network", documentation, benchmarking,
 *   unique-local, IPv4-mapped/-translated/-compatible, NAT64, 6to4, Teredo… An IPv4-mapped address
 *   is judged as the IPv4 address it carries.
 * - A host name is resolved (every address, a bounded time) and refused when any address is not
 *   public; local names (`localhost`, `*.local`, `*.internal`, single labels the resolver would
 *   complete with a search domain) are refused without asking DNS.
 * - `safeRequest` connects to exactly the address it checked (the socket's `lookup` answers it, the
 *   name is not resolved again), so a DNS answer that changes between check and connect
 *   (rebinding) cannot reach an internal service. TLS keeps the name for SNI and the certificate,
 *   the Host header is the URL's. Redirects are not followed; time and body read are bounded.
 *
 * `allowLoopback` lets tests and local development use receivers on 127.0.0.0/8 and ::1 —
 * loopback only, never the other ranges — and plain http:// to them only. One switch per purpose,
 * each refused in production: WEBHOOKS_ALLOW_PRIVATE (webhooks), ALLOW_PRIVATE_FETCH (page check);
 * push endpoints only in tests (features/pwa/runtime.ts).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name (the system's resolver by default; tests give their own). */
export type AddressResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: AddressResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface GuardOptions {
  /** Loopback receivers allowed (tests, local development). */
  allowLoopback: boolean;
  /** Resolves host names; the system's resolver when not given. */
  resolver?: AddressResolver | undefined;
  /**
   * Added to the refusal of a loopback address when `allowLoopback` is off: the setting that would
   * allow it (given outside production only), e.g. "set WEBHOOKS_ALLOW_PRIVATE=true …".
   */
  loopbackHint?: string | undefined;
  /**
   * Plain http:// to public addresses too (the page check: a business's site may be http); by
   * default plain http goes to a loopback receiver only (with `allowLoopback`).
   */
  allowPublicHttp?: boolean | undefined;
}

/** Why an address may not be used; `kind` is ipaddr.js's range name, or ours. */
export interface AddressClass {
  kind: 'public' | 'loopback' | 'refused';
  range: string;
}

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/** What this IP address is (`address` as the URL parser or a resolver writes it). */
export function classifyAddress(address: string): AddressClass {
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return { kind: 'refused', range: 'invalid' };
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'loopback') return { kind: 'loopback', range };
  if (range !== 'unicast') return { kind: 'refused', range };
  // ipaddr.js calls "unicast" whatever it has no name for, e.g. IPv4-compatible ::a.b.c.d
  // (deprecated) and unallocated space: only 2000::/3 is global unicast.
  if (ip.kind() === 'ipv6' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6, 3))
    return { kind: 'refused', range: 'not global unicast' };
  return { kind: 'public', range };
}

/** Whether we may connect to this IP address. */
export function isAllowedAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const { kind } = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && options.allowLoopback);
}

/** An address the guard refuses; `message` is in words for the business. */
export class UnsafeAddressError extends Error {
  readonly code = 'EUNSAFEADDRESS';
}

/** A host name that has no address (now). */
export class HostNotFoundError extends Error {
  readonly code = 'ENOTFOUND';
}

const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa'];

/** The host as the connection would use it: no IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** `localhost`, `*.localhost` (with or without the final dot): loopback by definition. */
function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A name that only means something inside a network (or that a search domain completes). */
function isLocalName(name: string): boolean {
  return !name.includes('.') || LOCAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`));
}

const PRIVATE_ADDRESS = 'This address is private or reserved; use a public address';
const PRIVATE_NAME = 'This host name points at a private or reserved address; use a public address';
const HTTPS_ONLY = 'The address must start with https://';
const NOT_A_URL = 'Enter a full https:// address';
const CREDENTIALS = 'The address may not contain a user name or password';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new HostNotFoundError(`${what}: no answer in time`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The address a request to `url` will connect to, after checking the URL's host (a literal
 * address, or every address its name resolves to). Rejects with UnsafeAddressError (refused, the
 * business's words), HostNotFoundError (no address), or the resolver's error.
 */
export async function resolveTarget(
  url: URL,
  options: GuardOptions & { timeoutMs: number },
): Promise<ResolvedAddress> {
  const hint = options.loopbackHint && !options.allowLoopback ? ` — ${options.loopbackHint}` : '';
  const plainHttp = url.protocol === 'http:';
  const httpOk = options.allowLoopback || options.allowPublicHttp === true;
  if (url.protocol !== 'https:' && !(plainHttp && httpOk))
    throw new UnsafeAddressError(HTTPS_ONLY + (plainHttp && isLoopbackUrl(url) ? hint : ''));
  if (url.username || url.password) throw new UnsafeAddressError(CREDENTIALS);
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } else {
    const name = host.replace(/\.+$/, '');
    if (isLoopbackName(name) && !options.allowLoopback)
      throw new UnsafeAddressError(PRIVATE_ADDRESS + hint);
    if (isLocalName(name) && !isLoopbackName(name))
      throw new UnsafeAddressError(`${PRIVATE_NAME} (${host} is a local name)`);
    addresses = await withTimeout(
      (options.resolver ?? systemResolver)(host),
      options.timeoutMs,
      host,
    );
    if (addresses.length === 0) throw new HostNotFoundError(`${host} has no address`);
  }
  const classes = addresses.map((a) => classifyAddress(a.address));
  const allLoopback = classes.every((c) => c.kind === 'loopback');
  if (!addresses.every((a) => isAllowedAddress(a.address, options))) {
    const message = isIP(host) ? PRIVATE_ADDRESS : PRIVATE_NAME;
    throw new UnsafeAddressError(message + (allLoopback ? hint : ''));
  }
  // Plain http only to a loopback receiver: never over the network.
  if (plainHttp && !allLoopback && !options.allowPublicHttp)
    throw new UnsafeAddressError(HTTPS_ONLY);
  return addresses[0]!;
}

/** Whether the URL names this computer (a loopback literal or a localhost name); no DNS. */
function isLoopbackUrl(url: URL): boolean {
  const host = hostOf(url);
  if (isIP(host)) return classifyAddress(host).kind === 'loopback';
  return isLoopbackName(host.replace(/\.+$/, ''));
}

/** Why `checkUrl` refused an address, as a word a client can show its own text for. */
export type UrlProblemReason = 'not_url' | 'https' | 'credentials' | 'private' | 'not_found';

/** The reason behind one of `checkUrl`'s problems (its words, a hint after them or not). */
export function urlProblemReason(problem: string): UrlProblemReason {
  if (problem.startsWith(HTTPS_ONLY)) return 'https';
  if (problem.startsWith(PRIVATE_ADDRESS) || problem.startsWith(PRIVATE_NAME)) return 'private';
  if (problem.startsWith(CREDENTIALS)) return 'credentials';
  if (problem.startsWith(NOT_A_URL) || problem.startsWith('The address is not a URL'))
    return 'not_url';
  return 'not_found';
}

/**
 * The problem with `raw` as an outgoing address, in words for the business; null when it is fine.
 * Resolves the host name (at most `timeoutMs`). `unresolvable: 'accept'` lets a name that has no
 * address now through (push endpoints: the browser's push service; each delivery checks again).
 */
export async function checkUrl(
  raw: string,
  options: GuardOptions & { timeoutMs?: number; unresolvable?: 'refuse' | 'accept' },
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return NOT_A_URL;
  }
  try {
    await resolveTarget(url, { ...options, timeoutMs: options.timeoutMs ?? 5000 });
    return null;
  } catch (err) {
    if (err instanceof UnsafeAddressError) return err.message;
    if (options.unresolvable === 'accept') return null;
    return `The host name ${hostOf(url)} could not be found`;
  }
}

/** A socket `lookup` that answers the checked address, whatever the name: the connection is pinned. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The first `maxBodyBytes` of the body, as text. */
  body: string;
}

export interface SafeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string | number>;
  body?: string | Buffer | undefined;
}

/**
 * One request through the address guard: no redirects followed, at most `timeoutMs` for the whole
 * exchange (the name's resolution included), at most `maxBodyBytes` of the answer read (0: none).
 * Rejects on a refused address (UnsafeAddressError), a name without address, a timeout or a network
 * error. `agent` (https only) may keep connections alive or trust a test certificate: every new
 * connection still goes through this guard's pinned lookup.
 */
export async function safeRequest(
  raw: string,
  request: SafeRequest,
  options: GuardOptions & { timeoutMs: number; maxBodyBytes: number; agent?: https.Agent },
): Promise<SafeResponse> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeAddressError('The address is not a URL');
  }
  const deadline = Date.now() + options.timeoutMs;
  const target = await resolveTarget(url, options);
  const client = url.protocol === 'https:' ? https : http;
  const remaining = Math.max(1, deadline - Date.now());
  return new Promise((resolve, reject) => {
    let settled = false;
    // `whole`: the answer was read to its end, so a kept-alive socket may serve another request.
    const finish = (err: Error | null, value?: SafeResponse, whole = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!whole) req.destroy();
      if (err) reject(err);
      else resolve(value!);
    };
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(target),
        agent: url.protocol === 'https:' && options.agent ? options.agent : false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (whole: boolean) =>
          finish(
            null,
            {
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).subarray(0, options.maxBodyBytes).toString('utf8'),
            },
            whole,
          );
        if (options.maxBodyBytes <= 0) return done(false);
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= options.maxBodyBytes) done(false);
        });
        res.on('end', () => done(true));
        res.on('error', (err) => finish(err));
      },
    );
    const timer = setTimeout(
      () => finish(new Error(`no answer within ${Math.round(options.timeoutMs / 100) / 10} s`)),
      remaining,
    );
    req.on('error', (err) => finish(err));
    req.end(request.body);
  });
}
