import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import { openChangePasswordDialog, openSetPasswordDialog } from '../../../shared/dialogs/auth-dialog';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

/** Change the password through the emailed-code reset flow, or set a first one (need_set_pwd). */
export function PasswordCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const first = user.need_set_pwd === 1;
  return (
    <SettingsCard
      title={t('profile.password.title')}
      description={first ? t('profile.password.noPasswordText') : t('profile.password.text')}
      testId="profile-password"
      action={
        <Button
          variant="default"
          leftSection={<IconKey size={16} />}
          onClick={() => (first ? openSetPasswordDialog() : openChangePasswordDialog())}
          data-testid="profile-change-password"
        >
          {first ? t('profile.password.set') : t('profile.password.change')}
        </Button>
      }
    />
  );
}
