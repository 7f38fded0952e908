import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { navigateTo } from '../../../shared/navigation';
import { dropHeldPurchase, type HeldPurchase, heldPurchase, releaseHeldPurchase } from '../../../shared/pricing/held-purchase';
import { useBillingInfo } from '../api/billing-info';
import { BillingInfoForm } from '../components/BillingInfoForm';
import { BillingLayout } from '../components/BillingLayout';
import { GuestNotice } from '../components/GuestNotice';
import { LoadError } from '../components/LoadError';

/** A purchase that 18009 sent here: it is kept, and saving the details goes back to pay it. */
function HeldNotice({ held, onDrop }: { held: HeldPurchase; onDrop: () => void }) {
  const { t } = useTranslation();
  const { goods } = held.checkout;
  const period = goods.period === 'month' || goods.period === 'year' ? t(`billing.period.${goods.period}`) : null;
  return (
    <Alert color="brand" variant="light" icon={<IconShoppingCart size={18} aria-hidden />} mb="md" data-testid="held-purchase">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('billing.held.title', { item: period ? `${goods.goods_name} · ${period}` : goods.goods_name })}
        </Text>
        <Text size="sm">{t('billing.held.text')}</Text>
        <Anchor component="button" type="button" size="sm" onClick={onDrop} w="fit-content" data-testid="held-purchase-drop">
          {t('billing.held.drop')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function PaymentDetails({ email }: { email: string }) {
  const info = useBillingInfo();
  const [held, setHeld] = useState(heldPurchase);
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} testId="billing-info-error" />;
  if (!info.data) return <Skeleton h={480} radius="lg" />;
  const resume = () => {
    const back = releaseHeldPurchase();
    if (back) navigateTo(back);
  };
  return (
    <>
      {held && (
        <HeldNotice
          held={held}
          onDrop={() => {
            dropHeldPurchase();
            setHeld(null);
          }}
        />
      )}
      <BillingInfoForm saved={info.data.info} defaultEmail={email} onSaved={held ? resume : undefined} />
    </>
  );
}

/** /billing/payment/details: the billing details printed on invoices (spec 001 §8: 18009 sends the buyer here). */
export default function PaymentDetailsPage() {
  const { user } = useUser();
  return <BillingLayout active="payment">{user?.status === 'guest' ? <GuestNotice /> : <PaymentDetails email={user?.username ?? ''} />}</BillingLayout>;
}
