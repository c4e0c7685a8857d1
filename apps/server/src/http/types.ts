import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { CacheBus } from '../infra/cache-bus.js';
import type { AddressResolver } from '../infra/safe-fetch.js';

/** Fastify with zod schemas as the type provider: handlers see parsed, typed input. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature's routes may use. */
export interface RouteDeps {
  db: Database;
  config: Config;
  redis: Redis | null;
  /** Announces changes to cached data to every instance. */
  cacheBus: CacheBus;
  /**
   * Resolves the host names of outgoing requests' addresses for the address guard
   * (infra/safe-fetch.ts); the system's resolver when not given (tests give their own).
   */
  addressResolver?: AddressResolver | undefined;
}
