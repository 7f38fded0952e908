import { Modal, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/api/user-info';
import { closeChangePasswordDialog, useChangePasswordDialog } from '../../../shared/dialogs/auth-dialog';
import { storeLoginCallback } from '../../../shared/session/callback';
import { ResetFlow } from './Flows';

const noop = () => undefined;

/**
 * Change password from Profile: a code to the account's own address, then the new password, in a
 * plain dialog. The reset signs every session out, this one too, so it ends on sign-in with the address,
 * and signing in comes back here.
 */
export default function ChangePasswordDialog() {
  const { t } = useTranslation();
  const opened = useChangePasswordDialog((s) => s.opened);
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
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
            storeLoginCallback(pathname + search);
            navigate('/login', { replace: true, state: { email } });
          }}
        />
      </Stack>
    </Modal>
  );
}
