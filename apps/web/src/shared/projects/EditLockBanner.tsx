import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Why the editor is read-only: another member has the draft open (its editing lock) until they leave, or
 * (no name) the caller may only look at a teammate's draft.
 */
export function EditLockBanner({ editor }: { editor: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} />}
      title={editor ? t('avatarVideo.banner.editingBy', { name: editor }) : t('avatarVideo.banner.viewOnly')}
      data-testid="draft-lock-banner"
    >
      {editor ? t('avatarVideo.banner.editingText') : t('avatarVideo.banner.viewOnlyText')}
    </Alert>
  );
}
