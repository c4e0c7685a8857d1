/**
 * Billing helpers (issue 14) for the built-in test provider: a business of the test's own on a
 * paid plan, paid for through the API, so no test changes the seeded demo businesses' plans.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API, apiSend, registerBusiness, type Session } from './business';

export const TEST_CARD = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The checkout session's id from the test provider's checkout URL (`/payment/checkout/{id}`). */
export function checkoutId(url: string): string {
  const match = /\/payment\/checkout\/([^/?#]+)/.exec(url);
  expect(match, `checkout url ${url}`).toBeTruthy();
  return match![1]!;
}

/** A new business on `plan`, waiting for its first payment (status `pending_payment`). */
export function registerPending(
  request: APIRequestContext,
  name: string,
  plan = 'starter',
): Promise<Session> {
  return registerBusiness(request, name, plan);
}

/** A new business on `plan`, paid with the 4242 test card through the API. */
export async function registerPaid(
  request: APIRequestContext,
  name: string,
  plan = 'starter',
): Promise<Session> {
  const business = await registerPending(request, name, plan);
  const { url } = await apiSend<{ url: string; outcome: string }>(
    request,
    business,
    'POST',
    'subscription/checkout',
    { plan },
    200,
  );
  const response = await request.post(`${API}/billing/test-checkout/${checkoutId(url)}`, {
    headers: business.headers,
    data: { card_number: TEST_CARD.pays, exp_month: 12, exp_year: 2040, cvc: '123', name: 'E2E' },
  });
  expect(response.status(), `test checkout: ${await response.text()}`).toBe(200);
  return business;
}

/** The account's plan status, as the API reports it now. */
export async function planStatus(request: APIRequestContext, business: Session): Promise<string> {
  const response = await request.get(`${API}/user-profile`, { headers: business.headers });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { account_plan: { status: string } } };
  return body.user.account_plan.status;
}
