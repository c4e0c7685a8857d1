/**
 * The player API client (public, under /services/api/v1/play/). Only TYPES come from the contract
 * package root (`import type`), so zod never reaches the player's initial bundle; the zod-free
 * `@playdesk/contract/urls` is the one runtime import.
 */
import type {
  AccountGamesResponse,
  ChallengeKind,
  ChallengeResponse,
  AccountRewardsResponse,
  ConfirmPlayerEmailResponse,
  LeaderboardResponse,
  LeadRequest,
  LeadResponse,
  LiveGameResponse,
  MessageResponse,
  PlayerDataResponse,
  PlayerProfile,
  PlaySession,
  PublicGame,
  PublicLeadForm,
  PublicLeadFormResponse,
  StartSessionRequest,
  StartSessionResponse,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { currentEmbeddingOrigin, EMBED_ORIGIN_HEADER } from './embed-origin.js';
import { englishT } from '../i18n/i18n.js';

export type {
  LeaderboardResponse,
  LiveGameResponse,
  PlayerDataResponse,
  PlayerProfile,
  PlaySession,
  PublicGame,
  PublicLeadForm,
};

export const NETWORK_ERROR = englishT('error.network');

/** The values an error code's text uses (`{ seconds: 30 }`, `{ date: '2026-12-01T09:00:00.000Z' }`). */
export type ApiErrorParams = Record<string, string | number>;

/**
 * A failed call: the HTTP status (0 when the network failed), the server's English text, and the
 * stable `code` with its `params` when the server gave one (docs/product-rules.md#error-codes),
 * which `describeError` turns into the player's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly code: string | undefined;
  readonly params: ApiErrorParams;
  constructor(
    status: number,
    message: string,
    errors: string[] = [],
    code?: string,
    params: ApiErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.params = params;
  }
}

/** The `code` and `params` of an error body, when it has them (anything else is dropped). */
export function errorCodeOf(body: unknown): { code?: string; params: ApiErrorParams } {
  if (typeof body !== 'object' || body === null) return { params: {} };
  const { code, params } = body as { code?: unknown; params?: unknown };
  const kept: ApiErrorParams = {};
  if (typeof params === 'object' && params !== null) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') kept[name] = value;
    }
  }
  return typeof code === 'string' && code !== '' ? { code, params: kept } : { params: kept };
}

/**
 * The text for an error body (docs/product-rules.md#error-text): the errors joined by line breaks,
 * else the message, else 'Error'.
 */
export function errorText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'Error';
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) {
    const texts = errors.filter((e): e is string => typeof e === 'string' && e !== '');
    if (texts.length > 0) return texts.join('\n');
  }
  if (typeof message === 'string' && message !== '') return message;
  return 'Error';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The player token, sent as X-PLAYER. */
  token?: string | null;
  signal?: AbortSignal;
  /** More headers: the device id and a solved challenge on a play start or a lead (fair/). */
  headers?: Record<string, string>;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function createApi(fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers['x-player'] = options.token;
    // Embedded: the page framing us, checked against the business's Domains (embed-origin.ts).
    const embedOrigin = currentEmbeddingOrigin();
    if (embedOrigin) headers[EMBED_ORIGIN_HEADER] = embedOrigin;
    let response: Response;
    try {
      response = await fetchImpl(`${API_PATH}/${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        credentials: 'omit',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const errors = (body as { errors?: unknown } | null)?.errors;
      const { code, params } = errorCodeOf(body);
      throw new ApiError(
        response.status,
        response.status >= 500 && !body ? NETWORK_ERROR : errorText(body),
        Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [],
        code,
        params,
      );
    }
    return body as T;
  }

  const id = encodeURIComponent;

  return {
    /**
     * The game in `lang` when it has it (else its default; docs/product-rules.md#languages), in
     * the variant of a running experiment the player's token (else the visit) is assigned to.
     */
    game: (
      publicId: string,
      signal?: AbortSignal,
      lang?: string,
      who: { token?: string | null; visit?: string } = {},
    ) => {
      const query = new URLSearchParams({
        ...(lang ? { lang } : {}),
        ...(who.visit && !who.token ? { visit: who.visit } : {}),
      }).toString();
      return request<{ game: PublicGame }>(`play/games/${id(publicId)}${query && `?${query}`}`, {
        signal,
        token: who.token,
      });
    },
    accountGames: (accountPublicId: string, signal?: AbortSignal) =>
      request<AccountGamesResponse>(`play/accounts/${id(accountPublicId)}/games`, { signal }),
    /** The game the business scheduled for `date` (the player's local `YYYY-MM-DD`), or null. */
    liveGame: (accountPublicId: string, date: string, signal?: AbortSignal) =>
      request<LiveGameResponse>(
        `play/accounts/${id(accountPublicId)}/live?date=${encodeURIComponent(date)}`,
        { signal },
      ),
    /**
     * Whether this visitor's next start (or, `kind` `lead`, form) must carry a proof of work, and
     * the challenge to solve (issue 36, fair/challenge.ts).
     */
    challenge: (gamePublicId: string, kind: ChallengeKind = 'play') =>
      request<ChallengeResponse>(
        `play/challenge?game=${id(gamePublicId)}${kind === 'play' ? '' : `&kind=${kind}`}`,
      ),
    /** Starts a play; `headers`: the device id and the solved challenge (fair/challenge.ts). */
    startSession: (
      publicId: string,
      body: StartSessionRequest,
      token: string | null,
      headers: Record<string, string> = {},
    ) =>
      request<StartSessionResponse>(`play/games/${id(publicId)}/sessions`, {
        method: 'POST',
        body,
        token,
        headers,
      }),
    session: (sessionId: string, token: string | null) =>
      request<{ session: PlaySession }>(`play/sessions/${id(sessionId)}`, { token }),
    act: (sessionId: string, action: Record<string, unknown>, token: string | null) =>
      request<{ session: PlaySession }>(`play/sessions/${id(sessionId)}/actions`, {
        method: 'POST',
        body: { action },
        token,
      }),
    leaderboard: (publicId: string, token: string | null) =>
      request<LeaderboardResponse>(`play/games/${id(publicId)}/leaderboard`, { token }),
    updatePlayer: (changes: { display_name?: string; avatar?: string }, token: string | null) =>
      request<{ player: PlayerProfile }>('play/players/me', {
        method: 'PATCH',
        body: changes,
        token,
      }),
    /** The game's player form, and whether this player already filled the business's form. */
    leadForm: (publicId: string, token: string | null, signal?: AbortSignal, lang?: string) =>
      request<PublicLeadFormResponse>(
        `play/games/${id(publicId)}/lead${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
        { token, signal },
      ),
    /** Sends the player form; `headers`: the device id and the solved challenge. */
    sendLead: (
      publicId: string,
      body: LeadRequest,
      token: string | null,
      headers: Record<string, string> = {},
    ) =>
      request<LeadResponse>(`play/games/${id(publicId)}/lead`, {
        method: 'POST',
        body,
        token,
        headers,
      }),
    /** Everything the business holds about this player ("Forget me"). */
    myData: (token: string, signal?: AbortSignal) =>
      request<PlayerDataResponse>('play/players/me/data', { token, signal }),
    forgetMe: (token: string) =>
      request<MessageResponse>('play/players/me', { method: 'DELETE', token }),
    /**
     * What the business's live games can give, their fairness commitments and, with this
     * business's player token, that player's own rewards (the rewards front).
     */
    accountRewards: (
      accountPublicId: string,
      token: string | null,
      attribution: { source_url?: string; parent_url?: string; lang?: string },
      signal?: AbortSignal,
    ) => {
      const query = new URLSearchParams(attribution).toString();
      return request<AccountRewardsResponse>(
        `play/accounts/${id(accountPublicId)}/rewards${query ? `?${query}` : ''}`,
        { token, signal },
      );
    },
    /** Any other player route, for a lazy chunk's own calls (the loyalty card). */
    call: <T>(path: string, options: RequestOptions = {}) => request<T>(path, options),
    /** The double opt-in link's token, from the consent email. */
    confirmConsent: (token: string) =>
      request<MessageResponse>('play/consents/confirm', { method: 'POST', body: { token } }),
    /** A POST to another player route (the lazy chunks' own calls: verification). */
    post: <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body }),
    /** The token of the link emailed when a form gave an address the business already knew. */
    confirmEmail: (token: string) =>
      request<ConfirmPlayerEmailResponse>('play/players/email/confirm', {
        method: 'POST',
        body: { token },
      }),
  };
}

export type Api = ReturnType<typeof createApi>;

export const api = createApi();
