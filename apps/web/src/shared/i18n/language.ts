import { local, StorageKey } from '../storage/keys';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

/** A referrer from a Chinese site: a .cn host, Baidu, a `.cn/` address or a `zh` host label. */
export const isChineseReferrer = (referrer: string, ownHost: string = window.location.host): boolean => {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).host.toLowerCase();
  } catch {
    return false;
  }
  if (host === ownHost.toLowerCase()) return false;
  return host.endsWith('.cn') || host.includes('baidu') || referrer.toLowerCase().includes('.cn/') || /(^|\.)zh([.-]|$)/.test(host);
};

/** English by default; the stored choice; forced to Chinese for a Chinese referrer (spec 000 §1). */
export const initialLanguage = (): Language => {
  if (typeof document !== 'undefined' && isChineseReferrer(document.referrer)) {
    local.set(StorageKey.language, 'zh');
    return 'zh';
  }
  const stored = local.get(StorageKey.language);
  return stored === 'zh' || stored === 'en' ? stored : 'en';
};
