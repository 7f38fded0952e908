import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { applySummaries } from '../../../shared/projects/cache';

/** POST project/render/cancel {id} → the project; its held credit is released. */
export const cancelRender = (id: string) => request('renderCancel', { id });

export const useCancelRender = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelRender, onSuccess: (summary) => applySummaries(client, [summary]) });
};
