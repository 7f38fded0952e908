import { type Currency, type Period, Plan, type Subscriber, TRIAL } from '@framecast/contract';
import { Button, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOffer } from '../../../shared/api/offer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Goods } from '../api/get-goods';
import { cardPrice, goodsFor, planCardStatus, seatRange, statusMessageKey } from '../model/cards';
import { APP_CARD_PLAN, APP_CARDS, type AppCard, appCardFeatures, SALES_EMAIL } from '../model/plans';
import { PriceCard } from './PriceCard';

interface Props {
  period: Period;
  currency: Currency;
  goods: readonly Goods[] | undefined;
  me: Subscriber;
  signedIn: boolean;
  onBuy: (goods: Goods, seats: number) => void;
  /** The 7-day $0 trial, offered on the free card to a Free account; left out once the account used it (the server refuses a second). */
  onTrial?: () => void;
}

/** The application cards: free, starter, creator (most popular), team (seats), enterprise (contact sales). */
export function AppPlans({ period, currency, goods, me, signedIn, onBuy, onTrial }: Props) {
  const { t } = useTranslation();
  const range = seatRange(me);
  const [seats, setSeats] = useState(range.initial);
  // The cards' claims come from what this server offers (its library, its engines).
  const offer = useOffer();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" data-testid="app-plans">
      {APP_CARDS.map((card) => {
        const plan = APP_CARD_PLAN[card];
        const g = card === 'free' || card === 'enterprise' ? undefined : goodsFor(goods, plan, period);
        const status = planCardStatus(me, { plan, period, seats: card === 'team' ? seats : undefined });
        const price =
          card === 'free'
            ? currency === 'CNY'
              ? '¥0'
              : '$0'
            : card === 'enterprise'
              ? t('pricing.card.custom')
              : g
                ? cardPrice(g, card === 'team' ? seats : 1)
                : null;
        const note =
          g && typeof price === 'object' && price
            ? card === 'team' && seats > 1
              ? t(period === 'year' ? 'pricing.card.billedYearlySeats' : 'pricing.card.billedMonthlySeats', { price: price.charged ?? '', seats })
              : period === 'year'
                ? t('pricing.card.billedYearly', { price: price.charged ?? '' })
                : null
            : null;
        return (
          <PriceCard
            key={card}
            id={card}
            name={t(`pricing.cards.${card}.name`)}
            description={t(`pricing.cards.${card}.desc`)}
            price={price}
            perLabel={card === 'team' ? t('pricing.card.perSeatMonth') : t('pricing.card.perMonth')}
            note={note}
            features={appCardFeatures(card, period, offer)}
            highlighted={card === 'creator'}
            badge={card === 'creator' ? t('pricing.card.mostPopular') : undefined}
            extra={
              card === 'team' ? (
                <NumberInput
                  label={t('pricing.card.seats')}
                  description={me.actual_plan === Plan.Team && me.total_seat > 0 ? t('pricing.card.seatsHint', { count: me.total_seat }) : undefined}
                  value={seats}
                  min={range.min}
                  max={500}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  onChange={(v) => setSeats(Math.max(range.min, Math.floor(Number(v) || range.min)))}
                  size="sm"
                  data-testid="team-seats"
                />
              ) : null
            }
            action={
              <CardAction
                card={card}
                status={status}
                goods={g}
                signedIn={signedIn}
                onBuy={() => g && onBuy(g, card === 'team' ? seats : 1)}
                onTrial={card === 'free' && me.actual_plan === Plan.Free ? onTrial : undefined}
              />
            }
          />
        );
      })}
    </SimpleGrid>
  );
}

interface ActionProps {
  card: AppCard;
  status: number;
  goods?: Goods;
  signedIn: boolean;
  onBuy: () => void;
  onTrial?: () => void;
}

function CardAction({ card, status, goods, signedIn, onBuy, onTrial }: ActionProps) {
  const { t } = useTranslation();
  if (card === 'enterprise') {
    return (
      <Button component="a" href={`mailto:${SALES_EMAIL}?subject=Enterprise%20plan`} variant="outline" fullWidth data-testid="plan-action-enterprise">
        {t('pricing.card.contactSales')}
      </Button>
    );
  }
  const message = statusMessageKey(status as 0 | 1 | 2 | 3 | 4);
  if (message) {
    return (
      <Text size="sm" fw={600} c="brand.8" ta="center" py={6} data-testid={`plan-status-${card}`}>
        {t(message)}
      </Text>
    );
  }
  if (card === 'free') {
    const current = (
      <Button fullWidth variant="default" disabled data-testid="plan-action-free">
        {signedIn && status === 1 ? t('pricing.card.current') : t('pricing.card.getStarted')}
      </Button>
    );
    if (!onTrial) return current;
    return (
      <Stack gap={6}>
        {current}
        <Button fullWidth variant="light" onClick={onTrial} data-testid="plan-trial-free">
          {t('pricing.trial.title')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('pricing.trial.offer', { days: TRIAL.days })}
        </Text>
      </Stack>
    );
  }
  if (status === 1) {
    return (
      <Button fullWidth variant="default" disabled data-testid={`plan-action-${card}`}>
        {t('pricing.card.current')}
      </Button>
    );
  }
  return (
    <Button
      fullWidth
      variant={card === 'creator' ? 'filled' : 'light'}
      disabled={!goods}
      onClick={onBuy}
      aria-label={t('pricing.card.buy', { plan: t(`pricing.cards.${card}.name`) })}
      data-testid={`plan-action-${card}`}
    >
      {goods ? t('pricing.card.upgrade') : t('pricing.card.unavailable')}
    </Button>
  );
}
