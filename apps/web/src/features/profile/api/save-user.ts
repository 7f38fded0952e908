import type { RequestOf } from '@framecast/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { setUserInfo } from '../../../shared/api/user-info';

/** POST v1/user/save {nickname?, avatar?} → UserInfo. */
export const saveUser = (body: RequestOf<'userSave'>) => request('userSave', body);

export const useSaveUser = () => useMutation({ mutationFn: saveUser, onSuccess: setUserInfo });
