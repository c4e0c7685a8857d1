import {
  MessageResponse,
  TemplateListResponse,
  TemplateResponse,
  type CreateTemplateRequest,
  type TemplateKind,
  type UpdateTemplateRequest,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const templateKeys = {
  all: ['templates'] as const,
  list: (kind: TemplateKind, page: number, pageSize: number) =>
    ['templates', 'list', kind, page, pageSize] as const,
  one: (id: string) => ['templates', 'one', id] as const,
};

export const templateApi = {
  list: (kind: TemplateKind, page: number, pageSize: number) =>
    apiRequest(`templates?kind=${kind}&page=${page}&page_size=${pageSize}`, {
      schema: TemplateListResponse,
    }),
  get: (id: string) =>
    apiRequest(`templates/${encodeURIComponent(id)}`, { schema: TemplateResponse }),
  create: (body: CreateTemplateRequest) =>
    apiRequest('templates', { method: 'POST', body, schema: TemplateResponse }),
  update: (id: string, body: UpdateTemplateRequest) =>
    apiRequest(`templates/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: TemplateResponse,
    }),
  remove: (id: string) =>
    apiRequest(`templates/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: MessageResponse,
    }),
};

export function useTemplates(kind: TemplateKind, page: number, pageSize: number) {
  return useQuery({
    queryKey: templateKeys.list(kind, page, pageSize),
    queryFn: () => templateApi.list(kind, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: string, enabled = true) {
  return useQuery({
    queryKey: templateKeys.one(id),
    queryFn: () => templateApi.get(id),
    enabled,
    retry: false,
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => templateApi.remove(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: templateKeys.one(id) });
      return client.invalidateQueries({ queryKey: ['templates', 'list'] });
    },
  });
}
