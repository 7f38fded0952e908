import { formatMoney, LIP_SYNC_LOT_DAYS, pricePerMinute } from '@framecast/contract';
import { Alert, Button, Center, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { durationText } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricingDialog } from '../../../shared/pricing/store';
import { useGoods } from '../api/get-goods';
import { useStartPurchase } from '../hooks/useStartPurchase';
import { moneyMajor } from '../model/cards';
import { PackOption } from './PackOption';
import { DIALOG_Z } from './PaymentDialog';
import { useAccountCurrency } from '../hooks/useAccountCurrency';

/**
 * Buy lip-sync minutes for a waiting project (spec 001 §2, §4): packages with their price per minute;
 * the payment returns here with pay_success and order_type=lip_sync, and the project is boosted.
 */
export function LipSyncDialog({ projectId, videoSeconds }: { projectId: string; videoSeconds: number }) {
  const { t } = useTranslation();
  const currency = useAccountCurrency();
  const { user } = useUser();
  const packages = useGoods(currency, 4);
  const list = (packages.data ?? [])
    .filter((g) => g.privileges.lip_sync_duration > 0)
    .sort((a, b) => a.privileges.lip_sync_duration - b.privileges.lip_sync_duration);
  const balance = user?.lip_sync_duration ?? 0;
  const short = Math.max(0, videoSeconds - balance);
  const firstEnough = list.find((g) => g.privileges.lip_sync_duration >= short) ?? list.at(-1);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = list.find((g) => g.goods_sn === (chosen ?? firstEnough?.goods_sn));
  const startPurchase = useStartPurchase();

  const buy = () => {
    if (!selected) return;
    const started = startPurchase({ goods: selected, period: null, seats: 1, source: 'lip-sync', isAdditional: true, orderType: 'lip_sync', projectId });
    if (started) closePricingDialog();
  };

  return (
    <Modal opened onClose={closePricingDialog} centered size="md" zIndex={DIALOG_Z} title={t('pricing.lipSync.title')} data-testid="lip-sync-dialog">
      <Stack gap="md">
        <Text size="sm">{t('pricing.lipSync.text', { time: durationText(videoSeconds), days: LIP_SYNC_LOT_DAYS })}</Text>
        <Group gap="lg">
          <Text size="sm" fw={600}>
            {t('pricing.lipSync.balance', { time: durationText(balance) })}
          </Text>
          <Text size="sm" fw={600}>
            {t('pricing.lipSync.need', { time: durationText(videoSeconds) })}
          </Text>
        </Group>
        {packages.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('pricing.loading')} />
          </Center>
        ) : !list.length ? (
          <Text size="sm" c="dimmed" data-testid="lip-sync-none">
            {t('pricing.lipSync.none')}
          </Text>
        ) : (
          <Radio.Group label={t('pricing.lipSync.choose')} value={selected?.goods_sn ?? null} onChange={setChosen}>
            <Stack gap="xs" mt={6}>
              {list.map((g) => (
                <PackOption
                  key={g.goods_sn}
                  value={g.goods_sn}
                  title={t('pricing.lipSync.package', { minutes: g.privileges.lip_sync_duration / 60 })}
                  price={formatMoney(g.sell_price, g.currency)}
                  unit={t('pricing.lipSync.perMinute', { price: moneyMajor(pricePerMinute(g.sell_price, g.privileges.lip_sync_duration), g.currency) })}
                  testId={{ card: `lip-sync-${g.goods_sn}` }}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="xs">
          <Text size="xs">{t('pricing.lipSync.note')}</Text>
        </Alert>
        <Button onClick={buy} disabled={!selected} data-testid="lip-sync-buy">
          {t('pricing.lipSync.buy')}
        </Button>
      </Stack>
    </Modal>
  );
}
