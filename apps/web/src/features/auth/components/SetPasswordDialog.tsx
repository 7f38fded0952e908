import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closeSetPasswordDialog, useSetPasswordDialog } from '../../../shared/dialogs/auth-dialog';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSetPassword } from '../api/set-password';
import { SetPasswordStep } from './SetPasswordStep';

/** For accounts without a password (need_set_pwd): POST v1/auth/set_password. */
export default function SetPasswordDialog() {
  const { t } = useTranslation();
  const opened = useSetPasswordDialog((s) => s.opened);
  const mutation = useSetPassword();
  return (
    <Modal opened={opened} onClose={closeSetPasswordDialog} title={t('auth.setPasswordDialog.title')} centered size={440} data-testid="set-password-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.setPasswordDialog.text')}
        </Text>
        <SetPasswordStep
          submitLabel={t('common.done')}
          onSubmit={async (password) => {
            await mutation.mutateAsync(password);
            toastSuccess(t('auth.setPasswordDialog.success'));
            closeSetPasswordDialog();
          }}
        />
      </Stack>
    </Modal>
  );
}
