import { ErrorCode, V } from '@framecast/contract';
import { redirect, type LoaderFunction } from 'react-router';
import { request as callApi } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { getCachedUser, userInfoQuery } from '../../shared/api/user-info';
import { isPhone } from '../../shared/device';
import { queryClient } from '../../shared/query-client';
import { storeLoginCallback, storeQuestionnaireCallback } from '../../shared/session/callback';
import { setLoginNotice } from '../../shared/session/notice-store';
import { clearSession, getGuestToken } from '../../shared/session/session';
import { getToken } from '../../shared/storage/token';
import type { AppRoute } from '../routes/types';
import { loginTarget, needsQuestionnaire, segmentMatches } from './rules';

/** Rule 1: load user info; a failure clears the session (done by the fetcher) and is judged here. */
const loadUserInfo = async (route: AppRoute): Promise<void> => {
  try {
    await queryClient.fetchQuery(userInfoQuery({ fromGuard: true }));
  } catch (error) {
    if (isApiError(error, ErrorCode.BANNED)) throw redirect('/ban');
    const relogin = isApiError(error, ErrorCode.TOKEN_INVALID) || isApiError(error, ErrorCode.TOKEN_EXPIRED);
    if (relogin && route.meta.auth) setLoginNotice(error.message);
  }
};

/**
 * The route guard of spec 000 §2.13, run before every navigation to `route`. Rule 8 (page views,
 * progress bar, overlay) lives in the root layout because it concerns every location change.
 */
export const guardLoader =
  (route: AppRoute): LoaderFunction =>
  async ({ request }) => {
    const { meta } = route;
    const url = new URL(request.url);
    const address = url.pathname + url.search;
    if (!segmentMatches(url.pathname, meta.segmentSuffix)) throw new Response('Not found', { status: 404 });

    // Rule 7: ?tipsReLoginMsg → sign-in, showing "Login verification failed, please re-login."
    if (url.searchParams.has('tipsReLoginMsg')) {
      // The link ends a live session on the server too: only the server can remove the HttpOnly cookie.
      if (getToken()) await callApi('logout', undefined, { quiet: 'all', sideEffects: false }).catch(() => undefined);
      clearSession();
      setLoginNotice(V.reLogin);
      if (route.page !== 'auth') {
        url.searchParams.delete('tipsReLoginMsg');
        storeLoginCallback(url.pathname + url.search);
        throw redirect('/login');
      }
    }

    // Rule 3: no editor on phones.
    if (meta.editor && isPhone()) throw redirect('/h5');

    // Rule 1: user info, unless this page is marked as needing none.
    if (getToken() && meta.needsUserInfo && !getCachedUser()) await loadUserInfo(route);

    // Rules 4 and 5: protected route without a token. The callback is always kept.
    const token = getToken();
    if (meta.auth && !token) {
      storeLoginCallback(address);
      throw redirect(loginTarget(url, isPhone()));
    }

    // Rule 2: the sign-up questionnaire.
    const user = getCachedUser();
    if (token && user && meta.needsUserInfo && meta.questionnaire && needsQuestionnaire(user, getGuestToken() !== null)) {
      storeQuestionnaireCallback(address);
      throw redirect('/questionnaire');
    }
    return null;
  };
