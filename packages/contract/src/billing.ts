import { z } from 'zod';
import { AuthResponse, PlanStatus } from './auth.js';
import { Plan } from './plans.js';
import { PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

/**
 * Subscription, upgrade and card payment (issue 14; docs/product-rules.md#subscription-and-payment).
 * The account's plan and status live in the subscription row; these are its API shapes.
 */

/** Which payment provider takes the money: Stripe, or the built-in test provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** The card on file, as the provider reports it (never the number). */
export const PaymentMethod = z.object({
  brand: z.string().describe('visa, mastercard, amex, …'),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** `GET subscription`: everything the Subscription page shows. */
export const SubscriptionResponse = z.object({
  status: PlanStatus,
  plan: Plan,
  provider: PaymentProviderName,
  /** ISO time the paid period ends (renewal or cancellation date); null on the free plan. */
  current_period_end: z.string().nullable(),
  /** The subscription ends at `current_period_end` instead of renewing. */
  cancel_at_period_end: z.boolean(),
  /** A plan change that takes effect at `current_period_end` (a downgrade), if any. */
  scheduled_plan: Plan.nullable(),
  payment_method: PaymentMethod.nullable(),
  /**
   * This calendar month's (UTC) gameplays against the plan's limit, and the verification SMS sent
   * for the business's players against its `sms_per_month`.
   */
  usage: z.object({
    period: z.string().describe('YYYY-MM'),
    gameplays: z.number().int(),
    limit: z.number().int(),
    sms: z.number().int().describe('Verification SMS sent this month'),
    sms_limit: z.number().int().describe("The plan's `sms_per_month`"),
  }),
  /** Only the owner of the business may pay, change plan, cancel or resume. */
  can_manage: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const PlanKey = text(40, { trim: true }).min(1, 'Choose a plan');

/** `POST subscription/checkout`: pay for, or change to, a plan. */
export const CheckoutRequest = z.object({ plan: PlanKey });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/**
 * Where to go next. `checkout`: the provider's payment page (Stripe Checkout, or our own TEST MODE
 * page). `changed`: a business that already pays changed plan at once (the provider prorated the
 * difference), and `url` is the console's Subscription page. `scheduled`: a downgrade that takes
 * effect at the period's end.
 */
export const CheckoutResponse = z.object({
  url: z.string(),
  outcome: z.enum(['checkout', 'changed', 'scheduled']),
  message: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** `POST subscription/portal`: the provider's page to change the card. */
export const PortalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponse>;

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export const Invoice = z.object({
  public_id: PublicId,
  number: z.string().nullable(),
  created_at: z.string(),
  amount_cents: z.number().int().describe('Total in US cents'),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's page of the invoice (hosted invoice or PDF); null when it has none. */
  url: z.string().nullable(),
  description: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoiceListQuery = PageQuery;
export const InvoiceListResponse = pageOf(Invoice);
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

/** `POST subscription/cancel` and `subscription/resume` answer the refreshed subscription. */
export const SubscriptionChangeResponse = z.object({
  subscription: SubscriptionResponse,
  message: z.string(),
});
export type SubscriptionChangeResponse = z.infer<typeof SubscriptionChangeResponse>;

/** `POST billing/webhooks/{provider}`. */
export const WebhookParams = z.object({ provider: text(20) });
export const WebhookResponse = z.object({ received: z.boolean() });

// --- The test provider's own checkout page (only when PAYMENTS=test) ---------------------------

export const TEST_CARDS = {
  /** Pays. */
  success: '4242424242424242',
  /** Declined: "Your card was declined." */
  declined: '4000000000000002',
} as const;

/** `GET billing/test-checkout/{id}`: what the TEST MODE page shows. */
export const TestCheckoutSession = z.object({
  public_id: PublicId,
  /** `subscribe`: pay for a plan; `card`: replace the card on file. */
  mode: z.enum(['subscribe', 'card']),
  business_name: z.string(),
  plan: Plan,
  amount_cents: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
  /** Where the page sends the person after paying or giving up (console paths). */
  success_path: z.string(),
  cancel_path: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSession>;

/** `POST billing/test-checkout/{id}`: the card typed into the TEST MODE page. */
export const TestCheckoutPayRequest = z.object({
  card_number: text(23, { trim: true })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number')),
  exp_month: z.coerce.number().int().min(1, 'Enter the expiry month').max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: text(4).pipe(z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back')),
  name: text(100, { trim: true }).default(''),
});
export type TestCheckoutPayRequest = z.input<typeof TestCheckoutPayRequest>;

/**
 * The answer of a successful test payment: the refreshed sign-in payload (status `paid`), so the
 * console opens at once. A declined card is a 402 `{ message }` naming the reason.
 */
export const TestCheckoutPayResponse = AuthResponse.extend({
  redirect_path: z.string(),
  message: z.string(),
});
export type TestCheckoutPayResponse = z.infer<typeof TestCheckoutPayResponse>;
