import {
  MessageResponse,
  type TemplateInput,
  TemplateListResponse,
  TemplateResponse,
  type CreateTemplateRequest,
  type Template,
  type TemplateTranslation,
  type TemplateKind,
  type UpdateTemplateRequest,
} from '@playdesk/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';
import { itemWritten } from '../../api/query-deps';
import { useTranslationSave } from '../../api/translations';

/** What the editor's form sends: every field of a template, checked by `TemplateInput`. */
export type TemplateFormRequest = z.output<typeof TemplateInput>;

/** Every templates query sits under `['templates']`; every page of every kind under `lists`. */
export const templateKeys = {
  lists: ['templates', 'list'] as const,
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

/**
 * What a template write changes in the cache: the written template holds the server's answer (no
 * refetch); every list of templates and every query showing templates (the game editor's
 * pickers) go stale.
 */
export function templateWritten(
  client: QueryClient,
  change: { saved: Template } | { removed: string },
) {
  return itemWritten(
    client,
    'templates',
    templateKeys.lists,
    'saved' in change
      ? { key: templateKeys.one(change.saved.public_id), data: { template: change.saved } }
      : { key: templateKeys.one(change.removed) },
  );
}

/** Creates a template of `kind`, or changes `template` (the whole form: the editor owns every field). */
export function useSaveTemplate(kind: TemplateKind, template: Template | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateFormRequest) =>
      template
        ? templateApi.update(template.public_id, body)
        : templateApi.create({ ...body, kind }),
    onSuccess: ({ template: saved }) => templateWritten(client, { saved }),
  });
}

/**
 * Saves one language's texts of a saved template (`null` removes the language): a PATCH of only
 * that language, so the other languages and the form's unsaved changes are left as they are.
 */
export function useSaveTemplateTranslation(template: Template) {
  return useTranslationSave<TemplateTranslation, z.infer<typeof TemplateResponse>>(
    (body) => templateApi.update(template.public_id, body),
    (client, { template: saved }) => templateWritten(client, { saved }),
  );
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => templateApi.remove(id),
    onSuccess: (_answer, removed) => templateWritten(client, { removed }),
  });
}
