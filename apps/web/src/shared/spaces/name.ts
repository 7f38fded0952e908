import type { SpaceItem } from '@framecast/contract';
import { useTranslation } from '../i18n/use-translation';

/**
 * What a space is called on screen: a personal space in the reader's language (the server names it in
 * English, from the nickname), a team space by the name its owner gave it.
 */
export function useSpaceName(): (space: Pick<SpaceItem, 'personal' | 'name'>) => string {
  const { t } = useTranslation();
  return (space) => (space.personal ? t('spaces.myName') : space.name);
}
