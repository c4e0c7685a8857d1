/**
 * Requests to addresses a business typed in (webhook endpoints, custom domains' checks) must not
 * reach our own network: private, loopback, link-local (cloud metadata), multicast, unique-local,
 * CGNAT and reserved addresses are refused.
 *
 * - `checkUrl` at save time: a literal IP is checked, a host name is resolved and every address
 *   it has must be public.
 * - `safeRequest` at each request: the host name is resolved by our own `lookup`, which refuses a
 *   private answer, and the socket connects to exactly the address that was checked (the name
 *   is not resolved again), so a DNS answer that changes between check and connect (rebinding)
 *   cannot reach an internal service. TLS keeps the name for SNI and the certificate check, and
 *   the Host header is the URL's. Redirects are not followed; the time and the body read are
 *   bounded.
 *
 * `allowLoopback` (WEBHOOKS_ALLOW_PRIVATE, refused in production) lets tests and local
 * development use receivers on 127.0.0.1 / ::1 — loopback only, never the other ranges.
 */
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
// IPv4 (RFC 6890 special-purpose registry).
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
// IPv6.
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  // IPv4-mapped ::ffff:0:0/96 is checked as IPv4 (unmapped below): Node's BlockList matches
  // IPv4 addresses against such a rule, so listing it would block every IPv4 address.
  ['64:ff9b::', 96], // NAT64 (could wrap a private IPv4)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (wraps any IPv4)
  ['fc00::', 7], // unique local (includes AWS fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface SafeFetchOptions {
  /** Loopback receivers allowed (tests, local development). */
  allowLoopback: boolean;
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`, `::ffff:a00:1`) → `10.0.0.1`; others unchanged. */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether we may connect to this IP address. */
export function isAllowedAddress(address: string, options: SafeFetchOptions): boolean {
  const ip = unmapped(address);
  const family = isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (options.allowLoopback && loopback.check(ip, type)) return true;
  return !blocked.check(ip, type);
}

export class UnsafeAddressError extends Error {}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => {
      if (err) reject(err);
      else resolve(addresses.map((a) => a.address));
    });
  });
}

/**
 * The problem with `raw` as an outgoing address, in words for the business; null when it is fine.
 * Resolves the host name (at most `timeoutMs`).
 */
export async function checkUrl(
  raw: string,
  options: SafeFetchOptions & { timeoutMs?: number },
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full https:// address';
  }
  const host = hostOf(url);
  const isLoopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback))
    return 'The address must start with https://';
  if (url.username || url.password) return 'The address may not contain a user name or password';
  if (isIP(host)) {
    if (!isAllowedAddress(host, options))
      return 'This address is private or reserved; use a public address';
  } else {
    if (isLoopbackName && !options.allowLoopback)
      return 'This address is private or reserved; use a public address';
    let addresses: string[];
    try {
      addresses = await withTimeout(resolveAll(host), options.timeoutMs ?? 5000);
    } catch {
      return `The host name ${host} could not be found`;
    }
    if (addresses.length === 0) return `The host name ${host} could not be found`;
    if (addresses.some((a) => !isAllowedAddress(a, options)))
      return 'This host name points at a private or reserved address; use a public address';
  }
  if (url.protocol === 'http:') {
    // Plain http only to a loopback receiver (allowLoopback): never over the network.
    const local = isIP(host)
      ? loopbackAddress(host)
      : isLoopbackName || (await resolvesToLoopback(host));
    if (!local) return 'The address must start with https://';
  }
  return null;
}

function loopbackAddress(ip: string): boolean {
  const plain = unmapped(ip);
  return loopback.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
}

async function resolvesToLoopback(host: string): Promise<boolean> {
  try {
    const addresses = await resolveAll(host);
    return addresses.length > 0 && addresses.every(loopbackAddress);
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** A `lookup` for sockets that answers only allowed addresses (the one the socket then uses). */
export function guardedLookup(options: SafeFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const allowed = addresses.filter((a) => isAllowedAddress(a.address, options));
      if (allowed.length === 0 || allowed.length !== addresses.length) {
        const refused = new UnsafeAddressError(
          `${hostname} resolves to a private or reserved address`,
        ) as NodeJS.ErrnoException;
        refused.code = 'EUNSAFEADDRESS';
        return callback(refused, '', 0);
      }
      const family =
        lookupOptions.family === 6 || lookupOptions.family === 4 ? lookupOptions.family : 0;
      const candidates = family ? allowed.filter((a) => a.family === family) : allowed;
      const chosen = candidates[0] ?? allowed[0]!;
      if (lookupOptions.all) return (callback as unknown as AllCallback)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    });
  };
}
type AllCallback = (err: null, addresses: { address: string; family: number }[]) => void;

export interface SafeResponse {
  status: number;
  /** The first `maxBodyBytes` of the body, as text. */
  body: string;
}

/**
 * One request with the address guard: no redirects followed, at most `timeoutMs` for the whole
 * exchange, at most `maxBodyBytes` of the answer read. Rejects on an unsafe address, a timeout
 * or a network error.
 */
export function safeRequest(
  raw: string,
  request: { method: 'POST' | 'GET'; headers: Record<string, string>; body?: string },
  options: SafeFetchOptions & { timeoutMs: number; maxBodyBytes: number },
): Promise<SafeResponse> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      reject(new Error('invalid URL'));
      return;
    }
    const host = hostOf(url);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback)) {
      reject(new UnsafeAddressError('only https:// addresses are allowed'));
      return;
    }
    // A literal IP is connected to without any lookup: check it here.
    if (isIP(host) && !isAllowedAddress(host, options)) {
      reject(new UnsafeAddressError(`${host} is a private or reserved address`));
      return;
    }
    if (url.protocol === 'http:' && isIP(host) && !loopbackAddress(host)) {
      reject(new UnsafeAddressError('plain http:// is allowed only to a loopback receiver'));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const lookup = url.protocol === 'http:' ? loopbackLookup : guardedLookup(options);
    let settled = false;
    const finish = (err: Error | null, value?: SafeResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (err) reject(err);
      else resolve(value!);
    };
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish(null, {
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, options.maxBodyBytes).toString('utf8'),
          });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= options.maxBodyBytes) done();
        });
        res.on('end', done);
        res.on('error', (err) => finish(err));
      },
    );
    const timer = setTimeout(
      () => finish(new Error(`no answer within ${Math.round(options.timeoutMs / 100) / 10} s`)),
      options.timeoutMs,
    );
    req.on('error', (err) => finish(err));
    req.end(request.body);
  });
}

/** Plain http (allowLoopback only) goes to loopback: this lookup answers nothing else. */
const loopbackLookup: LookupFunction = (hostname, lookupOptions, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const chosen = addresses.find((a) => loopbackAddress(a.address));
    if (!chosen || addresses.some((a) => !loopbackAddress(a.address))) {
      const refused = new UnsafeAddressError(
        'plain http:// is allowed only to a loopback receiver',
      ) as NodeJS.ErrnoException;
      refused.code = 'EUNSAFEADDRESS';
      return callback(refused, '', 0);
    }
    if (lookupOptions.all) return (callback as unknown as AllCallback)(null, [chosen]);
    callback(null, chosen.address, chosen.family);
  });
};
