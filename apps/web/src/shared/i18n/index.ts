import { local, StorageKey } from '../storage/keys';
import { enCore } from './en/core';
import { i18n } from './instance';
import { initialLanguage, type Language } from './language';

const htmlLang = (lng: string) => (lng === 'zh' ? 'zh-CN' : 'en');
const initial = initialLanguage();

// English's core ships with the app; its rest and Chinese are fetched when needed (loadLanguage).
i18n.add('en', enCore);
void i18n.changeLanguage(initial);

document.documentElement.lang = htmlLang(i18n.language);

/** A loader that fetches once, and again after a failure. */
const once = (load: () => Promise<void>) => {
  let loading: Promise<void> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
};
const restOfEnglish = once(() => import('./en/rest').then(({ enRest }) => i18n.add('en', enRest)));
const chinese = once(() => import('./zh').then(({ zh }) => i18n.add('zh', zh)));

/**
 * Makes a language's whole dictionary available: the rest of English (also the fallback) and, for
 * Chinese, its own chunk. The route loaders of the signed-in pages wait for it.
 */
export const loadLanguage = (lng: Language): Promise<void> => Promise.all([restOfEnglish(), lng === 'zh' ? chinese() : undefined]).then(() => undefined);

/**
 * Resolves when the first page's dictionary is in: main.tsx renders after it, so a Chinese visitor
 * never sees English text first (English's core is already there). Should the Chinese dictionary fail
 * to load, the app opens in English (the fallback).
 */
export const i18nReady: Promise<void> = (initial === 'zh' ? chinese() : Promise.resolve()).catch(() => undefined);

export const setLanguage = (lng: Language): void => {
  local.set(StorageKey.language, lng);
  void loadLanguage(lng).then(
    () => {
      void i18n.changeLanguage(lng);
      document.documentElement.lang = htmlLang(lng);
    },
    () => undefined,
  );
};

export const currentLanguage = (): Language => (i18n.language === 'zh' ? 'zh' : 'en');

export { i18n };
