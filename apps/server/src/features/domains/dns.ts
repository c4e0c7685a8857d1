/**
 * The DNS lookups custom-domain verification needs, behind a small interface: production asks
 * the system's resolvers or DNS_SERVERS with `node:dns/promises`; the tests point DNS_SERVERS at a
 * local fake DNS server (fake-dns.ts), so the real resolver code runs in them too.
 */
import { Resolver } from 'node:dns/promises';

export interface DnsResolver {
  /** The TXT records of `name`, each joined from its strings; [] when there are none. */
  txt(name: string): Promise<string[]>;
  /** The CNAME targets of `name` (lower case, no trailing dot); [] when there are none. */
  cname(name: string): Promise<string[]>;
}

/** A lookup that failed for another reason than "no such record". */
export class DnsLookupError extends Error {
  constructor(readonly code: string) {
    super(`DNS lookup failed (${code})`);
  }
}

const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

async function orEmpty<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD.has(code)) return [];
    throw new DnsLookupError(typeof code === 'string' ? code : 'unknown error');
  }
}

export function createDnsResolver(servers: string[]): DnsResolver {
  // Two tries of 2 s each: a verification answers within seconds, never hangs a request.
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  const host = (name: string) => name.toLowerCase().replace(/\.$/, '');
  return {
    txt: async (name) => (await orEmpty(() => resolver.resolveTxt(name))).map((r) => r.join('')),
    cname: async (name) => (await orEmpty(() => resolver.resolveCname(name))).map(host),
  };
}
