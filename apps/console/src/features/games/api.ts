import {
  GameListResponse,
  GameResponse,
  MessageResponse,
  TemplateListResponse,
  type CreateGameRequest,
  type TemplateKind,
  type UpdateGameRequest,
} from '@playdesk/contract';
import { apiRequest } from '../../api/client';
import { gameListPath, type GameListParams } from './list-params';

const gamePath = (publicId: string) => `games/${encodeURIComponent(publicId)}`;

/** The game calls of the console, checked against the contract. */
export const gamesApi = {
  list: (params: GameListParams, signal?: AbortSignal) =>
    apiRequest(gameListPath(params), { schema: GameListResponse, signal }),
  get: async (publicId: string, signal?: AbortSignal) =>
    (await apiRequest(gamePath(publicId), { schema: GameResponse, signal })).game,
  create: async (body: CreateGameRequest) =>
    (await apiRequest('games', { method: 'POST', body, schema: GameResponse })).game,
  update: async (publicId: string, body: UpdateGameRequest) =>
    (await apiRequest(gamePath(publicId), { method: 'PATCH', body, schema: GameResponse })).game,
  remove: (publicId: string) =>
    apiRequest(gamePath(publicId), { method: 'DELETE', schema: MessageResponse }),
  templates: (kind: TemplateKind, signal?: AbortSignal) =>
    apiRequest(`templates?kind=${kind}&page_size=100`, { schema: TemplateListResponse, signal }),
};
