import {
  ConsentListResponse,
  ConsentResponse,
  ErasePlayersResponse,
  ErasureLogResponse,
  GameListResponse,
  MessageResponse,
  PlayerDetailResponse,
  PlayerListResponse,
  PrivacyResponse,
  type Consent,
  type ConsentTranslation,
  type CreateConsentRequest,
  type ErasePlayersRequest,
  type UpdateConsentRequest,
  type UpdatePrivacyRequest,
} from '@playdesk/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { itemWritten } from '../../api/query-deps';
import { useTranslationSave } from '../../api/translations';
import { playerListPath, type PlayerListParams } from './player-params';

const enc = encodeURIComponent;

/**
 * Every Player Data query sits under `['crm']`: players, consents, privacy and the erasure log.
 * `…Lists` prefixes hold every page of a list, so a write refreshes them with one key.
 */
export const crmKeys = {
  playerLists: ['crm', 'players', 'list'] as const,
  players: (params: PlayerListParams) => ['crm', 'players', 'list', params] as const,
  player: (id: string) => ['crm', 'players', 'one', id] as const,
  consentLists: ['crm', 'consents', 'list'] as const,
  consents: (page: number) => ['crm', 'consents', 'list', page] as const,
  consent: (id: string) => ['crm', 'consents', 'one', id] as const,
  privacy: ['crm', 'privacy'] as const,
  erasures: (page: number) => ['crm', 'erasures', page] as const,
  erasureLists: ['crm', 'erasures'] as const,
  gameOptions: ['crm', 'game-options'] as const,
  gate: ['crm', 'gate'] as const,
};

export const CONSENT_PAGE_SIZE = 100;
export const ERASURE_PAGE_SIZE = 20;

export const crmApi = {
  players: (path: string, signal?: AbortSignal) =>
    apiRequest(path, { schema: PlayerListResponse, signal }),
  player: (id: string, signal?: AbortSignal) =>
    apiRequest(`players/${enc(id)}`, { schema: PlayerDetailResponse, signal }),
  erasePlayer: (id: string) =>
    apiRequest(`players/${enc(id)}`, { method: 'DELETE', schema: MessageResponse }),
  erasePlayers: (body: ErasePlayersRequest) =>
    apiRequest('players/erase', { method: 'POST', body, schema: ErasePlayersResponse }),
  consents: (page: number, signal?: AbortSignal) =>
    apiRequest(`consents?page=${page}&page_size=${CONSENT_PAGE_SIZE}`, {
      schema: ConsentListResponse,
      signal,
    }),
  createConsent: (body: CreateConsentRequest) =>
    apiRequest('consents', { method: 'POST', body, schema: ConsentResponse }),
  updateConsent: (id: string, body: CreateConsentRequest) =>
    apiRequest(`consents/${enc(id)}`, { method: 'PATCH', body, schema: ConsentResponse }),
  patchConsent: (id: string, body: UpdateConsentRequest) =>
    apiRequest(`consents/${enc(id)}`, { method: 'PATCH', body, schema: ConsentResponse }),
  archiveConsent: (id: string) =>
    apiRequest(`consents/${enc(id)}`, { method: 'DELETE', schema: MessageResponse }),
  privacy: (signal?: AbortSignal) => apiRequest('privacy', { schema: PrivacyResponse, signal }),
  savePrivacy: (body: UpdatePrivacyRequest) =>
    apiRequest('privacy', { method: 'PUT', body, schema: PrivacyResponse }),
  erasures: (page: number, signal?: AbortSignal) =>
    apiRequest(`privacy/erasures?page=${page}&page_size=${ERASURE_PAGE_SIZE}`, {
      schema: ErasureLogResponse,
      signal,
    }),
  games: (signal?: AbortSignal) =>
    apiRequest('games?page_size=100', { schema: GameListResponse, signal }),
};

/**
 * One page of players. `cursor` is the previous page's `meta.next_cursor` when this list got here
 * by "Next" (keyset paging); a page opened directly is asked for by number.
 */
export function usePlayers(params: PlayerListParams, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: crmKeys.players(params),
    queryFn: ({ signal }) => crmApi.players(playerListPath(params, cursor), signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePlayer(id: string | null) {
  return useQuery({
    queryKey: crmKeys.player(id ?? ''),
    queryFn: ({ signal }) => crmApi.player(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * Whether the plan includes Player Data, asked of the server (it enforces the plan's `crm` flag):
 * null when it does, else the server's 403 text naming the plan. The 403 is an answer here, not a
 * failure to toast.
 */
export function useCrmGate(enabled: boolean) {
  return useQuery({
    queryKey: crmKeys.gate,
    queryFn: async ({ signal }) => {
      try {
        await crmApi.players('players?page_size=1', signal);
        return { blocked: null };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return { blocked: error.text };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** The account's games, for the list's game filter; game writes refresh it (`meta.shows`). */
export function useCrmGameOptions() {
  return useQuery({
    queryKey: crmKeys.gameOptions,
    queryFn: async ({ signal }) => (await crmApi.games(signal)).data,
    staleTime: 60_000,
    meta: { shows: ['games'] },
  });
}

/** Erased players leave every list, the erasure log grows. */
function playersErased(client: QueryClient, id?: string) {
  return Promise.all([
    itemWritten(client, 'crm', crmKeys.playerLists, { key: crmKeys.player(id ?? '') }),
    client.invalidateQueries({ queryKey: crmKeys.erasureLists }),
  ]);
}

export function useErasePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => crmApi.erasePlayer(id),
    onSuccess: (_answer, id) => playersErased(client, id),
  });
}

export function useErasePlayers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filter: ErasePlayersRequest) => crmApi.erasePlayers(filter),
    onSuccess: () => playersErased(client),
  });
}

/** Consents: the list (every form and filter picks from it) and its writes. */
export function useConsents(page = 1) {
  return useQuery({
    queryKey: crmKeys.consents(page),
    queryFn: ({ signal }) => crmApi.consents(page, signal),
    placeholderData: keepPreviousData,
  });
}

function consentWritten(client: QueryClient, change: { saved: Consent } | { removed: string }) {
  return itemWritten(
    client,
    'crm',
    crmKeys.consentLists,
    'saved' in change
      ? { key: crmKeys.consent(change.saved.public_id), data: { consent: change.saved } }
      : { key: crmKeys.consent(change.removed) },
  );
}

/** Creates a consent, or changes `consent` (the dialog sends every field). */
export function useSaveConsent(consent: Consent | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConsentRequest) =>
      consent ? crmApi.updateConsent(consent.public_id, body) : crmApi.createConsent(body),
    onSuccess: ({ consent: saved }) => consentWritten(client, { saved }),
  });
}

/** Saves one language's text of `consent` (null removes the language; the others stay). */
export const useSaveConsentTranslation = (consent: Consent) =>
  useTranslationSave<ConsentTranslation, Consent>(
    async (body) => (await crmApi.patchConsent(consent.public_id, body)).consent,
    (client, saved) => consentWritten(client, { saved }),
  );

export function useArchiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => crmApi.archiveConsent(id),
    onSuccess: (_answer, removed) => consentWritten(client, { removed }),
  });
}

export function usePrivacy() {
  return useQuery({
    queryKey: crmKeys.privacy,
    queryFn: async ({ signal }) => (await crmApi.privacy(signal)).privacy,
  });
}

export function useSavePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePrivacyRequest) => (await crmApi.savePrivacy(body)).privacy,
    // One object, no list: the answer is the new state.
    onSuccess: (privacy) => client.setQueryData(crmKeys.privacy, privacy),
  });
}

export function useErasures(page: number) {
  return useQuery({
    queryKey: crmKeys.erasures(page),
    queryFn: ({ signal }) => crmApi.erasures(page, signal),
    placeholderData: keepPreviousData,
  });
}
