/**
 * The counter API as the scanner calls it (docs/rewards.md#redemption-in-store), with the
 * credential of whoever is at the counter: a paired device's `Bearer pdc_…` token, or a team
 * mate's session token and the account it acts in (`X-ACCOUNT`, as the console sends it). Types
 * only from the contract (no zod in the scanner's bundle).
 */
import type {
  AuthResponse,
  CounterRedeemRequest,
  CounterReward,
  CounterRewardResponse,
  CounterState,
  DeviceState,
  Location as CounterLocation,
  LocationListResponse,
  LoginRequest,
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

/**
 * Who calls: a device's token (a string), or a team mate's session token and the account
 * (public id) it acts in.
 */
export type Credential = string | { token: string; account: string };

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  credential: Credential | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (typeof credential === 'string') headers.authorization = `Bearer ${credential}`;
  else if (credential) {
    headers.authorization = `Bearer ${credential.token}`;
    headers['x-account'] = credential.account;
  }
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

/** The most locations an account has (COUNTER_LIMITS.locationsPerAccount), at 100 a page. */
const LOCATION_PAGES = 2;

export const counterApi = {
  pair: (code: string) => call<PairedDeviceResponse>('POST', 'redeem/pair', null, { code }),
  unlock: (token: string, pin: string) => call<unknown>('POST', 'redeem/unlock', token, { pin }),
  lock: (token: string) => call<unknown>('POST', 'redeem/lock', token, {}),
  device: (token: string) =>
    call<{ state: DeviceState }>('GET', 'redeem/device', token).then((r) => r.state),
  /** A team mate signs in with the Playdesk login (the console's `POST login`). */
  login: (body: LoginRequest) => call<AuthResponse>('POST', 'login', null, body),
  /** Ends the team mate's session (the token is revoked on the server). */
  logout: (token: string) => call<unknown>('GET', 'logout', token),
  /** What a team mate's scanner keeps to work offline (keys, reward names). */
  state: (who: Credential) =>
    call<{ state: CounterState }>('GET', 'redeem/state', who).then((r) => r.state),
  /** Every location the caller may redeem at, by name. */
  locations: async (who: Credential): Promise<CounterLocation[]> => {
    const all: CounterLocation[] = [];
    for (let page = 1; page <= LOCATION_PAGES; page++) {
      const got = await call<LocationListResponse>(
        'GET',
        `redeem/locations?page=${page}&page_size=100`,
        who,
      );
      all.push(...got.data);
      if (all.length >= got.meta.total || got.data.length === 0) break;
    }
    return all.sort((a, b) => a.name.localeCompare(b.name));
  },
  check: (who: Credential, what: RedeemCheckRequest) =>
    call<CounterRewardResponse>('POST', 'redeem/check', who, what).then((r) => r.reward),
  redeem: (who: Credential, what: CounterRedeemRequest) =>
    call<CounterRewardResponse>('POST', 'redeem', who, what).then((r) => r.reward),
  batch: (who: Credential, body: RedeemBatchRequest) =>
    call<RedeemBatchResponse>('POST', 'redeem/batch', who, body),
};
