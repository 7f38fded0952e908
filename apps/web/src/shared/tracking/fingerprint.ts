import { randomId, sha256Hex } from '../crypto';
import { local, StorageKey } from '../storage/keys';

/** A random id for this browser, kept in localStorage. */
export const getDeviceId = (): string => {
  const existing = local.get(StorageKey.deviceId);
  if (existing) return existing;
  const id = randomId();
  local.set(StorageKey.deviceId, id);
  return id;
};

let cached: Promise<string> | null = null;

/** No fingerprint service is configured, so this is the spec's fallback: a hash of browser traits. */
export const getFingerprint = (): Promise<string> => {
  cached ??= (async () => {
    const traits = [
      navigator.userAgent,
      navigator.language,
      (navigator.languages ?? []).join(','),
      String(navigator.hardwareConcurrency ?? ''),
      `${screen.width}x${screen.height}x${screen.colorDepth}`,
      Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
      String(new Date().getTimezoneOffset()),
    ].join('|');
    try {
      return (await sha256Hex(traits)).slice(0, 32);
    } catch {
      return '';
    }
  })();
  return cached;
};
