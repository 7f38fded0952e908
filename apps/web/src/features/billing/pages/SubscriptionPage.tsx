import { Skeleton, Stack } from '@mantine/core';
import { useUser } from '../../../shared/api/user-info';
import { useSubscription } from '../api/get-subscription';
import { BalancesCard } from '../components/BalancesCard';
import { BillingLayout } from '../components/BillingLayout';
import { CreditHistory } from '../components/CreditHistory';
import { GuestNotice } from '../components/GuestNotice';
import { LoadError } from '../components/LoadError';
import { SubscriptionCard } from '../components/SubscriptionCard';

function Subscription() {
  const sub = useSubscription();
  if (sub.isError) return <LoadError error={sub.error} onRetry={() => void sub.refetch()} testId="billing-subscription-error" />;
  if (!sub.data)
    return (
      <Stack gap="lg">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <SubscriptionCard sub={sub.data} />
      <BalancesCard sub={sub.data} />
      <CreditHistory />
    </Stack>
  );
}

/** /billing/subscriptions: the plan, its period and seats, balances and the credit history. */
export default function SubscriptionPage() {
  const { user } = useUser();
  return <BillingLayout active="subscription">{user?.status === 'guest' ? <GuestNotice /> : <Subscription />}</BillingLayout>;
}
