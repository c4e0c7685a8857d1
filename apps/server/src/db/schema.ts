/**
 * Database schema (PostgreSQL dialect; runs on PGlite and PostgreSQL). Internal ids are uuids;
 * everything a client sees uses `public_id`, a short random string, so ids never leak ordering.
 * Migrations are generated from the schema with `npm run db:generate` and applied at start.
 *
 * The tables live in `db/schema/`, one file per feature; this index re-exports them all, so the
 * code imports every table from here and drizzle-kit (apps/server/drizzle.config.ts) reads the
 * whole schema through this one file. The files import each other downwards only: accounts →
 * billing, games → players → play → locations → rewards → counter; the features' own tables build on those.
 */
export * from './schema/accounts.js';
export * from './schema/billing.js';
export * from './schema/jobs.js';
export * from './schema/games.js';
export * from './schema/templates.js';
export * from './schema/calendar.js';
export * from './schema/notification-bar.js';
export * from './schema/media.js';
export * from './schema/players.js';
export * from './schema/play.js';
export * from './schema/locations.js';
export * from './schema/rewards.js';
export * from './schema/counter.js';
export * from './schema/api-keys.js';
export * from './schema/team.js';
export * from './schema/integrations.js';
export * from './schema/domains.js';
export * from './schema/pwa.js';
export * from './schema/dashboard.js';
export * from './schema/insight.js';
export * from './schema/verification.js';
export * from './schema/risk.js';
export * from './schema/audit.js';
export * from './schema/two-factor.js';
export * from './schema/sso.js';
export * from './schema/loyalty.js';
export * from './schema/live.js';
