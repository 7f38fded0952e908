import { type Period, Plan } from '@framecast/contract';
import { Alert, Anchor, Button, Center, Drawer, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { isPartnerMode } from '../../../shared/config';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricing, openPricingDialog, type PricingOptions, usePricing } from '../../../shared/pricing/store';
import { StorageKey, session } from '../../../shared/storage/keys';
import { fetchDiscount } from '../api/get-discount';
import { useGoods } from '../api/get-goods';
import { subscriptionQuery } from '../api/get-subscription';
import { useStartPurchase } from '../hooks/useStartPurchase';
import { subscriber } from '../model/cards';
import { useCheckout } from '../model/checkout-store';
import { ApiPlans } from './ApiPlans';
import { AppPlans } from './AppPlans';
import { CompareTable } from './CompareTable';
import { FlashSaleDialog } from './FlashSaleDialog';
import { PartnerUpgrade } from './PartnerUpgrade';
import classes from './pricing.module.css';
import { useAccountCurrency } from '../hooks/useAccountCurrency';

/** Spec 001 §2: monthly only when the user's actual plan is 10. */
const MONTHLY_ONLY_PLAN = 10;

/** The drawer's z-index: under the sign-in dialog and the payment dialogs (Mantine's default 200). */
export const DRAWER_Z = 150;

/** The full-screen pricing drawer (spec 001 §2): only its close button closes it. */
export function PricingDrawer() {
  const { t } = useTranslation();
  const opened = usePricing((s) => s.opened);
  const options = usePricing((s) => s.options);
  return (
    <Drawer
      opened={opened}
      onClose={closePricing}
      position="bottom"
      size="100%"
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={DRAWER_Z}
      title={
        <Title order={2} size="h3" component="span">
          {t('pricing.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('pricing.close'), size: 'lg' }}
      styles={{
        body: { background: 'var(--mantine-color-gray-0)', minHeight: 'calc(100% - 60px)' },
        header: { borderBottom: '1px solid var(--mantine-color-gray-2)' },
      }}
      data-testid="pricing-drawer"
    >
      {opened && <DrawerBody options={options} />}
    </Drawer>
  );
}

function DrawerBody({ options }: { options: PricingOptions }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const signedIn = Boolean(user && user.status !== 'guest');
  const currency = useAccountCurrency();
  // Opening refreshes the subscription (spec 001 §2).
  const sub = useQuery({ ...subscriptionQuery(), enabled: signedIn, refetchOnMount: 'always' });
  const managedSeen = useCheckout((s) => s.managed);
  const forceMonthly = Boolean(options.forceMonthly) || (user?.actual_plan as number | undefined) === MONTHLY_ONLY_PLAN;
  const [period, setPeriod] = useState<Period>(forceMonthly ? 'month' : 'year');
  const [view, setView] = useState<'app' | 'api'>(options.api ? 'api' : 'app');
  const appGoods = useGoods(currency, 1, view === 'app');
  const apiGoods = useGoods(currency, 3, view === 'api');
  const apiSub = useQuery({ ...subscriptionQuery(3), enabled: signedIn && view === 'api' });
  const compareRef = useRef<HTMLDivElement>(null);
  const startPurchase = useStartPurchase();
  const flash = useFlashSale(signedIn, sub.data);

  useEffect(() => {
    if (forceMonthly) setPeriod('month');
  }, [forceMonthly]);
  // 'View benefits' opens the drawer at the comparison table.
  useEffect(() => {
    if (options.section === 'compare') setTimeout(() => compareRef.current?.scrollIntoView({ behavior: 'smooth' }), 300);
  }, [options.section]);

  if (isPartnerMode()) return <PartnerUpgrade />;
  if (sub.data?.managed || managedSeen) {
    return (
      <Center mih={300}>
        <Alert color="gray" icon={<IconInfoCircle size={18} />} maw={520} data-testid="pricing-managed">
          {t('pricing.managed')}
        </Alert>
      </Center>
    );
  }

  const me = subscriber(user, sub.data);
  const apiMe = subscriber(user, apiSub.data ?? { subscribe_plan_int: Plan.Free, period: null, total_seat: 0 });
  const goods = view === 'app' ? appGoods : apiGoods;
  const buy = (g: NonNullable<typeof goods.data>[number], seats: number) =>
    startPurchase({
      goods: g,
      period: g.period,
      seats,
      source: options.source,
      isAdditional: false,
      event: options.event,
      path: options.path,
    });

  return (
    <Stack className={classes.body} gap="xl" pt="md" data-testid="pricing-body">
      <Stack gap={6} align="center" ta="center">
        <Text c="dimmed" size="md" maw={640}>
          {t('pricing.subtitle')}
        </Text>
      </Stack>
      <Group justify="center" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('pricing.view.label')}
          value={view}
          onChange={(v) => setView(v as 'app' | 'api')}
          data={[
            { value: 'app', label: t('pricing.view.app') },
            { value: 'api', label: t('pricing.view.api') },
          ]}
          data-testid="pricing-view"
        />
        {view === 'app' && (
          <SegmentedControl
            aria-label={t('pricing.period.label')}
            value={period}
            onChange={(v) => setPeriod(v as Period)}
            color="brand"
            data={[
              { value: 'month', label: t('pricing.period.month') },
              { value: 'year', label: `${t('pricing.period.year')} · ${t('pricing.period.save')}`, disabled: forceMonthly },
            ]}
            data-testid="pricing-period"
          />
        )}
      </Group>
      {forceMonthly && view === 'app' && (
        <Text size="sm" c="dimmed" ta="center">
          {t('pricing.period.monthlyOnly')}
        </Text>
      )}
      {goods.isError ? (
        <Center>
          <Stack align="center" gap="xs">
            <Text c="red.9">{t('pricing.loadError')}</Text>
            <Button variant="default" onClick={() => void goods.refetch()}>
              {t('pricing.retry')}
            </Button>
          </Stack>
        </Center>
      ) : goods.isPending ? (
        <Center mih={200}>
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{t('pricing.loading')}</Text>
          </Group>
        </Center>
      ) : view === 'app' ? (
        <AppPlans
          key={`${me.actual_plan}-${me.total_seat}`}
          period={period}
          currency={currency}
          goods={goods.data}
          me={me}
          signedIn={signedIn}
          onBuy={buy}
          onTrial={user?.trial_used ? undefined : () => openPricingDialog({ kind: 'trial', source: options.source })}
        />
      ) : (
        <ApiPlans currency={currency} goods={goods.data} me={apiMe} onBuy={(g) => buy(g, 1)} />
      )}
      {view === 'app' && (
        <>
          <Center>
            <Anchor
              component="button"
              type="button"
              fw={600}
              onClick={() => compareRef.current?.scrollIntoView({ behavior: 'smooth' })}
              data-testid="pricing-see-all"
            >
              {t('pricing.compare.seeAll')}
            </Anchor>
          </Center>
          <CompareTable ref={compareRef} period={period} />
        </>
      )}
      {flash.offer && (
        <FlashSaleDialog percent={flash.offer.percent} currency={currency} goods={appGoods.data} source={options.source} onClose={flash.dismiss} />
      )}
    </Stack>
  );
}

/**
 * Spec 001 §4: the flash sale opens with the drawer, except for Enterprise and for Creator or Team
 * subscribers with 365 service days; and once per browser session (issue 24 item 37, as the Lite
 * dialog of spec 001 §2): a drawer opened again, or reopened after payment details, does not ask again.
 */
function useFlashSale(signedIn: boolean, sub: { subscribe_plan_int: number; service_days: number } | undefined) {
  const plan = sub?.subscribe_plan_int;
  const excluded = plan === Plan.Enterprise || ((plan === Plan.Creator || plan === Plan.Team) && (sub?.service_days ?? 0) >= 365);
  // Read when the drawer opens: the drawer that shows it keeps showing it until it is closed.
  const [shownBefore] = useState(() => session.get(StorageKey.flashSaleShown) === '1');
  const [dismissed, setDismissed] = useState(false);
  const discount = useQuery({
    queryKey: ['billing', 'discount'],
    queryFn: fetchDiscount,
    enabled: signedIn && sub !== undefined && !excluded && !shownBefore,
    refetchOnMount: 'always',
    retry: false,
  });
  const offer = !shownBefore && !dismissed && !excluded && discount.data?.eligible ? discount.data : null;
  useEffect(() => {
    if (offer) session.set(StorageKey.flashSaleShown, '1');
  }, [offer]);
  return { offer, dismiss: () => setDismissed(true) };
}
