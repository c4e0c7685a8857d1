/**
 * What the per-request checks read (docs/product-rules.md#domains): an account's allowed sites
 * (the CSP frame-ancestors of /game-embedder and the player API's embed check), the account of a
 * game, and the business behind a verified custom domain. Every answer is kept in memory for a
 * short while; a change made through the API clears it on every instance through the cache bus.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, domains, games } from '../../db/schema.js';
import type { CacheBus } from '../../infra/cache-bus.js';
import { TtlCache } from '../../infra/ttl-cache.js';

/** The cache bus channel of domain changes; the key is the account's internal id. */
export const DOMAINS_CACHE = 'domains';

export interface CustomDomainOwner {
  accountId: string;
  accountPublicId: string;
}

export interface DomainDirectory {
  /** The account's allowed-site patterns; [] = embedding is not limited. */
  allowedSites(accountId: string): Promise<string[]>;
  /** The account (internal id) of a game, by the game's public id; null when there is none. */
  accountOfGame(gamePublicId: string): Promise<string | null>;
  /** The account (internal id) behind a public id; null when there is none. */
  accountByPublicId(accountPublicId: string): Promise<string | null>;
  /** The business serving a host name, when it is one of its verified custom domains. */
  customDomain(host: string): Promise<CustomDomainOwner | null>;
  /** Tells every instance that an account's domains changed. */
  changed(accountId: string): void;
}

const TTL_MS = 30_000;

export function createDomainDirectory(db: Database, bus: CacheBus): DomainDirectory {
  const sites = new TtlCache<string[]>(TTL_MS, 10_000);
  const hosts = new TtlCache<CustomDomainOwner | null>(TTL_MS, 10_000);
  // Games never change account and public ids are never reused: these only expire for memory.
  const gameAccounts = new TtlCache<string | null>(5 * 60_000, 20_000);
  const accountIds = new TtlCache<string | null>(5 * 60_000, 20_000);
  bus.on(DOMAINS_CACHE, (key) => {
    if (key === '*') sites.clear();
    else sites.delete(key);
    hosts.clear();
  });

  return {
    async allowedSites(accountId) {
      const cached = sites.get(accountId);
      if (cached) return cached;
      const rows = await db
        .select({ value: domains.value })
        .from(domains)
        .where(and(eq(domains.accountId, accountId), eq(domains.kind, 'allowed_site')))
        .orderBy(domains.value);
      const list = rows.map((r) => r.value);
      sites.set(accountId, list);
      return list;
    },
    async accountOfGame(gamePublicId) {
      const cached = gameAccounts.get(gamePublicId);
      if (cached !== undefined) return cached;
      const [row] = await db
        .select({ accountId: games.accountId })
        .from(games)
        .where(eq(games.publicId, gamePublicId));
      const accountId = row?.accountId ?? null;
      gameAccounts.set(gamePublicId, accountId);
      return accountId;
    },
    async accountByPublicId(accountPublicId) {
      const cached = accountIds.get(accountPublicId);
      if (cached !== undefined) return cached;
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.publicId, accountPublicId));
      const id = row?.id ?? null;
      accountIds.set(accountPublicId, id);
      return id;
    },
    async customDomain(host) {
      const key = host.toLowerCase();
      const cached = hosts.get(key);
      if (cached !== undefined) return cached;
      const [row] = await db
        .select({ accountId: domains.accountId, accountPublicId: accounts.publicId })
        .from(domains)
        .innerJoin(accounts, eq(accounts.id, domains.accountId))
        .where(
          and(
            eq(domains.kind, 'custom_domain'),
            eq(domains.value, key),
            eq(domains.status, 'verified'),
          ),
        );
      const owner = row ?? null;
      hosts.set(key, owner);
      return owner;
    },
    changed(accountId) {
      bus.invalidate(DOMAINS_CACHE, accountId);
    },
  };
}
