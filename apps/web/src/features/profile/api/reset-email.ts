import type { RequestOf } from '@framecast/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { setUserInfo } from '../../../shared/api/user-info';

/** POST v1/user/reset_email {username: new email, ticket, code} → UserInfo. */
export const resetEmail = (body: RequestOf<'resetEmail'>) => request('resetEmail', body);

export const useResetEmail = () => useMutation({ mutationFn: resetEmail, onSuccess: setUserInfo });
