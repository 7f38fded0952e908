import type { Voice } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import type { Language } from '../i18n/language';
import { languageName } from '../i18n/language-names';

const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Local engines whose voices are named by language and gender (plus flite's speaker codes), so their names are rebuilt in `lng`. */
const LOCAL_ENGINES = new Set(['espeak', 'flite']);
/** flite's speakers go by their CMU ARCTIC initials (slt, rms, awb) or by name (kal). */
const INITIALS = new Set(['slt', 'rms', 'awb']);
const speakerOf = (v: Voice) => {
  const code = v.id.slice(v.id.indexOf(':') + 1);
  return INITIALS.has(code) ? code.toUpperCase() : code.charAt(0).toUpperCase() + code.slice(1);
};

/**
 * A voice's name in `lng`. The local voices are named by their language and gender only ("Chinese
 * (Mandarin) — Female"; flite's also by speaker), so that name is rebuilt from localised parts; other
 * engines' voices keep their own (proper) names.
 */
export function voiceLabel(v: Voice, lng: Language): string {
  if (!LOCAL_ENGINES.has(v.engine)) return v.name;
  const t = i18n.getFixedT(lng);
  const parts = { language: languageName(v.language, lng, v.language_name), gender: t(`library.voice.${v.gender}`) };
  return v.engine === 'flite' ? t('library.voice.speaker', { ...parts, speaker: speakerOf(v) }) : t('library.voice.name', parts);
}

/**
 * A voice's two lines in the list: a local voice's language over its gender ("中文（普通话）" over
 * "女声", flite's with its speaker), another engine's voice name over its language.
 */
export function voiceLines(v: Voice, lng: Language): { title: string; detail: string } {
  const language = languageName(v.language, lng, v.language_name);
  if (!LOCAL_ENGINES.has(v.engine)) return { title: v.name, detail: language };
  const gender = i18n.getFixedT(lng)(`library.voice.${v.gender}`);
  return { title: language, detail: v.engine === 'flite' ? `${gender} · ${speakerOf(v)}` : gender };
}

/** What a voice search looks in: the server's names and codes, and the names in every interface language. */
export const voiceSearchTexts = (v: Voice): string[] => [
  v.name,
  v.language_name,
  v.language,
  v.accent ?? '',
  ...LANGUAGES.flatMap((lng) => [voiceLabel(v, lng), languageName(v.language, lng, v.language_name)]),
];
