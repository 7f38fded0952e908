import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/api/user-info';
import { closeChangePasswordDialog, openAuthDialog, useChangePasswordDialog } from '../../../shared/dialogs/auth-dialog';
import { ResetFlow } from './Flows';

const noop = () => undefined;

/**
 * Change password from Profile: a code to the account's own address, then the new password, in a
 * plain dialog. The reset signs every session out, so it ends on the sign-in dialog with the address.
 */
export default function ChangePasswordDialog() {
  const { t } = useTranslation();
  const opened = useChangePasswordDialog((s) => s.opened);
  const { user } = useUser();
  return (
    <Modal opened={opened} onClose={closeChangePasswordDialog} title={t('profile.password.change')} centered size={440} data-testid="change-password-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.password.text')}
        </Text>
        <ResetFlow
          email={user?.username ?? ''}
          emailLocked
          onEmailChange={noop}
          onDone={(email) => {
            closeChangePasswordDialog();
            openAuthDialog({ mode: 0, email });
          }}
        />
      </Stack>
    </Modal>
  );
}
