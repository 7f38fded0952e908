import { Skeleton } from '@mantine/core';
import { useUser } from '../../../shared/api/user-info';
import { useBillingInfo } from '../api/billing-info';
import { BillingInfoForm } from '../components/BillingInfoForm';
import { BillingLayout } from '../components/BillingLayout';
import { GuestNotice } from '../components/GuestNotice';
import { LoadError } from '../components/LoadError';

function PaymentDetails({ email }: { email: string }) {
  const info = useBillingInfo();
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} testId="billing-info-error" />;
  if (!info.data) return <Skeleton h={480} radius="lg" />;
  return <BillingInfoForm saved={info.data.info} defaultEmail={email} />;
}

/** /billing/payment/details: the billing details printed on invoices (spec 001 §8: 18009 sends the buyer here). */
export default function PaymentDetailsPage() {
  const { user } = useUser();
  return <BillingLayout active="payment">{user?.status === 'guest' ? <GuestNotice /> : <PaymentDetails email={user?.username ?? ''} />}</BillingLayout>;
}
