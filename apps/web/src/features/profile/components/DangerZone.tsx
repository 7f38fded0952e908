import { PlainPasswordSignIn } from '@framecast/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { localizedInputProps } from '../../../shared/ui/form';
import { toastSuccess } from '../../../shared/ui/toast';
import { useDeleteUser } from '../api/delete-user';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

const Schema = z.object({ password: PlainPasswordSignIn });

/** Delete the account, confirmed with the password in a modal. */
export function DangerZone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const del = useDeleteUser();
  const form = useForm({ initialValues: { password: '' }, validate: schemaResolver(Schema, { sync: true }) });

  const submit = form.onSubmit(({ password }) =>
    del.mutate(password, {
      onSuccess: () => {
        close();
        toastSuccess(t('profile.danger.deleted'));
        navigate('/login', { replace: true });
      },
    }),
  );

  return (
    <SettingsCard
      danger
      title={t('profile.danger.title')}
      testId="profile-danger"
      action={
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open} data-testid="profile-delete-account">
          {t('profile.danger.deleteButton')}
        </Button>
      }
      description={
        <>
          <Text span fw={600} c="dark">
            {t('profile.danger.deleteLead')}
          </Text>{' '}
          {t('profile.danger.deleteText')}
        </>
      }
    >
      <Modal opened={opened} onClose={close} title={t('profile.danger.modalTitle')} centered size={440} data-testid="delete-account-dialog">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('profile.danger.modalText')}</Text>
            <PasswordInput
              label={t('auth.field.password')}
              autoComplete="current-password"
              data-testid="delete-account-password"
              {...localizedInputProps(form, 'password')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={del.isPending} data-testid="delete-account-confirm">
                {t('profile.danger.confirmButton')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
