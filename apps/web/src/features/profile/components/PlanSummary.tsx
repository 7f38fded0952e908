import { planName } from '@framecast/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../shared/api/user-info';
import { SettingsCard } from './SettingsCard';

/** Plan, days left, lip-sync balance and the account id, read-only. */
export function PlanSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const items = [
    { label: t('profile.plan.current'), value: planName(user.actual_plan) },
    { label: t('profile.plan.daysLeft'), value: String(user.surplus_days) },
    { label: t('profile.plan.lipSync'), value: t('profile.plan.minutes', { minutes: Math.floor(user.lip_sync_duration / 60) }) },
    { label: t('profile.plan.id'), value: user.show_id },
  ];
  return (
    <SettingsCard title={t('profile.plan.title')} testId="profile-plan">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {items.map((item) => (
          <div key={item.label}>
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
