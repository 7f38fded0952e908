import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openAuthDialog } from '../../../shared/dialogs/auth-dialog';

/** For free-trial users: sign up to keep the work. */
export function GuestBanner() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="yellow" radius="lg" icon={<IconSparkles size={20} />} data-testid="guest-banner">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={700}>{t('home.guestTitle')}</Text>
          <Text size="sm">{t('home.guestText')}</Text>
        </div>
        <Button color="dark" onClick={() => openAuthDialog({ mode: 1 })} data-testid="guest-signup">
          {t('home.guestCta')}
        </Button>
      </Group>
    </Alert>
  );
}
