import type { AvatarLook } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import type { Language } from '../i18n/language';
import { matchesSearch } from '../i18n/search';

const LANGUAGES: readonly Language[] = ['en', 'zh'];

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

/** The library's sets with only the looks a search matches (in either language); sets left empty are dropped. */
export const searchSets = <S extends { looks: L[] }, L extends Parameters<typeof lookSearchTexts>[0]>(sets: S[], q: string): S[] =>
  sets.map((s) => ({ ...s, looks: s.looks.filter((look) => matchesSearch(q, lookSearchTexts(look))) })).filter((s) => s.looks.length > 0);
