import type { Voice } from '@framecast/contract';
import { matchesSearch } from '../i18n/search';
import { CHINESE_LANGUAGES, languageRank, speaks } from './languages';
import { voiceSearchTexts } from './names';

export interface VoiceFilters {
  q: string;
  language: string | null;
  gender: Voice['gender'] | null;
}

/**
 * The voices matching a search, a language and a gender. Every word of the search must be found in the
 * voice's names and its language's names, in English and Chinese (`texts`, precomputed by the caller
 * for a long list), so 普通话, 中文, Mandarin and Chinese all find the Mandarin voices.
 */
export function filterVoices(
  voices: readonly Voice[],
  { q, language, gender }: VoiceFilters,
  texts: (v: Voice) => readonly string[] = voiceSearchTexts,
): Voice[] {
  return voices.filter((v) => {
    if (language && v.language !== language) return false;
    if (gender && v.gender !== gender) return false;
    return matchesSearch(q, texts(v));
  });
}

/** Voices of the preferred languages first (in the order of `prefixes`), the rest after, each group in list order. */
export function rankVoices(voices: readonly Voice[], prefixes: readonly string[]): Voice[] {
  return voices
    .map((v, i) => ({ v, i, r: languageRank(v.language, prefixes) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.v);
}

const HAN = /\p{Script=Han}/u;

/** A voice whose language reads Chinese characters. */
const isChineseVoice = (v: Pick<Voice, 'language'>): boolean => CHINESE_LANGUAGES.some((p) => speaks(v, p));

/** A Chinese script read by a voice of another language comes out as nonsense (or silence). */
export const voiceMismatch = (script: string, voice: Pick<Voice, 'language'> | undefined): boolean =>
  Boolean(voice) && HAN.test(script) && !isChineseVoice(voice!);

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
