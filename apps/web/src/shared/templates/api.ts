import type { DataOf, Template, TemplateCreateRequest, TemplateListRequest, TemplateUpdateRequest } from '@framecast/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

type TemplateListData = DataOf<'templateList'>;
type Client = ReturnType<typeof useQueryClient>;

/** Every query of templates starts with this key, so one change refreshes them all. */
export const TEMPLATES = ['templates'] as const;
export const templateKeys = {
  lists: () => [...TEMPLATES, 'list'] as const,
  list: (params: TemplateListRequest) => [...TEMPLATES, 'list', params] as const,
  detail: (id: string) => [...TEMPLATES, 'detail', id] as const,
  document: (id: string) => [...TEMPLATES, 'document', id] as const,
};

/** GET template/list: the library (filtered) or My Templates, one page; the last page stays on screen while the next loads. */
export const useTemplates = (params: TemplateListRequest, enabled = true) =>
  useQuery({
    queryKey: templateKeys.list(params),
    queryFn: ({ signal }) => request('templateList', params, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET template/detail?id: one template (a missing one is said where it is shown, not in a toast). */
export const useTemplate = (id: string | null) =>
  useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => request('templateDetail', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

/** GET template/document?id: a template to open in the editor, with its document (read once; the editor keeps its own copy). */
export const useTemplateDocument = (id: string | null) =>
  useQuery({
    queryKey: templateKeys.document(id ?? ''),
    queryFn: ({ signal }) => request('templateDocument', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST template/preview {id}: renders the preview once (kept afterwards); the template as it stands now. */
export const startTemplatePreview = (id: string) => request('templatePreview', { id }, { quiet: 'all' });
/** GET template/detail, for the preview poll. */
export const fetchTemplate = (id: string) => request('templateDetail', { id }, { quiet: 'all' });

/** A template as the server now has it, in its detail and in every list that shows it. */
export function storeTemplate(client: Client, template: Template): void {
  client.setQueryData(templateKeys.detail(template.id), template);
  client.setQueriesData<TemplateListData>({ queryKey: templateKeys.lists() }, (old) =>
    old?.items.some((t) => t.id === template.id) ? { ...old, items: old.items.map((t) => (t.id === template.id ? template : t)) } : old,
  );
}

/**
 * The editor's "Save as template": a new one of My Templates from the draft, or (template editing) the
 * one it was opened from made again from it. Every template query is read again after.
 */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ({ mode: 'create' } & TemplateCreateRequest) | ({ mode: 'update' } & TemplateUpdateRequest)) =>
      body.mode === 'create'
        ? request('templateCreate', { project_id: body.project_id, name: body.name }, { quiet: 'all' })
        : request('templateUpdate', { id: body.id, project_id: body.project_id, name: body.name }, { quiet: 'all' }),
    onSuccess: (template) => storeTemplate(client, template),
    onSettled: () => client.invalidateQueries({ queryKey: TEMPLATES }),
  });
}
