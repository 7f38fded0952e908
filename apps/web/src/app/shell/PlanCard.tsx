import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconClockHour4, IconCoins } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { UserInfo } from '../../shared/api/user-info';
import { planLabel } from '../../shared/i18n/plan-names';

/**
 * The plan and credits of the space the user works in, at the bottom of the sidebar (in a team space its
 * owner's Team plan and credits, which renders there spend); lip-sync minutes, the account's own, only
 * once there are some.
 */
export function PlanCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const minutes = Math.floor(user.lip_sync_duration / 60);
  return (
    <Paper p="sm" radius="md" bg="brand.0" data-testid="plan-card">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('profile.plan.current')}
        </Text>
        <Badge variant="filled" size="sm" data-testid="plan-card-plan">
          {user.status === 'guest' ? t('common.freeTrial') : planLabel(user.space.plan)}
        </Badge>
      </Group>
      <Group gap={6} mt={6} wrap="nowrap">
        <IconCoins size={14} color="var(--mantine-color-brand-6)" aria-hidden />
        <Text size="xs" data-testid="plan-card-credits">
          {t('profile.plan.creditsLine', { count: user.space.credits_balance })}
        </Text>
      </Group>
      {minutes > 0 && (
        <Group gap={6} mt={4} wrap="nowrap">
          <IconClockHour4 size={14} color="var(--mantine-color-brand-6)" aria-hidden />
          <Text size="xs">
            {t('profile.plan.lipSync')}: {t('profile.plan.minutes', { minutes })}
          </Text>
        </Group>
      )}
    </Paper>
  );
}
