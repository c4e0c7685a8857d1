/** The player app's calls for the game app (loaded only with the PWA pages and after-game card). */
import type { PwaStart } from '@playdesk/contract';
import { ApiError, errorCodeOf, NETWORK_ERROR } from '../lib/api.js';

const API = '/services/api/v1';

async function call<T>(path: string, init: RequestInit = {}, token?: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-player'] = token;
  const res = await fetch(`${API}/${path}`, { ...init, headers, credentials: 'omit' }).catch(
    (cause: unknown) => {
      throw new Error(NETWORK_ERROR, { cause });
    },
  );
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  // The code's text in the player's language, else the server's message, else the caller's own
  // words (messageOf).
  if (!res.ok) {
    const { code, params } = errorCodeOf(body);
    throw new ApiError(res.status, body?.message ?? '', [], code, params);
  }
  return body as T;
}

/** The browser's IANA time zone, when it names one. */
function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const pwaApi = {
  /** `lang`: the app's language (its name and invitation in it when the business wrote them). */
  start: (account: string | null, date: string, lang?: string) =>
    call<{ pwa: PwaStart }>(
      `play/pwa/start?${account ? `account=${encodeURIComponent(account)}&` : ''}date=${date}${
        lang ? `&lang=${encodeURIComponent(lang)}` : ''
      }`,
    ),
  pushKey: () => call<{ public_key: string }>('play/push/key'),
  /** `language`: the app's, the notifications come in it. */
  subscribe: (
    account: string,
    subscription: PushSubscriptionJSON,
    token: string,
    language?: string,
  ) =>
    call<{ message: string }>(
      'play/push/subscriptions',
      {
        method: 'POST',
        // The device's time zone: loyalty's reminders come at a local hour (docs/loyalty.md).
        body: JSON.stringify({
          account,
          subscription,
          new_game: true,
          language,
          time_zone: deviceTimeZone(),
        }),
      },
      token,
    ),
  unsubscribe: (account: string, endpoint: string, token: string) =>
    call<{ message: string }>(
      'play/push/subscriptions',
      { method: 'DELETE', body: JSON.stringify({ account, endpoint }) },
      token,
    ),
};
