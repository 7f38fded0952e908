import { local, StorageKey } from '../storage/keys';

/** Login routes: never a place to come back to after signing in. */
export const LOGIN_PATHS = ['/login', '/register', '/forgot-password', '/home-login', '/h5-login'];

export const isLoginPath = (path: string): boolean => LOGIN_PATHS.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`));

/** Only same-origin relative paths are followed, never `//host` or `https://host`. */
export const safePath = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
};

export const storeLoginCallback = (path: string): void => {
  if (!isLoginPath(path) && safePath(path)) local.set(StorageKey.loginCallback, path);
};

/** Takes (and forgets) the stored address to return to after signing in. */
export const takeLoginCallback = (): string | null => {
  const path = safePath(local.get(StorageKey.loginCallback));
  local.remove(StorageKey.loginCallback);
  return path && !isLoginPath(path) ? path : null;
};

export const storeQuestionnaireCallback = (path: string): void => {
  if (safePath(path) && !path.startsWith('/questionnaire')) local.set(StorageKey.questionnaireCallback, path);
};

export const takeQuestionnaireCallback = (): string | null => {
  const path = safePath(local.get(StorageKey.questionnaireCallback));
  local.remove(StorageKey.questionnaireCallback);
  return path;
};

/** Where to go after signing in: the `redirect` query, else the stored callback, else home (spec 000 §2.13 rule 6). */
export const afterLoginPath = (search: string): string => {
  const redirect = safePath(new URLSearchParams(search).get('redirect'));
  const callback = takeLoginCallback();
  if (redirect && !isLoginPath(redirect)) return redirect;
  return callback ?? '/home';
};
