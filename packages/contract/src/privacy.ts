/**
 * A business's privacy settings (docs/product-rules.md#player-data): how long personal data of an
 * inactive player is kept, which email addresses the form refuses, and the erasure log.
 */
import { z } from 'zod';
import { capList, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/** Retention in days: default 24 months, from one week to five years. */
export const RETENTION_DAYS = { default: 730, min: 7, max: 1826 } as const;
export const MAX_BLOCKED_DOMAINS = 200;

const RetentionDays = z
  .number()
  .int()
  .min(RETENTION_DAYS.min, 'Keep data at least one week')
  .max(RETENTION_DAYS.max, 'Keep data at most five years');
const BlockedDomain = text(253, { trim: true, tooLong: 'A domain has at most 253 characters' })
  .toLowerCase()
  .regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'Use a domain like example.com');

export const UpdatePrivacyRequest = z
  .object({
    retention_days: RetentionDays,
    /** Emails at these domains cannot fill a form (e.g. disposable-address services). */
    blocked_email_domains: capList(
      MAX_BLOCKED_DOMAINS,
      `Block at most ${MAX_BLOCKED_DOMAINS} domains`,
      z.array(BlockedDomain).max(MAX_BLOCKED_DOMAINS),
    ),
    /** Refuse "plus" addresses (`name+1@example.com`), a common way to play again. */
    block_plus_addresses: z.boolean(),
  })
  .partial();
export type UpdatePrivacyRequest = z.input<typeof UpdatePrivacyRequest>;

export const PrivacySettings = z.object({
  retention_days: z.number().int(),
  blocked_email_domains: z.array(z.string()),
  block_plus_addresses: z.boolean(),
  /** When the retention job last ran and will next run (any instance), null before the first. */
  last_retention_run_at: z.string().nullable(),
  next_retention_run_at: z.string().nullable(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;
export const PrivacyResponse = z.object({ privacy: PrivacySettings });
export type PrivacyResponse = z.infer<typeof PrivacyResponse>;

export const ERASURE_SCOPES = ['one', 'bulk', 'self', 'retention'] as const;

/** One erasure: who, when, how many — never whose. */
export const ErasureLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  scope: z.enum(ERASURE_SCOPES),
  /** The console user's email; null for a player's own erasure and for the retention job. */
  by: z.string().nullable(),
  count: z.number().int(),
});
export type ErasureLogEntry = z.infer<typeof ErasureLogEntry>;
export const ErasureLogQuery = PageQuery;
export const ErasureLogResponse = pageOf(ErasureLogEntry);
export type ErasureLogResponse = z.infer<typeof ErasureLogResponse>;
