import { useTranslation } from '../../../shared/i18n/use-translation';
import { DraftGate } from '../components/DraftGate';
import { TalkingPhotoEditor } from '../components/TalkingPhotoEditor';
import { photoLayerOf } from '../photo-document';

/** /talking-photo and /talking-photo?id=. A draft whose avatar is a library look opens in the Avatar Video form. */
export default function TalkingPhotoPage() {
  const { t } = useTranslation();
  return (
    <DraftGate
      newPath="/talking-photo"
      newLabel={t('talkingPhoto.newVideo')}
      elsewhere={(doc, id) => (photoLayerOf(doc) ? null : `/talking-avatar?id=${id}`)}
      editor={(opened, onCreated, key) => <TalkingPhotoEditor key={key} opened={opened} onCreated={onCreated} />}
    />
  );
}
