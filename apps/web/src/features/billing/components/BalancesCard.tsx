import type { SubscriptionInfo } from '@framecast/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** What is left to spend: video credits, API credits and lip-sync minutes. */
export function BalancesCard({ sub }: { sub: SubscriptionInfo }) {
  const { t } = useTranslation();
  const items = [
    { key: 'credits', label: t('billing.balances.credits'), value: String(sub.credits_balance) },
    { key: 'api', label: t('billing.balances.apiCredits'), value: String(sub.api_credits_balance) },
    { key: 'lipsync', label: t('billing.balances.lipSync'), value: t('billing.balances.minutes', { count: Math.floor(sub.lip_sync_duration / 60) }) },
  ];
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder data-testid="billing-balances">
      <Title order={2} fz="lg" mb="md">
        {t('billing.balances.title')}
      </Title>
      <SimpleGrid cols={3} spacing="md">
        {items.map((item) => (
          <div key={item.key}>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fz={{ base: 20, sm: 24 }} fw={700} data-testid={`billing-balance-${item.key}`}>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
