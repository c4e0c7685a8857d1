/**
 * The counter API as the scanner calls it (docs/rewards.md#redemption-in-store): the device's
 * `Bearer pdc_…` token on every call but pairing. Types only from the contract (no zod in the
 * scanner's bundle).
 */
import type {
  CounterRedeemRequest,
  CounterReward,
  CounterRewardResponse,
  DeviceState,
  PairedDeviceResponse,
  RedeemBatchRequest,
  RedeemBatchResponse,
  RedeemCheckRequest,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';

/** A failed call: its HTTP status (0: no network), the server's text and code, its body. */
export class CounterError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
    readonly params: Record<string, string | number> = {},
    /** The 409 of `POST redeem` carries the reward (where and when it was redeemed). */
    readonly reward: CounterReward | null = null,
  ) {
    super(message);
  }

  /** The network is down (or the server unreachable): the offline path applies. */
  get offline(): boolean {
    return this.status === 0;
  }
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  deviceToken: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (deviceToken) headers.authorization = `Bearer ${deviceToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_PATH}/${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new CounterError(0, 'No network');
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // A body that is not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const e = (data ?? {}) as {
      message?: unknown;
      code?: unknown;
      params?: unknown;
      reward?: unknown;
    };
    throw new CounterError(
      response.status,
      typeof e.message === 'string' ? e.message : `HTTP ${response.status}`,
      typeof e.code === 'string' ? e.code : undefined,
      typeof e.params === 'object' && e.params !== null
        ? (e.params as Record<string, string | number>)
        : {},
      typeof e.reward === 'object' && e.reward !== null ? (e.reward as CounterReward) : null,
    );
  }
  return data as T;
}

export const counterApi = {
  pair: (code: string) => call<PairedDeviceResponse>('POST', 'redeem/pair', null, { code }),
  unlock: (token: string, pin: string) => call<unknown>('POST', 'redeem/unlock', token, { pin }),
  lock: (token: string) => call<unknown>('POST', 'redeem/lock', token, {}),
  device: (token: string) =>
    call<{ state: DeviceState }>('GET', 'redeem/device', token).then((r) => r.state),
  check: (token: string, what: RedeemCheckRequest) =>
    call<CounterRewardResponse>('POST', 'redeem/check', token, what).then((r) => r.reward),
  redeem: (token: string, what: CounterRedeemRequest) =>
    call<CounterRewardResponse>('POST', 'redeem', token, what).then((r) => r.reward),
  batch: (token: string, body: RedeemBatchRequest) =>
    call<RedeemBatchResponse>('POST', 'redeem/batch', token, body),
};
