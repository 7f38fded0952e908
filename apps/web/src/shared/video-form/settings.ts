import { LOOK_REF_PREFIX, SCRIPT_LANGUAGES, type ScriptLanguage, type ScriptLength, type Url2VideoCreateRequest, type Voice } from '@framecast/contract';
import type { AspectRatio, Emotion } from '@framecast/timeline';
import { speaks } from '../voices/languages';

/**
 * The settings of a video made from a product (URL to Video, Batch Mode, Batch Product), without React:
 * the format, the script's length and language, who presents and with which voice, and subtitles.
 */
export interface VideoSettings {
  aspectRatio: AspectRatio;
  length: ScriptLength;
  language: ScriptLanguage;
  /** A library look `<avatar>/<look>` or `look:<id>` of the space; null: no presenter. */
  avatar: string | null;
  emotion: Emotion;
  voice: string | null;
  /**
   * The user picked the voice (not the language's or a presenter's default). Kept with the settings, not
   * in the form, so it outlives the form: back from another step, or after a reload, a presenter chosen
   * still keeps the user's voice.
   */
  voiceChosen?: boolean;
  subtitles: boolean;
}

/** The script's language follows the interface's until the user picks another. */
export const initialSettings = (uiLanguage = 'en'): VideoSettings => ({
  aspectRatio: '9:16',
  length: '30s',
  language: SCRIPT_LANGUAGES.includes(uiLanguage as ScriptLanguage) ? (uiLanguage as ScriptLanguage) : 'en',
  avatar: null,
  emotion: 'default',
  voice: null,
  subtitles: true,
});

type SettingsFields = Pick<Url2VideoCreateRequest, 'aspect_ratio' | 'length' | 'language' | 'avatar' | 'voice' | 'subtitles'>;

/** The settings as a create call sends them; null while no voice is chosen. */
export function settingsFields({ aspectRatio, length, language, avatar, emotion, voice, subtitles }: VideoSettings): SettingsFields | null {
  if (!voice) return null;
  return { aspect_ratio: aspectRatio, length, language, avatar: avatar ? { id: avatar, emotion } : null, voice, subtitles };
}

/**
 * Spec 000 §8: the template cuts its avatar out of the backdrop, but the chosen avatar is one of the
 * space's own looks (`look:<id>`), which keep their backdrop; the library's drawn avatars can be cut out.
 */
export const needsBackgroundWarning = (template: { cuts_out_avatar: boolean } | null | undefined, avatar: string | null): boolean =>
  template?.cuts_out_avatar === true && avatar !== null && avatar.startsWith(LOOK_REF_PREFIX);

// ---- the voice ------------------------------------------------------------------------------------------

/** Voice languages (espeak's codes, by prefix) that read each script language, the usual first. */
export const VOICE_LANGUAGES: Record<ScriptLanguage, readonly string[]> = {
  en: ['en-us', 'en-gb', 'en'],
  zh: ['cmn', 'zh', 'yue'],
  es: ['es', 'es-419'],
  fr: ['fr', 'fr-fr', 'fr-be'],
  de: ['de'],
  ja: ['ja'],
  pt: ['pt-br', 'pt'],
  it: ['it'],
  ko: ['ko'],
};

/**
 * The voice once a presenter is chosen: the user's own pick stays; otherwise the presenter's suggested
 * voice, when it speaks the script's language, replaces the default.
 */
export function voiceWithPresenter(voices: readonly Voice[] | undefined, settings: VideoSettings, suggested: string | null | undefined): string | null {
  if (settings.voiceChosen || !voices) return settings.voice;
  return voiceFor(voices, settings.language, null, suggested);
}

const QUALITY_RANK: Record<string, number> = { natural: 0, standard: 1, basic: 2 };

/** The voice speaks the script's language. */
export const voiceSpeaks = (voice: Pick<Voice, 'language'>, language: ScriptLanguage): boolean => VOICE_LANGUAGES[language].some((p) => speaks(voice, p));

/**
 * The voice the video is read with: the one chosen while it speaks the script's language; else the
 * avatar's suggested voice if it does; else the most natural voice of that language (the usual accent
 * first). A language without voices keeps the voice there was.
 */
export function voiceFor(voices: readonly Voice[], language: ScriptLanguage, current: string | null, suggested?: string | null): string | null {
  const speaking = voices.filter((v) => voiceSpeaks(v, language));
  if (current && speaking.some((v) => v.id === current)) return current;
  if (suggested && speaking.some((v) => v.id === suggested)) return suggested;
  const prefixes = VOICE_LANGUAGES[language];
  const rank = (v: Voice) => prefixes.findIndex((p) => speaks(v, p)) * 10 + (QUALITY_RANK[v.quality ?? 'basic'] ?? 3);
  const best = [...speaking].sort((a, b) => rank(a) - rank(b))[0];
  return best?.id ?? (current && voices.some((v) => v.id === current) ? current : null);
}
