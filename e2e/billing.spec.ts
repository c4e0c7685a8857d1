import { expect, test, type Page } from '@playwright/test';
import { apiGet, signIn, type Session } from './support/business';
import { planStatus, registerPaid, registerPending, TEST_CARD } from './support/billing';
import { DEMO, login, shot, sidebar, toast } from './support/console';

/**
 * Subscription, upgrade and card payment with the built-in test provider (issue 14; no Stripe key).
 * Every test that pays or changes a plan does it in a business it registers itself, so the seeded
 * demo businesses stay as seeded and the tests run in any order, as often as wanted.
 */

const PHONE = { width: 375, height: 812 };

async function openCheckout(page: Page, business: Session): Promise<void> {
  await login(page, business.email, business.password);
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
  await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE');
}

test.describe('paying for a plan', () => {
  test('a new business pays with 4242 and lands on the Dashboard', async ({ page, request }) => {
    const business = await registerPending(request, 'Sunny Bakes');
    await login(page, business.email, business.password);
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByTestId('amount-due')).toHaveText('$19.00 per month');
    await expect(page.getByTestId('payment-summary')).toContainText('Up to 3 team mates');
    await expect(page.getByTestId('payment-summary')).toContainText(
      '100 SMS verifications a month',
    );
    await expect(sidebar(page)).toHaveCount(0);
    await shot(page, 'billing-payment');

    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
    await expect(page.getByTestId('test-mode-banner')).toContainText('No real card is charged');
    await expect(page.getByTestId('checkout-summary')).toContainText('Sunny Bakes');
    await expect(page.getByTestId('checkout-summary')).toContainText('Starter');
    await expect(page.getByTestId('checkout-amount')).toHaveText('$19.00');
    await shot(page, 'billing-checkout');

    await page.getByRole('button', { name: `Use test card ${TEST_CARD.pays}` }).click();
    await expect(page.getByLabel('Card number')).toHaveValue(TEST_CARD.pays);
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText('Your Starter plan is active.');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByTestId('usage-meter')).toContainText('/ 5,000');
    expect(await planStatus(request, business)).toBe('paid');
    await shot(page, 'billing-paid-dashboard');
  });

  test('a declined card stays on the checkout with the reason', async ({ page, request }) => {
    // The seeded pending@ owner: a declined card changes nothing, so it stays as seeded.
    const business = await signIn(request, DEMO.pending);
    await openCheckout(page, business);

    // A number that is not a card number is refused beside the field.
    await page.getByLabel('Card number').fill('4242424242424241');
    await page.getByLabel('Expiry (MM / YY)').fill('1230');
    await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();

    await page.getByRole('button', { name: `Use test card ${TEST_CARD.declined}` }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    const alert = page.getByTestId('checkout-declined');
    await expect(alert).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
    expect(await planStatus(request, business)).toBe('pending_payment');
    await shot(page, 'billing-declined', true);

    // The person may try again with another card.
    await page.getByRole('button', { name: `Use test card ${TEST_CARD.pays}` }).click();
    await expect(alert).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await shot(page, 'billing-checkout-phone', true);

    // Cancel goes back to Payment, where nothing changed.
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/payment\?checkout=cancelled$/);
    await expect(page.getByTestId('payment-note')).toContainText('The payment was cancelled');
    await shot(page, 'billing-payment-phone', true);
  });
});

test.describe('changing plan', () => {
  test('Starter → Pro changes the limits in the top bar at once', async ({ page, request }) => {
    const business = await registerPaid(request, 'Starter Bakery');
    await login(page, business.email, business.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('usage-meter')).toContainText('/ 5,000');

    await page.goto('/upgrade');
    await expect(page.getByTestId('plan-card-starter')).toContainText('Your plan');
    await expect(page.getByTestId('plan-card-pro')).toContainText('25,000');
    // Each plan's SMS allowance (GET plans' sms_per_month): none on Free.
    const sms = (plan: string) =>
      page.getByTestId(`plan-card-${plan}`).getByRole('listitem').filter({ hasText: 'SMS' });
    await expect(sms('pro')).toHaveText(/SMS verifications per month\s*500/);
    await expect(sms('starter')).toHaveText(/SMS verifications per month\s*100/);
    await expect(sms('free')).toHaveText(/SMS verifications per month\s*None/);
    await shot(page, 'billing-upgrade', true);
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    const dialog = page.getByTestId('plan-change-dialog');
    await expect(dialog).toContainText('charged the prorated difference');
    await shot(page, 'billing-upgrade-confirm');
    await dialog.getByRole('button', { name: 'Upgrade and pay now' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page)).toContainText('on the Pro plan now');
    await expect(page.getByTestId('usage-meter')).toContainText('/ 25,000');
    await expect(page.getByTestId('subscription-plan')).toHaveText('Pro');
    await expect(page.getByTestId('subscription-sms')).toContainText('0 / 500');
    await expect(page.getByTestId('invoice-row')).toHaveCount(2);
  });

  test('choosing Free with a child account is refused and names it', async ({ page, request }) => {
    await login(page, DEMO.owner);
    await page.goto('/upgrade');
    await expect(page.getByTestId('plan-card-pro')).toContainText('Your plan');
    await page.getByRole('button', { name: 'Choose Free' }).click();
    const dialog = page.getByTestId('plan-change-dialog');
    await expect(dialog).toContainText('You keep Pro until');
    await dialog.getByRole('button', { name: 'Move to Free at period end' }).click();

    const refused = page.getByTestId('plan-change-error');
    await expect(refused).toHaveAttribute('role', 'alert');
    await expect(refused).toContainText('Remove 1 account first');
    await shot(page, 'billing-downgrade-refused');
    // Nothing changed.
    const owner = await signIn(request, DEMO.owner);
    const subscription = await apiGet<{ plan: { key: string }; cancel_at_period_end: boolean }>(
      request,
      owner,
      'subscription',
    );
    expect(subscription.plan.key).toBe('pro');
    expect(subscription.cancel_at_period_end).toBe(false);
  });
});

test.describe('the subscription page', () => {
  test('cancel at period end, resume, change card, and the invoice', async ({ page, request }) => {
    const business = await registerPaid(request, 'Renewal Café');
    await login(page, business.email, business.password);
    await page.goto('/subscription');
    await expect(page.getByTestId('subscription-plan')).toHaveText('Starter');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByTestId('payment-method')).toContainText('•••• 4242');
    // The month's SMS verifications against the plan's allowance.
    await expect(page.getByTestId('subscription-sms')).toContainText('SMS verifications in');
    await expect(page.getByTestId('subscription-sms')).toContainText('0 / 100');
    await expect(
      page.getByRole('progressbar', { name: 'SMS verifications sent this month: 0 of 100' }),
    ).toBeVisible();
    const invoice = page.getByTestId('invoice-row');
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText('$19.00');
    await expect(invoice).toContainText('Paid');
    await expect(invoice.getByRole('link', { name: /^View invoice/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await shot(page, 'billing-subscription', true);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByTestId('cancel-dialog')
      .getByRole('button', { name: 'Cancel at period end' })
      .click();
    await expect(page.getByTestId('subscription-period')).toBeVisible();
    await expect(page.getByText('Ends on', { exact: true })).toBeVisible();
    await expect(page.getByTestId('subscription-scheduled')).toContainText('Then Free');
    await shot(page, 'billing-subscription-cancelled');

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByText('Renews on', { exact: true })).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

    // Change card: the provider's page in card mode, then back.
    await page.getByRole('button', { name: 'Change card' }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace your card');
    await page.getByRole('button', { name: `Use test card ${TEST_CARD.pays}` }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page)).toContainText('Your card has been updated.');

    await page.setViewportSize(PHONE);
    await shot(page, 'billing-subscription-phone', true);
    await page.goto('/upgrade');
    await expect(page.getByTestId('plan-card-starter')).toContainText('Your plan');
    await shot(page, 'billing-upgrade-phone', true);
  });
});
