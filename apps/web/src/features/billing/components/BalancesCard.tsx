import { Plan, type SubscriptionInfo } from '@framecast/contract';
import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openPricingDialog } from '../../../shared/pricing/store';

/** What is left to spend: video credits, API credits and lip-sync minutes; a paid plan may buy more credits (spec 001 §8). */
export function BalancesCard({ sub }: { sub: SubscriptionInfo }) {
  const { t } = useTranslation();
  // Free users upgrade instead (spec 001 §8); with billing off nothing is for sale.
  const canBuy = !sub.managed && sub.subscribe_plan_int !== Plan.Free;
  const items = [
    { key: 'credits', label: t('billing.balances.credits'), value: String(sub.credits_balance) },
    { key: 'api', label: t('billing.balances.apiCredits'), value: String(sub.api_credits_balance) },
    { key: 'lipsync', label: t('billing.balances.lipSync'), value: t('billing.balances.minutes', { count: Math.floor(sub.lip_sync_duration / 60) }) },
  ];
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder data-testid="billing-balances">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {t('billing.balances.title')}
        </Title>
        {canBuy && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCoins size={16} aria-hidden />}
            onClick={() => openPricingDialog({ kind: 'credits', source: 'billing-balances' })}
            data-testid="billing-buy-credits"
          >
            {t('billing.balances.buyCredits')}
          </Button>
        )}
      </Group>
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
