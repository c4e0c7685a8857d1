/**
 * Plans, subscriptions, the payment provider's events and invoices, the test checkout, and the
 * monthly gameplay usage with its alert emails (features/billing, features/plans, features/usage).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_STATUSES } from '@playdesk/contract';
import { createdAt, id } from './columns.js';
import { accounts, users } from './accounts.js';

export const plans = pgTable('plans', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  monthlyTotalImpressions: integer('monthly_total_impressions').notNull(),
  subAccounts: integer('sub_accounts').notNull(),
  crm: boolean('crm').notNull().default(false),
  /** Single sign-on by SAML or OpenID Connect (docs/single-sign-on.md). */
  sso: boolean('sso').notNull().default(false),
  /** Team mates the business may have on this plan (docs/product-rules.md#subscription-and-payment). */
  teamMates: integer('team_mates').notNull().default(1),
  /**
   * SMS verification codes the business's players may be sent per calendar month
   * (docs/fair-play.md#verified-email-and-phone): each costs us money at the SMS provider.
   */
  smsPerMonth: integer('sms_per_month').notNull().default(0),
  /** How many days the business's audit log keeps its entries (docs/audit-log.md#retention). */
  auditRetentionDays: integer('audit_retention_days').notNull().default(90),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'test'] as const;

/**
 * One subscription per top-level (billing) account: the one place for its plan and status
 * (docs/product-rules.md#subscription-and-payment). Only the billing event path
 * (features/billing/events.ts) changes a paying business's plan or status.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Who takes the money; null until the business first pays. */
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan that takes over at `current_period_end` (the free plan after a cancellation). */
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Time of the newest provider subscription event applied: older ones are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_customer_idx').on(t.provider, t.providerCustomerId),
    index('subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`provider = 'test' and provider_subscription_id is not null`),
  ],
);

/** Provider events, stored by id: each is applied once, in the transaction that records it. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const INVOICE_STATUS_VALUES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** The business's invoices as the provider reported them (the Subscription page's list). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDER_NAMES }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUS_VALUES }).notNull(),
    url: text('url'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_provider_invoice_idx').on(t.provider, t.providerInvoiceId),
    index('invoices_account_created_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

export const TEST_CHECKOUT_MODES = ['subscribe', 'card'] as const;
export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/** The test provider's checkout sessions (PAYMENTS=test): our own TEST MODE payment page. */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    mode: text('mode', { enum: TEST_CHECKOUT_MODES }).notNull(),
    status: text('status', { enum: TEST_CHECKOUT_STATUSES }).notNull().default('open'),
    /** Console paths the page sends the person to afterwards. */
    successPath: text('success_path').notNull(),
    cancelPath: text('cancel_path').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_checkout_sessions_account_idx').on(t.accountId)],
);

/** Usage emails sent (80 % and 100 % of the month's gameplays): the key makes each go once. */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period, t.threshold] })],
);

/** Gameplays (and verification SMS) counted per billing account and calendar month (UTC, 'YYYY-MM'). */
export const usage = pgTable(
  'usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    gameplays: integer('gameplays').notNull().default(0),
    /**
     * Verification SMS sent for the business's players this month, capped by the plan's
     * `sms_per_month` (features/fair-play/verification/service.ts).
     */
    sms: integer('sms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.period] }),
    check('usage_non_negative', sql`${t.gameplays} >= 0`),
  ],
);
