import { i18n } from './instance';
import type { Language } from './language';

/**
 * Our voice language codes (espeak's, lower-cased) that are not the BCP-47 tag Intl.DisplayNames needs,
 * or whose accent is a private-use or unregistered subtag (`x-rp`, `nyc`) that Intl drops or refuses.
 * `es`/`pt` are the European variants in espeak (there are `es-419` and `pt-br` beside them).
 */
const ESPEAK_TAGS: Record<string, { tag: string; accent?: string }> = {
  'cmn-latn-pinyin': { tag: 'cmn' },
  'en-gb-scotland': { tag: 'en-GB', accent: 'scotland' },
  'en-gb-x-gbclan': { tag: 'en-GB', accent: 'lancaster' },
  'en-gb-x-gbcwmd': { tag: 'en-GB', accent: 'westMidlands' },
  'en-gb-x-rp': { tag: 'en-GB', accent: 'rp' },
  'en-us-nyc': { tag: 'en-US', accent: 'nyc' },
  es: { tag: 'es-ES' },
  pt: { tag: 'pt-PT' },
  piqd: { tag: 'tlh' },
  vi: { tag: 'vi', accent: 'northern' },
  'vi-vn-x-central': { tag: 'vi', accent: 'central' },
  'vi-vn-x-south': { tag: 'vi', accent: 'southern' },
};

/** The BCP-47 tag (and our accent key) for a voice language code; anything after `-x-` is private use. */
export function languageTag(code: string): { tag: string; accent?: string } {
  const known = ESPEAK_TAGS[code.toLowerCase()];
  if (known) return known;
  const tag = code.split(/-x-/i)[0]!;
  try {
    return { tag: Intl.getCanonicalLocales(tag)[0] ?? tag };
  } catch {
    return { tag: tag.split('-')[0]! };
  }
}

const displayNames = new Map<Language, Intl.DisplayNames>();
const intlName = (tag: string, lng: Language): string | undefined => {
  let names = displayNames.get(lng);
  if (!names) {
    names = new Intl.DisplayNames([lng === 'zh' ? 'zh-CN' : 'en'], { type: 'language', fallback: 'none' });
    displayNames.set(lng, names);
  }
  try {
    return names.of(tag);
  } catch {
    return undefined;
  }
};

/**
 * A voice language's name in `lng`: our own name where Intl has none or a poor one (Mandarin is
 * "中文（普通话）", not just "中文"), else Intl.DisplayNames, else `fallback` (the server's English name).
 */
export function languageName(code: string, lng: Language, fallback?: string): string {
  // A list of 258 voices asks for the same 129 names on every render; the answer never changes.
  const key = `${lng}\u0000${code}\u0000${fallback ?? ''}`;
  let name = named.get(key);
  if (name === undefined) {
    name = nameOf(code, lng, fallback);
    named.set(key, name);
  }
  return name;
}

const named = new Map<string, string>();

function nameOf(code: string, lng: Language, fallback?: string): string {
  const t = i18n.getFixedT(lng);
  const own = `library.languages.${code.toLowerCase()}`;
  if (i18n.exists(own, { lng })) return t(own);
  const { tag, accent } = languageTag(code);
  const base = intlName(tag, lng);
  if (!base) return fallback ?? code;
  return accent ? t('library.withAccent', { language: base, accent: t(`library.accents.${accent}`) }) : base;
}
