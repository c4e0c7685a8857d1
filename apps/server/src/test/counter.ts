/**
 * Counter devices for tests (docs/rewards.md#redemption-in-store): a location of the signed-in
 * business with a staff PIN, a device paired to it through the API, and optionally unlocked.
 */
import { API_PATH } from '@playdesk/contract/urls';
import type { Session, TestContext } from './harness.js';

export interface PairedDevice {
  /** `Authorization: Bearer` of the device. */
  token: string;
  device: string;
  location: string;
}

let addresses = 0;
/** A fresh client address per pairing: the pairing route is limited per address. */
export const nextAddress = () => `10.35.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

export async function pairedDevice(
  t: TestContext,
  owner: Session,
  opts: { pin?: string; location?: string; unlock?: boolean } = {},
): Promise<PairedDevice> {
  const pin = opts.pin ?? '2468';
  let location = opts.location;
  if (!location) {
    const created = await t.api('POST', 'locations', {
      ...owner,
      body: { name: `Shop ${addresses}`, time_zone: 'Europe/Paris', pin },
    });
    if (created.statusCode !== 201) throw new Error(`location: ${created.body}`);
    location = created.json<{ location: { public_id: string } }>().location.public_id;
  }
  const made = await t.api('POST', `locations/${location}/devices`, {
    ...owner,
    body: { name: 'Till' },
  });
  if (made.statusCode !== 201) throw new Error(`device: ${made.body}`);
  const { pairing_code: code, device } = made.json<{
    pairing_code: string;
    device: { public_id: string };
  }>();
  const paired = await pairWithCode(t, code);
  if (paired.statusCode !== 200) throw new Error(`pair: ${paired.body}`);
  const token = paired.json<{ device_token: string }>().device_token;
  if (opts.unlock) {
    const unlocked = await t.api('POST', 'redeem/unlock', { token, body: { pin } });
    if (unlocked.statusCode !== 200) throw new Error(`unlock: ${unlocked.body}`);
  }
  return { token, device: device.public_id, location };
}

export function pairWithCode(t: TestContext, code: string, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PATH}/redeem/pair`,
    remoteAddress,
    payload: { code },
  });
}
