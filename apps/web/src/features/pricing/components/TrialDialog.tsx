import { TRIAL } from '@framecast/contract';
import { Anchor, Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricingDialog, openPricing } from '../../../shared/pricing/store';
import { useGoods } from '../api/get-goods';
import { useAccountCurrency } from '../hooks/useAccountCurrency';
import { useStartPurchase } from '../hooks/useStartPurchase';
import { moneyMajor } from '../model/cards';
import { placeOrder } from '../model/purchase';
import { DIALOG_Z } from './PaymentDialog';

/** 'Try for $0' (spec 001 §2): 7 days of Starter for $0, then its monthly price; the order goes straight to the provider. */
export function TrialDialog({ source }: { source: string }) {
  const { t } = useTranslation();
  // Starter monthly in the account's currency: the plan the trial runs into.
  const goods = useGoods(useAccountCurrency(), 1);
  const trialGoods = goods.data?.find((g) => g.plan === TRIAL.plan && g.period === 'month');
  const startPurchase = useStartPurchase();
  const [sending, setSending] = useState(false);
  const price = trialGoods ? moneyMajor(trialGoods.sell_price / 100, trialGoods.currency) : '$29';

  const start = () => {
    if (!trialGoods) return;
    startPurchase({ goods: trialGoods, period: 'month', seats: 1, source: `${source}:trial`, isAdditional: false }, (checkout) => {
      setSending(true);
      void placeOrder(checkout, { isTrial: true }).then((leaving) => {
        if (!leaving) setSending(false);
      });
    });
  };
  const plans = (section?: 'compare') => {
    closePricingDialog();
    openPricing({ source: `${source}:trial`, section });
  };

  return (
    <Modal
      opened
      onClose={closePricingDialog}
      centered
      size="md"
      zIndex={DIALOG_Z}
      title={t('pricing.trial.days', { days: TRIAL.days })}
      data-testid="trial-dialog"
    >
      <Stack gap="md">
        <Title order={3}>{t('pricing.trial.title')}</Title>
        <Text>{t('pricing.trial.text', { days: TRIAL.days, price })}</Text>
        <List
          spacing={6}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>{t('pricing.trial.credits', { count: TRIAL.credits })}</List.Item>
          <List.Item>{t('pricing.trial.length')}</List.Item>
          <List.Item>{t('pricing.features.noWatermark')}</List.Item>
        </List>
        <Button size="md" onClick={start} loading={sending} disabled={!trialGoods} data-testid="trial-start">
          {t('pricing.trial.start')}
        </Button>
        <Group justify="center" gap="lg">
          <Anchor component="button" type="button" size="sm" onClick={() => plans('compare')} data-testid="trial-benefits">
            {t('pricing.trial.viewBenefits')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => plans()} data-testid="trial-plans">
            {t('pricing.trial.viewPlans')}
          </Anchor>
        </Group>
      </Stack>
    </Modal>
  );
}
