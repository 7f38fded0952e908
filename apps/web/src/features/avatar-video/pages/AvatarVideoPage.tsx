import { useTranslation } from '../../../shared/i18n/use-translation';
import { AvatarVideoEditor } from '../components/AvatarVideoEditor';
import { DraftGate } from '../components/DraftGate';
import { photoLayerOf } from '../photo-document';

/** /talking-avatar and /talking-avatar?id=. A talking photo (a copy made with "Edit as new", say) opens in its own form. */
export default function AvatarVideoPage() {
  const { t } = useTranslation();
  return (
    <DraftGate
      newPath="/talking-avatar"
      newLabel={t('avatarVideo.newVideo')}
      elsewhere={(doc, id) => (photoLayerOf(doc) ? `/talking-photo?id=${id}` : null)}
      editor={(opened, onCreated, key) => <AvatarVideoEditor key={key} opened={opened} onCreated={onCreated} />}
    />
  );
}
