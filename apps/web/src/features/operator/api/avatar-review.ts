import type { RequestOf } from '@framecast/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** GET admin/avatar/review/list → custom avatars whose consent waits for a person, oldest first. */
export const useAvatarReviews = () => useQuery({ queryKey: operatorKeys.avatarReviews(), queryFn: () => request('adminAvatarReviewList') });

/** POST admin/avatar/review {id, approve, reason}: approved ones go on to processing; the queue is read again either way. */
export const useReviewAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'adminAvatarReview'>) => request('adminAvatarReview', body),
    onSettled: () => client.invalidateQueries({ queryKey: operatorKeys.avatarReviews() }),
  });
};
