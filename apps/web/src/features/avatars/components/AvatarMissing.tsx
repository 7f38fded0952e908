import { Button } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatusPage } from '../../../shared/ui/StatusPage';

/** An avatar the address names that does not exist, or that the user may not see (or change). */
export function AvatarMissing({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconUserOff size={40} />}
      title={t('avatars.detail.missingTitle')}
      testId={testId}
      actions={
        <Button component={Link} to="/avatar">
          {t('avatars.create.back')}
        </Button>
      }
    >
      {message}
    </StatusPage>
  );
}
