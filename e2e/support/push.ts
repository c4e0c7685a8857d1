/**
 * Web push in browser tests: the e2e server runs the API tests' fake push service
 * (scripts/e2e-server.mjs; apps/server/src/test/fake-push.ts), which checks each message's VAPID
 * signature and decrypts it with the subscription's private key, which only the fake holds. A
 * spec asks it for a subscription (endpoint and keys, as a browser's PushManager gives them),
 * saves it for the player through the API, and reads the decrypted messages here.
 *
 * Headless Chromium's own push service is on the internet, which no test reaches: the
 * subscription is the fake's, the player and everything else the product's own.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { FakeSubscription, ReceivedPush } from '../../apps/server/src/test/fake-push';
import { serverPort } from './server';

export type { FakeSubscription, ReceivedPush };

function control(): string {
  const file = join(tmpdir(), `playdesk-e2e-push-${serverPort()}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url;
}

/** A subscription the fake push service can decrypt messages for. */
export async function fakeSubscription(): Promise<FakeSubscription> {
  const res = await fetch(`${control()}/subscription`, { method: 'POST' });
  return (await res.json()) as FakeSubscription;
}

async function received(): Promise<{
  received: ReceivedPush[];
  refused: { endpoint: string; reason: string }[];
}> {
  return (await (await fetch(`${control()}/received`)).json()) as {
    received: ReceivedPush[];
    refused: { endpoint: string; reason: string }[];
  };
}

/** The decrypted payloads sent to `endpoint` once one arrived; none refused (a bad signature…). */
export async function pushesTo(endpoint: string): Promise<Record<string, unknown>[]> {
  let found: ReceivedPush[] = [];
  await expect
    .poll(
      async () =>
        (found = (await received()).received.filter((r) => r.endpoint === endpoint)).length,
      {
        message: `a push to ${endpoint}`,
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  expect((await received()).refused.filter((r) => r.endpoint === endpoint)).toEqual([]);
  return found.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}
