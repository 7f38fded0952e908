import type { RequestOf } from '@framecast/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';

const CLONES = ['voices', 'clones'] as const;

/** GET voice/clone/list → the space's cloned voices, and whether this server can clone. */
export const useClonedVoices = () => useQuery({ queryKey: CLONES, queryFn: ({ signal }) => request('voiceCloneList', {}, { signal }) });

/** Every voice list starts with 'voices': a new or deleted clone shows in the picker too. */
const refresh = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ['voices'] });

export function useCloneVoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: RequestOf<'voiceClone'>) => request('voiceClone', body, { quiet: 'all' }), onSettled: () => refresh(client) });
}

export function useDeleteClone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => request('voiceCloneDelete', { id }), onSettled: () => refresh(client) });
}
