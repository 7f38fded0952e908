import { type Currency, FLASH_SALE_PLANS, perMonthOfYear, Plan } from '@framecast/contract';
import { Anchor, Badge, Button, Group, Modal, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../shared/i18n/RichText';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useClaimDiscount } from '../api/claim-discount';
import type { Goods } from '../api/get-goods';
import { useStartPurchase } from '../hooks/useStartPurchase';
import { goodsFor, moneyMajor } from '../model/cards';
import { DIALOG_Z } from './PaymentDialog';

interface Props {
  percent: number;
  currency: Currency;
  goods: readonly Goods[] | undefined;
  source: string;
  onClose: () => void;
}

/** 'Flash Sale 50%' (spec 001 §2): yearly Creator or Team at half price; claiming gives the coupon the order is paid with. */
export function FlashSaleDialog({ percent, currency, goods, source, onClose }: Props) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<number>(Plan.Creator);
  const [seats, setSeats] = useState(1);
  const claim = useClaimDiscount();
  const startPurchase = useStartPurchase();
  const chosen = goodsFor(goods, plan, 'year');

  const upgrade = () => {
    if (!chosen) return;
    claim.mutate(undefined, {
      onSuccess: (offer) => {
        onClose();
        startPurchase({
          goods: chosen,
          period: 'year',
          seats: chosen.per_seat ? seats : 1,
          source: `${source}:flash-sale`,
          coupon: offer.coupon_id ?? undefined,
          isAdditional: false,
        });
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="md"
      zIndex={DIALOG_Z}
      title={
        <Badge color="red" variant="filled" tt="none" size="lg" leftSection={<IconBolt size={14} aria-hidden />}>
          {t('pricing.flash.label')}
        </Badge>
      }
      closeButtonProps={{ 'aria-label': t('pricing.flash.close') }}
      data-testid="flash-sale"
    >
      <Stack gap="md">
        <Title order={3}>{t('pricing.flash.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('pricing.flash.text', { percent })}
        </Text>
        <Radio.Group label={t('pricing.flash.choose')} value={String(plan)} onChange={(v) => setPlan(Number(v))}>
          <Stack gap="xs" mt={6}>
            {FLASH_SALE_PLANS.map((p) => {
              const g = goodsFor(goods, p, 'year');
              const name = t(`pricing.cards.${p === Plan.Team ? 'team' : 'creator'}.name`);
              const sale = g ? moneyMajor(perMonthOfYear(Math.round((g.sell_price * (100 - percent)) / 100)), g.currency) : null;
              const before = g ? moneyMajor(perMonthOfYear(g.sell_price), g.currency) : null;
              return (
                <Radio.Card key={p} value={String(p)} radius="md" p="sm" disabled={!g} data-testid={`flash-plan-${p}`}>
                  <Group wrap="wrap" gap="xs" justify="space-between">
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {name}
                      </Text>
                    </Group>
                    {sale && (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" c="dimmed" td="line-through">
                          {before}
                        </Text>
                        <Text fw={700} c="red.9">
                          {t('pricing.flash.perMonth', { price: sale })}
                        </Text>
                      </Group>
                    )}
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
        {plan === Plan.Team && (
          <NumberInput
            label={t('pricing.flash.seats')}
            value={seats}
            min={1}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(v) => setSeats(Math.max(1, Math.floor(Number(v) || 1)))}
            data-testid="flash-seats"
          />
        )}
        <Button
          size="md"
          color="red"
          onClick={upgrade}
          loading={claim.isPending}
          disabled={!chosen || currency !== chosen.currency}
          data-testid="flash-upgrade"
        >
          {t('pricing.flash.upgradeNow')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <RichText
            i18nKey="pricing.flash.agree"
            components={{
              terms: <Anchor component={Link} to="/terms-of-use" target="_blank" size="xs" />,
              privacy: <Anchor component={Link} to="/privacy-policy" target="_blank" size="xs" />,
            }}
          />
        </Text>
      </Stack>
    </Modal>
  );
}
