/** Second factors for API tests: an authenticator app turned on, codes that pass its replay check. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { RecoveryCodesResponse, TotpSetupResponse } from '@playdesk/contract';
import { userTotp, users } from '../db/schema.js';
import { totpCode } from '../features/auth/two-factor/totp.js';
import type { TestContext } from './harness.js';

/**
 * Today's code of `secret` for `email`'s app, with the app's last accepted step forgotten first:
 * a test may use a second code within one 30-second step, which the server otherwise refuses.
 */
export async function freshTotpCode(t: TestContext, email: string, secret: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db.update(userTotp).set({ lastUsedStep: null }).where(eq(userTotp.userId, user!.id));
  return totpCode(secret);
}

/** Turns on an authenticator app for the session's login: its secret and recovery codes. */
export async function addTotp(t: TestContext, token: string) {
  const setup = await t.api('POST', 'auth/totp/setup', { token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = TotpSetupResponse.parse(setup.json());
  const enable = await t.api('POST', 'auth/totp/enable', {
    token,
    body: { code: totpCode(secret) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: RecoveryCodesResponse.parse(enable.json()).recovery_codes };
}
