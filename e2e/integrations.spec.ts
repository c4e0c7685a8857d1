import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startFakeMailchimp } from '../apps/server/src/test/fake-mailchimp';
import { registerBusiness } from './support/business';
import { login, toast } from './support/console';
import { serverPort } from './support/server';

/**
 * Issue 16: the owner adds a webhook endpoint pointing at a small receiver (started here on
 * 127.0.0.1; the e2e server allows loopback receivers), copies the secret shown once, sends a
 * test event, sees it delivered in the log, and resends it — the receiver verifies each request
 * with the Standard Webhooks library.
 */
interface Received {
  headers: Record<string, string>;
  body: string;
}

test('the owner adds a webhook, sends a test event, sees it in the log and resends it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  try {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const owner = await registerBusiness(request, 'Hooks Café');
    await login(page, owner.email, owner.password);
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

    await page.getByTestId('webhook-add').click();
    const dialog = page.getByTestId('webhook-dialog');
    // A private address is refused by the server, beside the field.
    await dialog.getByTestId('webhook-url').fill('https://10.0.0.1/hooks');
    await dialog.getByTestId('webhook-save').click();
    await expect(dialog.getByText(/private or reserved/)).toBeVisible();
    await dialog.getByTestId('webhook-url').fill(url);
    await dialog.getByTestId('webhook-description').fill('Our CRM');
    await dialog.getByTestId('webhook-event-player.created').check();
    await page.screenshot({ path: '/tmp/shots-webhooks/integrations-add.png' });
    await dialog.getByTestId('webhook-save').click();

    const secretDialog = page.getByTestId('webhook-secret-dialog');
    await expect(secretDialog).toBeVisible();
    const secret = await secretDialog.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();

    const card = page.getByTestId('webhook-endpoint');
    await expect(card).toContainText(url);
    await expect(card).toContainText('player.created');
    await expect(card.getByTestId('delivery-log-empty')).toBeVisible();

    await card.getByTestId('webhook-test').click();
    await expect(toast(page)).toHaveText('Test event queued.');
    const row = card.getByTestId('delivery-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('webhook.test');
    await expect(row).toContainText('Delivered', { timeout: 20_000 });
    await expect(row.getByTestId('delivery-attempts')).toHaveText('1');
    expect(received).toHaveLength(1);
    const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
      type: string;
    };
    expect(payload.type).toBe('webhook.test');

    // The attempt: status, excerpt of the answer.
    await row.getByRole('button', { name: 'webhook.test' }).click();
    await expect(card.getByTestId('delivery-attempt-log')).toContainText('HTTP 200');
    await expect(card.getByTestId('delivery-attempt-log')).toContainText(
      'received by the e2e receiver',
    );
    await page.screenshot({ path: '/tmp/shots-webhooks/integrations-log.png', fullPage: true });

    await row.getByTestId('delivery-resend').click();
    await expect(toast(page)).toHaveText('Resend queued.');
    await expect(row.getByTestId('delivery-attempts')).toHaveText('2', { timeout: 20_000 });
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    new Webhook(secret).verify(received[1]!.body, received[1]!.headers);

    // Delete, after confirming.
    await card.getByTestId('webhook-delete').click();
    await page
      .getByTestId('webhook-delete-confirm')
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(toast(page)).toHaveText('Webhook endpoint deleted.');
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

/**
 * The Mailchimp card against a local fake of Mailchimp's API (the e2e server is pointed at it):
 * a wrong key is reported in words on "Test connection", the right one names the audience, and
 * the key is only ever shown masked.
 */
test('the Mailchimp card: a wrong key is reported, the right one connects', async ({
  page,
  request,
}) => {
  // Where this worker's server expects Mailchimp (scripts/e2e-server.mjs: its port + 7).
  const port = serverPort() + 7;
  const fake = await startFakeMailchimp(undefined, undefined, port);
  try {
    const owner = await registerBusiness(request, 'Chimp Café');
    await login(page, owner.email, owner.password);
    await page.goto('/integrations');
    const card = page.getByTestId('connector-mailchimp');
    await expect(card).toBeVisible();

    await card.getByTestId('mailchimp-key').fill('ffffffffffffffffffffffffffffffff-us21');
    await card.getByTestId('mailchimp-audience').fill(fake.audienceId);
    await card.getByTestId('mailchimp-save').click();
    await expect(toast(page)).toHaveText('Mailchimp settings saved.');
    await card.getByTestId('mailchimp-test').click();
    await expect(card.getByTestId('mailchimp-test-result')).toContainText(
      'refused the credentials',
    );

    await card.getByTestId('mailchimp-key').fill(fake.apiKey);
    await card.getByTestId('mailchimp-save').click();
    await expect(card.getByTestId('mailchimp-key')).toHaveAttribute('placeholder', /cdef-us21$/);
    await card.getByTestId('mailchimp-test').click();
    await expect(card.getByTestId('mailchimp-test-result')).toContainText('Connected to Mailchimp');
    expect(fake.calls.some((c) => c.path.startsWith('/us21/3.0/'))).toBe(true);
  } finally {
    await fake.close();
  }
});
