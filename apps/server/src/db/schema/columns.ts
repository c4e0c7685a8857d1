/**
 * The columns every table shares: the uuid primary key and the creation time.
 */
import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What a visit or play is counted under (docs/insight.md#attribution): the same columns on plays,
 * events and rollups. Never a full URL, never an IP address.
 */
export const attributionColumns = () => ({
  source: text('source'),
  medium: text('medium'),
  campaign: text('campaign'),
  /** The referrer's host. */
  referrer: text('referrer'),
  /** The embedding page's host. */
  host: text('host'),
  placementId: uuid('placement_id'),
  device: text('device', { enum: ['phone', 'tablet', 'desktop'] }),
  /** The player had played this business's games before this visit. */
  returning: boolean('returning'),
  experimentId: uuid('experiment_id'),
  variant: text('variant'),
});
