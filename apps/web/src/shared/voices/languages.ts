import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { Voice, VoiceListData } from '@framecast/contract';
import type { Language } from '../i18n/language';
import { languageName } from '../i18n/language-names';
import { matchesSearch } from '../i18n/search';

/** `cmn` covers cmn, cmn-latn-pinyin …; a prefix matches whole language subtags only. */
export const speaks = (v: Pick<Voice, 'language'>, prefix: string) => v.language === prefix || v.language.startsWith(`${prefix}-`);

export const CHINESE_LANGUAGES = ['cmn', 'yue', 'zh', 'hak'];

/** Language prefixes a UI language puts first: English speakers see English voices, Chinese speakers Chinese ones. */
export const PREFERRED_LANGUAGES: Record<string, readonly string[]> = { en: ['en-us', 'en-gb', 'en'], zh: CHINESE_LANGUAGES };

/** Where a language code stands among the preferred `prefixes` (`prefixes.length` when it is none of them). */
export const languageRank = (language: string, prefixes: readonly string[]): number => {
  const i = prefixes.findIndex((p) => speaks({ language }, p));
  return i < 0 ? prefixes.length : i;
};

/**
 * The language list in the interface language: the languages the interface puts first (as the voice
 * list does), then the rest in its collation order (pinyin for Chinese). Each option is found by its
 * name in either language or its code (中文, 普通话, Mandarin, cmn).
 */
export function languageOptions(languages: VoiceListData['languages'], lng: Language) {
  const preferred = PREFERRED_LANGUAGES[lng] ?? [];
  const options = languages.map(({ value, label }) => ({
    value,
    label: languageName(value, lng, label),
    texts: [label, value, languageName(value, 'en', label), languageName(value, 'zh', label)],
  }));
  const collator = new Intl.Collator(lng === 'zh' ? 'zh-CN' : 'en');
  options.sort((a, b) => languageRank(a.value, preferred) - languageRank(b.value, preferred) || collator.compare(a.label, b.label));
  const texts = new Map(options.map((o) => [o.value, o.texts]));
  const filter: OptionsFilter = ({ options: items, search }) =>
    (items as ComboboxItem[]).filter((item) => matchesSearch(search, [item.label, ...(texts.get(item.value) ?? [])]));
  return { data: options.map(({ value, label }) => ({ value, label })), filter };
}
