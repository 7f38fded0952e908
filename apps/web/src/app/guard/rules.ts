import type { DataOf } from '@framecast/contract';

type UserInfo = DataOf<'userInfo'>;

/** Rule 5: the intended address rides along as `redirect` only for these. */
export const keepsRedirectParam = (address: string): boolean => address.includes('useTemplateId=') || address.includes('action=openCreatePage');

/**
 * Rule 4: where a signed-out visitor of a protected route goes: /h5-login on a phone, /home-login
 * when the address contains from=official, otherwise /login (+ `redirect` per rule 5).
 */
export const loginTarget = (url: URL, phone: boolean): string => {
  const address = url.pathname + url.search;
  const base = phone ? '/h5-login' : url.href.includes('from=official') ? '/home-login' : '/login';
  return keepsRedirectParam(address) ? `${base}?redirect=${encodeURIComponent(address)}` : base;
};

/** Rule 2: a signed-in user who has not answered the questionnaire, unless on a free trial or holding a guest token. */
export const needsQuestionnaire = (user: UserInfo, holdsGuestToken: boolean): boolean =>
  user.is_signup_questionnaire === 0 && user.status !== 'guest' && !holdsGuestToken;

/** Partner admin routes: the first segment must be `{partner}-admin`. */
export const segmentMatches = (pathname: string, suffix: string | undefined): boolean => {
  if (!suffix) return true;
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  return first.length > suffix.length && first.endsWith(suffix);
};
