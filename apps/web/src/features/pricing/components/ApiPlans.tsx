import { type Currency, Plan, type Subscriber } from '@framecast/contract';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useOffer } from '../../../shared/api/offer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Goods } from '../api/get-goods';
import { cardPrice, goodsFor, planCardStatus, statusMessageKey } from '../model/cards';
import { API_CARD_PLAN, API_CARDS, apiCardFeatures, SALES_EMAIL } from '../model/plans';
import { PriceCard } from './PriceCard';

interface Props {
  currency: Currency;
  goods: readonly Goods[] | undefined;
  /** The running API subscription as the statuses read it. */
  me: Subscriber;
  onBuy: (goods: Goods) => void;
}

const NAME: Record<(typeof API_CARDS)[number], string> = {
  free: 'pricing.cards.apiFree',
  advanced: 'pricing.cards.advanced',
  professional: 'pricing.cards.professional',
  enterprise: 'pricing.cards.apiEnterprise',
};

/** The API cards: free, advanced, professional, enterprise (monthly only). */
export function ApiPlans({ currency, goods, me, onBuy }: Props) {
  const { t } = useTranslation();
  const offer = useOffer();
  // No call spends API credits yet (API keys spend the account's credits): the API plans are not sold.
  const sold = offer?.tools.api_plans === true;
  return (
    <Stack gap="md">
      {offer && !sold && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} maw={720} mx="auto" data-testid="api-plans-soon">
          {t('pricing.apiSoon')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="api-plans">
        {API_CARDS.map((card) => {
          const plan = API_CARD_PLAN[card];
          const g = card === 'free' || card === 'enterprise' ? undefined : goodsFor(goods, plan, 'month');
          const status = card === 'enterprise' ? 0 : planCardStatus(me, { plan: card === 'free' ? Plan.Free : plan, period: 'month' });
          const price = card === 'free' ? (currency === 'CNY' ? '¥0' : '$0') : card === 'enterprise' ? t('pricing.card.custom') : g ? cardPrice(g) : null;
          const message = statusMessageKey(status);
          return (
            <PriceCard
              key={card}
              id={`api-${card}`}
              name={t(`${NAME[card]}.name`)}
              description={t(`${NAME[card]}.desc`)}
              price={price}
              perLabel={t('pricing.card.perMonth')}
              features={apiCardFeatures(card, offer)}
              highlighted={card === 'advanced'}
              action={
                card === 'enterprise' ? (
                  <Button component="a" href={`mailto:${SALES_EMAIL}?subject=API%20Enterprise`} variant="outline" fullWidth>
                    {t('pricing.card.contactSales')}
                  </Button>
                ) : message ? (
                  <Text size="sm" fw={600} c="brand.8" ta="center" py={6}>
                    {t(message)}
                  </Text>
                ) : !sold && card !== 'free' ? (
                  <Button fullWidth variant="default" disabled data-testid={`plan-action-api-${card}`}>
                    {t('pricing.compare.comingSoon')}
                  </Button>
                ) : card === 'free' || status === 1 ? (
                  <Button fullWidth variant="default" disabled>
                    {status === 1 ? t('pricing.card.current') : t('pricing.card.getStarted')}
                  </Button>
                ) : (
                  <Button
                    fullWidth
                    variant={card === 'advanced' ? 'filled' : 'light'}
                    disabled={!g}
                    onClick={() => g && onBuy(g)}
                    aria-label={t('pricing.card.buy', { plan: t(`${NAME[card]}.name`) })}
                    data-testid={`plan-action-api-${card}`}
                  >
                    {g ? t('pricing.card.upgrade') : t('pricing.card.unavailable')}
                  </Button>
                )
              }
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
