import { useTranslation } from '../../../shared/i18n/use-translation';
import { DraftGate } from '../components/DraftGate';
import { TalkingPhotoEditor } from '../components/TalkingPhotoEditor';

/** /talking-photo and /talking-photo?id=. A draft whose presenter is a look (the library's or one of the space's own avatars) opens in the Avatar Video form. */
export default function TalkingPhotoPage() {
  const { t } = useTranslation();
  return (
    <DraftGate
      newPath="/talking-photo"
      newLabel={t('talkingPhoto.newVideo')}
      elsewhere={(p) => (p.presenter?.kind === 'photo' ? null : `/talking-avatar?id=${p.id}`)}
      editor={(opened, onCreated, key) => <TalkingPhotoEditor key={key} opened={opened} onCreated={onCreated} />}
    />
  );
}
