import type { RequestOf } from '@framecast/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { setUserInfo } from '../../../shared/api/user-info';

/** POST v1/user/questionnaire → UserInfo (now with is_signup_questionnaire = 1). */
export const submitQuestionnaire = (body: RequestOf<'questionnaire'>) => request('questionnaire', body);

export const useSubmitQuestionnaire = () =>
  useMutation({
    mutationFn: submitQuestionnaire,
    onSuccess: (user) => setUserInfo(user),
  });
