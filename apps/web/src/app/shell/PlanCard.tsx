import { planName } from '@framecast/contract';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../shared/api/user-info';

/** Plan and lip-sync balance at the bottom of the sidebar. */
export function PlanCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const minutes = Math.floor(user.lip_sync_duration / 60);
  return (
    <Paper p="sm" radius="md" bg="brand.0" data-testid="plan-card">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('profile.plan.current')}
        </Text>
        <Badge variant="filled" size="sm">
          {user.status === 'guest' ? t('common.freeTrial') : planName(user.actual_plan)}
        </Badge>
      </Group>
      <Group gap={6} mt={6} wrap="nowrap">
        <IconClockHour4 size={14} color="var(--mantine-color-brand-6)" />
        <Text size="xs">
          {t('profile.plan.lipSync')}: {t('profile.plan.minutes', { minutes })}
        </Text>
      </Group>
    </Paper>
  );
}
