/**
 * Every job the server runs (infra/jobs.ts): main.ts starts workers for these, and the test
 * harness creates their queues. Add a definition with one line here; define it in its feature.
 */
import type { JobDefinition } from './infra/jobs.js';
import { webhookJobDefinition } from './features/integrations/delivery.js';
import { emailJobDefinition } from './outbox/outbox.js';
import { retentionJobDefinition } from './features/player-data/retention.js';
import { renewalJobDefinition } from './features/billing/renewal.js';
import { connectorSyncJobDefinition } from './features/integrations/connectors/sync.js';
import { pushJobDefinitions } from './features/pwa/delivery.js';
import { playExpiryJobDefinition } from './features/play/expiry.js';
import { analyticsRollupJobDefinition } from './features/insight/rollup.js';
import { walletUpdateJobDefinition } from './features/counter/wallet/jobs.js';
import { fairPlaySweepJobDefinition } from './features/fair-play/sweep.js';
import { auditRetentionJobDefinition } from './features/audit/retention.js';
import { loyaltyEarnJobDefinition } from './features/loyalty/earn.js';
import { loyaltyExpiryJobDefinition } from './features/loyalty/expiry.js';
import { loyaltyReminderJobDefinition } from './features/pwa/loyalty-reminders.js';

export const jobDefinitions: JobDefinition[] = [
  webhookJobDefinition,
  emailJobDefinition,
  retentionJobDefinition,
  renewalJobDefinition,
  connectorSyncJobDefinition,
  ...pushJobDefinitions,
  playExpiryJobDefinition,
  analyticsRollupJobDefinition,
  walletUpdateJobDefinition,
  fairPlaySweepJobDefinition,
  auditRetentionJobDefinition,
  loyaltyEarnJobDefinition,
  loyaltyExpiryJobDefinition,
  loyaltyReminderJobDefinition,
];
