import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import { planLabel } from '../../../shared/i18n/plan-names';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

/**
 * Plan, credits, lip-sync balance and the account id, read-only. Days left only for a plan that ends
 * (Free never does, and "0 days left" would read as expired).
 */
export function PlanSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const items = [
    { key: 'plan', label: t('profile.plan.current'), value: planLabel(user.actual_plan) },
    { key: 'credits', label: t('profile.plan.credits'), value: String(user.credits_balance) },
    ...(user.surplus_days > 0 ? [{ key: 'days', label: t('profile.plan.daysLeft'), value: String(user.surplus_days) }] : []),
    { key: 'lipsync', label: t('profile.plan.lipSync'), value: t('profile.plan.minutes', { minutes: Math.floor(user.lip_sync_duration / 60) }) },
    { key: 'id', label: t('profile.plan.id'), value: user.show_id },
  ];
  return (
    <SettingsCard title={t('profile.plan.title')} testId="profile-plan">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {items.map((item) => (
          <div key={item.key} data-testid={`profile-plan-${item.key}`}>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fw={650} truncate>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </SettingsCard>
  );
}
