import { useTranslation } from '../../../shared/i18n/use-translation';
import { AvatarVideoEditor } from '../components/AvatarVideoEditor';
import { DraftGate } from '../components/DraftGate';

/** /talking-avatar and /talking-avatar?id=. A talking photo (a copy made with "Edit as new", say) opens in its own form. */
export default function AvatarVideoPage() {
  const { t } = useTranslation();
  return (
    <DraftGate
      newPath="/talking-avatar"
      newLabel={t('avatarVideo.newVideo')}
      elsewhere={(p) => (p.presenter?.kind === 'photo' ? `/talking-photo?id=${p.id}` : null)}
      editor={(opened, onCreated, key) => <AvatarVideoEditor key={key} opened={opened} onCreated={onCreated} />}
    />
  );
}
