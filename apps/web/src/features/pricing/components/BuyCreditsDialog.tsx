import { CREDIT_COSTS, formatMoney, GoodsType } from '@framecast/contract';
import { Alert, Button, Center, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { PackOption } from './PackOption';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricingDialog } from '../../../shared/pricing/store';
import { useGoods } from '../api/get-goods';
import { useStartPurchase } from '../hooks/useStartPurchase';
import { creditPacks, pricePerCredit } from '../model/cards';
import { DIALOG_Z } from './PaymentDialog';
import { useAccountCurrency } from '../hooks/useAccountCurrency';

/**
 * Buy credits on top of a plan (spec 001 §8: a paid user out of credits may upgrade or buy credits): the
 * credit packs with their price per credit; the order goes through the payment dialog like any other.
 */
export function BuyCreditsDialog({ source }: { source: string }) {
  const { t } = useTranslation();
  const currency = useAccountCurrency();
  const { user } = useUser();
  const goods = useGoods(currency, GoodsType.credits);
  const packs = creditPacks(goods.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = packs.find((g) => g.goods_sn === chosen) ?? packs[0];
  const startPurchase = useStartPurchase();

  const buy = () => {
    if (!selected) return;
    const started = startPurchase({ goods: selected, period: null, seats: 1, source: `${source}:credits`, isAdditional: true });
    if (started) closePricingDialog();
  };

  return (
    <Modal opened onClose={closePricingDialog} centered size="md" zIndex={DIALOG_Z} title={t('pricing.credits.title')} data-testid="buy-credits-dialog">
      <Stack gap="md">
        <Text size="sm">{t('pricing.credits.text', { count: CREDIT_COSTS.video })}</Text>
        {user && (
          <Text size="sm" fw={600} data-testid="buy-credits-balance">
            {t('pricing.credits.balance', { count: user.credits_balance })}
          </Text>
        )}
        {goods.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('pricing.loading')} />
          </Center>
        ) : goods.isError ? (
          <Stack align="center" gap="xs" py="sm">
            <Text c="red.9" size="sm">
              {t('pricing.loadError')}
            </Text>
            <Button variant="default" size="xs" onClick={() => void goods.refetch()}>
              {t('pricing.retry')}
            </Button>
          </Stack>
        ) : packs.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="buy-credits-none">
            {t('pricing.credits.none')}
          </Text>
        ) : (
          <Radio.Group label={t('pricing.credits.choose')} value={selected?.goods_sn ?? null} onChange={setChosen}>
            <Stack gap="xs" mt={6}>
              {packs.map((g) => (
                <PackOption
                  key={g.goods_sn}
                  value={g.goods_sn}
                  title={t('pricing.credits.pack', { count: g.privileges.credit })}
                  price={formatMoney(g.sell_price, g.currency)}
                  unit={t('pricing.credits.perCredit', { price: pricePerCredit(g) })}
                  testId={{ card: `credit-pack-${g.goods_sn}`, price: `credit-pack-price-${g.goods_sn}`, unit: `credit-pack-unit-${g.goods_sn}` }}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="xs">
          <Text size="xs">{t('pricing.credits.note')}</Text>
        </Alert>
        <Button onClick={buy} disabled={!selected} data-testid="buy-credits-submit">
          {selected ? t('pricing.credits.buy', { price: formatMoney(selected.sell_price, selected.currency) }) : t('pricing.credits.buyPlain')}
        </Button>
      </Stack>
    </Modal>
  );
}
