import type { AvatarLook, Voice } from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import type { Language } from '../../shared/i18n/language';
import { languageName } from '../../shared/i18n/language-names';

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

/** A look's name in `lng` (the server's English name for a look we have no translation of). */
export function lookLabel(look: Pick<AvatarLook, 'id' | 'look_name'>, lng: Language): string {
  const key = `library.looks.${look.id.replace('/', '.')}`;
  return i18n.exists(key, { lng }) ? i18n.getFixedT(lng)(key) : look.look_name;
}

/** What an avatar search looks in: the avatar's name, the look's and its occupation's names in every language. */
export const lookSearchTexts = (look: AvatarLook): string[] => [
  look.name,
  look.look_name,
  ...LANGUAGES.flatMap((lng) => [lookLabel(look, lng), i18n.getFixedT(lng)(`avatarVideo.filters.occupation.${look.occupation}`)]),
];

/**
 * The library's licence in `lng`: the built-in library's (the server sends its English words) is
 * translated; any other licence is shown as sent.
 */
export function licenceLabel(licence: { name: string; text: string }, lng: Language): { name: string; text: string } {
  const en = i18n.getFixedT('en');
  if (licence.name !== en('library.licence.name') || licence.text !== en('library.licence.text')) return licence;
  const t = i18n.getFixedT(lng);
  return { name: t('library.licence.name'), text: t('library.licence.text') };
}
