import { TIMED_STORAGE_DEFAULT_S } from '@framecast/contract';
import { local } from './keys';

interface TimedEntry<T> {
  value: T;
  expires: number;
}

/** A localStorage entry that expires (spec 000 §3 pay_info; default life 3600 s). */
export const setTimed = <T>(key: string, value: T, seconds: number = TIMED_STORAGE_DEFAULT_S): void => {
  const entry: TimedEntry<T> = { value, expires: Date.now() + seconds * 1000 };
  local.set(key, JSON.stringify(entry));
};

export const getTimed = <T>(key: string): T | null => {
  const raw = local.get(key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as TimedEntry<T>;
    if (typeof entry?.expires !== 'number' || entry.expires <= Date.now()) {
      local.remove(key);
      return null;
    }
    return entry.value;
  } catch {
    local.remove(key);
    return null;
  }
};

export const removeTimed = (key: string): void => local.remove(key);
