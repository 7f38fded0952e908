import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import { ChangeEmailModal } from './ChangeEmailModal';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

/** The sign-in email and the way to change it. */
export function EmailCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <SettingsCard
      title={t('profile.email.title')}
      testId="profile-email"
      action={
        <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={open} data-testid="profile-change-email">
          {t('profile.email.change')}
        </Button>
      }
    >
      <div>
        <Text size="xs" c="dimmed">
          {t('profile.email.current')}
        </Text>
        <Text fw={600} data-testid="profile-email-value">
          {user.username}
        </Text>
      </div>
      {opened && <ChangeEmailModal opened={opened} onClose={close} currentEmail={user.username} />}
    </SettingsCard>
  );
}
