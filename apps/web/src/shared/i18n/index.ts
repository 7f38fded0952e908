import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { local, StorageKey } from '../storage/keys';
import { en } from './en';
import { initialLanguage, type Language } from './language';
import { zh } from './zh';

const htmlLang = (lng: string) => (lng === 'zh' ? 'zh-CN' : 'en');

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

document.documentElement.lang = htmlLang(i18n.language);

export const setLanguage = (lng: Language): void => {
  local.set(StorageKey.language, lng);
  void i18n.changeLanguage(lng);
  document.documentElement.lang = htmlLang(lng);
};

export const currentLanguage = (): Language => (i18n.language === 'zh' ? 'zh' : 'en');

export { i18n };
