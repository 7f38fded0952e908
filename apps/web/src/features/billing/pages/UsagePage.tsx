import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUsage } from '../api/usage-detail';
import { BillingLayout } from '../components/BillingLayout';
import { GuestNotice } from '../components/GuestNotice';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';
import { UsageChart } from '../components/UsageChart';
import { UsageTable } from '../components/UsageTable';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Usage() {
  const { t } = useTranslation();
  // Range and page live in the address: reload and Back keep them.
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : undefined;
  };
  const from = day('from');
  const to = day('to');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const usage = useUsage({ page, page_size: PAGE_SIZE, from, to });

  const update = (next: { from?: string; to?: string; page?: number }) => {
    // Read the address as it is now, not as of this render: two quick edits (From, then To) would
    // otherwise each start from the same old range and the second would drop the first.
    const now = new URLSearchParams(window.location.search);
    const current = (key: string) => {
      const v = now.get(key) ?? '';
      return DAY.test(v) ? v : undefined;
    };
    const merged = { from: current('from'), to: current('to'), page: 1, ...next };
    const q: Record<string, string> = {};
    if (merged.from) q.from = merged.from;
    if (merged.to) q.to = merged.to;
    if (merged.page > 1) q.page = String(merged.page);
    setParams(q, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        <Group justify="space-between" align="flex-end" gap="md" mb="md">
          <div>
            <Title order={2} fz="lg">
              {t('billing.usage.chartTitle')}
            </Title>
            {usage.data && (
              <Text size="sm" c="dimmed" data-testid="usage-total">
                {t('billing.usage.used', { count: usage.data.credits_used })}
              </Text>
            )}
          </div>
          <Group gap="sm" align="flex-end" role="group" aria-label={t('billing.usage.range')} w={{ base: '100%', xs: 'auto' }}>
            <TextInput
              type="date"
              label={t('billing.usage.from')}
              value={from ?? ''}
              max={to}
              onChange={(e) => update({ from: e.currentTarget.value || undefined })}
              w={{ base: 'calc(50% - 6px)', xs: 160 }}
              data-testid="usage-from"
            />
            <TextInput
              type="date"
              label={t('billing.usage.to')}
              value={to ?? ''}
              min={from}
              onChange={(e) => update({ to: e.currentTarget.value || undefined })}
              w={{ base: 'calc(50% - 6px)', xs: 160 }}
              data-testid="usage-to"
            />
            {(from || to) && (
              <Button variant="subtle" onClick={() => update({ from: undefined, to: undefined })} data-testid="usage-clear">
                {t('billing.usage.clear')}
              </Button>
            )}
          </Group>
        </Group>
        {usage.isError ? null : usage.data ? <UsageChart daily={usage.data.daily} /> : <Skeleton h={240} radius="md" />}
      </Paper>
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        {usage.isError ? (
          <LoadError error={usage.error} onRetry={() => void usage.refetch()} testId="usage-error" />
        ) : !usage.data ? (
          <Skeleton h={200} radius="md" />
        ) : usage.data.items.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center" data-testid="usage-empty">
            {t('billing.usage.empty')}
          </Text>
        ) : (
          <>
            <UsageTable rows={usage.data.items} />
            <Pager page={page} pageSize={PAGE_SIZE} total={usage.data.total} onChange={(p) => update({ page: p })} testId="usage-pager" />
          </>
        )}
      </Paper>
    </Stack>
  );
}

/** /billing/usage/details: credits used per day and the videos that used them. */
export default function UsagePage() {
  const { user } = useUser();
  return <BillingLayout active="usage">{user?.status === 'guest' ? <GuestNotice /> : <Usage />}</BillingLayout>;
}
