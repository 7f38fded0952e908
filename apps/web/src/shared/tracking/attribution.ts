import { local, StorageKey } from '../storage/keys';
import { getToken } from '../storage/token';

/** Query parameters kept for attribution (spec 000 §3). */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'fpr', 'promote', 'promote_src'] as const;
type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

export type Attribution = Partial<Record<AttributionParam, string>> & {
  first_visit_time?: number;
  page_source?: string;
  page_source_referrer?: string;
};

export const readAttribution = (): Attribution => {
  try {
    const raw = local.get(StorageKey.attribution);
    return raw ? (JSON.parse(raw) as Attribution) : {};
  } catch {
    return {};
  }
};

/**
 * On every page load: keep UTM and promotion values from the query, the first-visit time and the
 * first page (page source) in localStorage, and the `inviteCode` query as the pending invite code.
 */
export const captureAttribution = (url: URL = new URL(window.location.href)): void => {
  const current = readAttribution();
  const next: Attribution = { ...current };
  for (const key of ATTRIBUTION_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) next[key] = value.slice(0, 200);
  }
  // The first visit of a visitor who is not signed in (after sign-in the record is cleared for good).
  if (!next.first_visit_time && !getToken()) {
    next.first_visit_time = Date.now();
    next.page_source = (url.pathname + url.search).slice(0, 500);
    if (document.referrer) next.page_source_referrer = document.referrer.slice(0, 2000);
  }
  if (Object.keys(next).length && JSON.stringify(next) !== JSON.stringify(current)) local.set(StorageKey.attribution, JSON.stringify(next));
  const invite = url.searchParams.get('inviteCode');
  if (invite) local.set(StorageKey.inviteCode, invite.slice(0, 64));
};

/** Cleared when login completes. */
export const clearAttribution = (): void => local.remove(StorageKey.attribution);

export const getInviteCode = (): string | undefined => local.get(StorageKey.inviteCode) ?? undefined;
export const clearInviteCode = (): void => local.remove(StorageKey.inviteCode);
