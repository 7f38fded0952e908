import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { openAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** A free trial has no account to bill: the way to make one. */
export function GuestNotice() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="lg" withBorder data-testid="billing-guest">
      <Stack align="flex-start" gap="sm">
        <Title order={2} fz="lg">
          {t('billing.guestTitle')}
        </Title>
        <Text c="dimmed">{t('billing.guestText')}</Text>
        <Button leftSection={<IconSparkles size={16} />} onClick={() => openAuthDialog({ mode: 1 })}>
          {t('home.guestCta')}
        </Button>
      </Stack>
    </Paper>
  );
}
