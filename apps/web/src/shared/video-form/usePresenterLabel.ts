import { useMemo } from 'react';
import { useAvatarLibrary } from '../avatar-library/get-avatar-library';
import { lookLabel } from '../avatar-library/library-names';
import { currentLanguage } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { useUserAvatars } from '../user-avatars/api';

/** Who presents the video, in words: a library look ("Maya · Support"), one of the space's own looks, or no presenter. */
export function usePresenterLabel(avatar: string | null): string {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const library = useAvatarLibrary({ sample: '0' });
  const own = useUserAvatars({ scope: 'mine' });
  return useMemo(() => {
    if (!avatar) return t('url2video.settings.noPresenter');
    const look = library.data?.sets.flatMap((s) => s.looks).find((l) => l.id === avatar);
    if (look) return `${look.name} · ${lookLabel(look, lng)}`;
    for (const mine of own.data?.items ?? []) {
      const chosen = mine.looks.find((l) => l.ref === avatar);
      if (chosen) return chosen.name && chosen.name !== mine.name ? `${mine.name} · ${chosen.name}` : mine.name;
    }
    return '…';
  }, [avatar, library.data, own.data, lng, t]);
}
