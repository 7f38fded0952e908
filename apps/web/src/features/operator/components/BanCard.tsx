import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useBanUser } from '../api/ban-user';
import type { AdminUser } from './UserSearch';

/** Ban or lift a ban, after a confirmation with an optional reason. */
export function BanCard({ user, onChange }: { user: AdminUser; onChange: (u: AdminUser) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const ban = useBanUser();
  const banned = user.status === 'banned';
  const confirm = () =>
    ban.mutate(
      { user_id: user.id, banned: !banned, reason: reason.trim() },
      {
        onSuccess: (u) => {
          onChange(u);
          setOpen(false);
          setReason('');
          toastSuccess(banned ? t('operator.ban.unbanned') : t('operator.ban.banned'));
        },
      },
    );
  return (
    <Paper p="lg" radius="lg" withBorder data-testid="operator-ban">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={3} fz="md">
            {t('operator.ban.title')}
          </Title>
          <Text size="sm" c={banned ? 'red.9' : 'dimmed'}>
            {banned ? t('operator.ban.bannedText') : t('operator.ban.activeText')}
          </Text>
        </div>
        <Button variant={banned ? 'default' : 'light'} color={banned ? undefined : 'red'} onClick={() => setOpen(true)} data-testid="operator-ban-open">
          {banned ? t('operator.ban.unban') : t('operator.ban.ban')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={banned ? t('operator.ban.confirmUnbanTitle', { email: user.email }) : t('operator.ban.confirmBanTitle', { email: user.email })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{banned ? t('operator.ban.confirmUnbanText') : t('operator.ban.confirmBanText')}</Text>
          <TextInput label={t('operator.ban.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color={banned ? undefined : 'red'} onClick={confirm} loading={ban.isPending} data-testid="operator-ban-confirm">
              {banned ? t('operator.ban.unban') : t('operator.ban.ban')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
