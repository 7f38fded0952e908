import type { DataOf, TemplateCreateRequest } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { storeTemplate, templateKeys } from '../../shared/templates/api';

type TemplateListData = DataOf<'templateList'>;

const refreshLists = (client: ReturnType<typeof useQueryClient>) => void client.invalidateQueries({ queryKey: templateKeys.lists() });

/** POST template/create: one of the space's projects added to My Templates; refusals are shown in the dialog. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateCreateRequest) => request('templateCreate', body, { quiet: 'all' }),
    onSuccess: (template) => storeTemplate(client, template),
    onSettled: () => refreshLists(client),
  });
}

/** POST template/delete: gone from the lists at once, read again after. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('templateDelete', { id }),
    onSuccess: ({ id }) =>
      client.setQueriesData<TemplateListData>({ queryKey: templateKeys.lists() }, (old) =>
        old ? { ...old, items: old.items.filter((t) => t.id !== id), total: Math.max(0, old.total - 1) } : old,
      ),
    onSettled: () => refreshLists(client),
  });
}
