import { local, StorageKey } from '../storage/keys';

export const RECENT_LOOKS_MAX = 6;

/** The library looks this browser chose last, newest first. */
export function recentLooks(): string[] {
  try {
    const ids: unknown = JSON.parse(local.get(StorageKey.recentLooks) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, RECENT_LOOKS_MAX) : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen look first; answers the new list. */
export function rememberLook(id: string): string[] {
  const ids = [id, ...recentLooks().filter((x) => x !== id)].slice(0, RECENT_LOOKS_MAX);
  local.set(StorageKey.recentLooks, JSON.stringify(ids));
  return ids;
}

/** The chosen look, then the recent ones, each once. */
export const lookIdsFirst = (selected: string | null, recent: readonly string[]): string[] => [...new Set([...(selected ? [selected] : []), ...recent])];
