import type { Voice } from '@framecast/contract';

export interface VoiceFilters {
  q: string;
  language: string | null;
  gender: 'male' | 'female' | null;
}

/** The voices matching a search (name, language, accent; every word must match), a language and a gender. */
export function filterVoices(voices: readonly Voice[], { q, language, gender }: VoiceFilters): Voice[] {
  const words = q.toLowerCase().split(/\s+/u).filter(Boolean);
  return voices.filter((v) => {
    if (language && v.language !== language) return false;
    if (gender && v.gender !== gender) return false;
    const haystack = `${v.name} ${v.language_name} ${v.language} ${v.accent ?? ''}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** Language prefixes a UI language puts first: English speakers see English voices, Chinese speakers Chinese ones. */
export const PREFERRED_LANGUAGES: Record<string, readonly string[]> = { en: ['en-us', 'en-gb', 'en'], zh: ['cmn', 'yue', 'zh', 'hak'] };

/** Voices of the preferred languages first (in the order of `prefixes`), the rest after, each group in list order. */
export function rankVoices(voices: readonly Voice[], prefixes: readonly string[]): Voice[] {
  const rank = (v: Voice) => {
    const i = prefixes.findIndex((p) => v.language === p || v.language.startsWith(`${p}-`));
    return i < 0 ? prefixes.length : i;
  };
  return voices
    .map((v, i) => ({ v, i, r: rank(v) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.v);
}
