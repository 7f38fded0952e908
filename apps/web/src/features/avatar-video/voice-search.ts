import type { Voice } from '@framecast/contract';

export interface VoiceFilters {
  q: string;
  language: string | null;
  gender: Voice['gender'] | null;
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

/** `cmn` covers cmn, cmn-latn-pinyin …; a prefix matches whole language subtags only. */
const speaks = (v: Pick<Voice, 'language'>, prefix: string) => v.language === prefix || v.language.startsWith(`${prefix}-`);

const CHINESE_LANGUAGES = ['cmn', 'yue', 'zh', 'hak'];

/** Language prefixes a UI language puts first: English speakers see English voices, Chinese speakers Chinese ones. */
export const PREFERRED_LANGUAGES: Record<string, readonly string[]> = { en: ['en-us', 'en-gb', 'en'], zh: CHINESE_LANGUAGES };

/** Voices of the preferred languages first (in the order of `prefixes`), the rest after, each group in list order. */
export function rankVoices(voices: readonly Voice[], prefixes: readonly string[]): Voice[] {
  const rank = (v: Voice) => {
    const i = prefixes.findIndex((p) => speaks(v, p));
    return i < 0 ? prefixes.length : i;
  };
  return voices
    .map((v, i) => ({ v, i, r: rank(v) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.v);
}

const HAN = /\p{Script=Han}/u;

/** A voice whose language reads Chinese characters. */
const isChineseVoice = (v: Pick<Voice, 'language'>): boolean => CHINESE_LANGUAGES.some((p) => speaks(v, p));

/** A Chinese script read by a voice of another language comes out as nonsense (or silence). */
export const voiceMismatch = (script: string, voice: Pick<Voice, 'language'> | undefined): boolean => Boolean(voice) && HAN.test(script) && !isChineseVoice(voice!);

/**
 * The voice a newly chosen avatar speaks with: its own suggestion, unless the script (or, before there
 * is one, the interface) is Chinese — then a Mandarin voice of the avatar's gender.
 */
export function suggestVoice(look: { voice: string; gender: Voice['gender'] }, voices: readonly Voice[], script: string, uiLanguage: string): string | null {
  const chinese = script.trim() ? HAN.test(script) : uiLanguage === 'zh';
  if (chinese) {
    const mandarin = voices.filter((v) => v.language.startsWith('cmn'));
    const pick = mandarin.find((v) => v.gender === look.gender) ?? mandarin[0];
    if (pick) return pick.id;
  }
  return voices.some((v) => v.id === look.voice) ? look.voice : null;
}
