import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** POST space/send_email {unique_id, email, role} → the pending invitation (a mail with a link has gone out). */
export const sendInvite = (body: RequestOf<'spaceSendEmail'>) => request('spaceSendEmail', body);

export const useSendInvite = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendInvite, onSuccess: (_, body) => client.invalidateQueries({ queryKey: spaceKeys.members(body.unique_id) }) });
};
