import type { DataOf, Template, TemplateListRequest } from '@framecast/contract';
import { keepPreviousData, useQuery, type useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

type TemplateListData = DataOf<'templateList'>;
type Client = ReturnType<typeof useQueryClient>;

/** Every query of templates starts with this key, so one change refreshes them all. */
export const TEMPLATES = ['templates'] as const;
export const templateKeys = {
  lists: () => [...TEMPLATES, 'list'] as const,
  list: (params: TemplateListRequest) => [...TEMPLATES, 'list', params] as const,
  detail: (id: string) => [...TEMPLATES, 'detail', id] as const,
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
