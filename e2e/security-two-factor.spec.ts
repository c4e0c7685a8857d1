import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerBusiness, type Session } from './support/business';
import { serverPort } from './support/server';

/**
 * Two-factor sign-in in real Chromium (docs/two-factor.md): an authenticator app set up on the
 * Security page and a sign-in with a code computed here (RFC 6238, as the phone would), and a
 * passkey added and used to sign in through the DevTools protocol's virtual authenticator. Each
 * test registers its own business, so the demo logins stay without a second factor.
 */

/** RFC 6238 code of a base32 `secret` at `now` (SHA-1, 6 digits, 30 s): the test's "phone". */
function totp(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s+/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

async function signInWithPassword(page: Page, owner: Session) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('sets up an authenticator app and signs in with its code', async ({ page, request }) => {
  const owner = await registerBusiness(request, 'Two-factor Café');
  await signInWithPassword(page, owner);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Signing in again: the password, then the code of the next time step (this one was used).
  await signOut(page);
  await signInWithPassword(page, owner);
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  await page.getByLabel('Code from the app').fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code is not valid. Check it and try again.')).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('adds a passkey and signs in with it alone (virtual authenticator)', async ({
  page,
  request,
}) => {
  const owner = await registerBusiness(request, 'Passkey Bakery');
  // Passkeys need a domain name as relying party: the console at localhost, not 127.0.0.1.
  const origin = `http://localhost:${serverPort()}`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${origin}/security`);
  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // The first factor: its recovery codes, once.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Test laptop')).toBeVisible();

  await signOut(page);
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-account')).toHaveText('Passkey Bakery');
});
