import { Plan, type SubscriptionInfo } from '@framecast/contract';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconGift, IconInfoCircle, IconPlayerPlay, IconSparkles, IconUsersMinus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { platformLabel } from '../../../shared/i18n/billing-names';
import { planLabel } from '../../../shared/i18n/plan-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openPricing, openPricingDialog } from '../../../shared/pricing/store';
import { toastInfo, toastSuccess } from '../../../shared/ui/toast';
import { useOrderPortal } from '../api/order-portal';
import { useResumeSubscription } from '../api/resume';
import { formatDate, formatRange } from '../format';
import { CancelDialog } from './CancelDialog';
import { SeatsDialog } from './SeatsDialog';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The running plan: name, period, renewal or end, seats, and what may be done with it. */
export function SubscriptionCard({ sub }: { sub: SubscriptionInfo }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'cancel' | 'seats' | null>(null);
  const portal = useOrderPortal();
  const resume = useResumeSubscription();
  const { user } = useUser();
  const free = sub.subscribe_plan_int === Plan.Free;
  const team = sub.subscribe_plan_int === Plan.Team;
  const end = sub.current_period_end;
  const range = formatRange(sub.current_period_start, end, i18n.language);

  const endLine = !end
    ? null
    : sub.cancel_at_period_end
      ? t('billing.sub.ends', { date: formatDate(end, i18n.language) })
      : t('billing.sub.renews', { date: formatDate(end, i18n.language) });

  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url) window.location.assign(url);
        else toastInfo(t('billing.sub.noPortal'));
      },
    });

  const resumeNow = () =>
    resume.mutate(undefined, {
      onSuccess: (data) => {
        const date = data.current_period_end ?? end;
        toastSuccess(date ? t('billing.sub.resumed', { date: formatDate(date, i18n.language) }) : t('billing.sub.active'));
      },
    });

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder data-testid="billing-subscription">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('billing.sub.plan')}
            </Text>
            <Group gap="xs" mt={4}>
              <Title order={2} fz={26} data-testid="billing-plan-name">
                {planLabel(sub.subscribe_plan_int)}
              </Title>
              {sub.period && (
                <Badge variant="light" color="gray" data-testid="billing-plan-period">
                  {t(`billing.period.${sub.period}`)}
                </Badge>
              )}
              {sub.is_trial && <Badge variant="light">{t('billing.sub.trial')}</Badge>}
              {!free && (
                <Badge variant="light" color={sub.cancel_at_period_end ? 'orange' : 'teal'} data-testid="billing-plan-state">
                  {sub.cancel_at_period_end ? t('billing.sub.cancelled') : t('billing.sub.active')}
                </Badge>
              )}
            </Group>
            {endLine && (
              <Text size="sm" mt={6} c={sub.cancel_at_period_end ? 'orange.9' : 'dimmed'} data-testid="billing-plan-end">
                {endLine}
              </Text>
            )}
          </div>
        </Group>

        {free && !sub.managed && <Text c="dimmed">{t('billing.sub.freeText')}</Text>}

        {!free && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: team ? 3 : 2 }} spacing="md">
            <Fact label={t('billing.sub.currentPeriod')} value={range ?? t('billing.sub.noEnd')} testId="billing-plan-range" />
            {team && (
              <Fact label={t('billing.sub.seats')} value={t('billing.sub.seatsUsed', { used: sub.used_seat, total: sub.total_seat })} testId="billing-seats" />
            )}
            {sub.pay_platform && <Fact label={t('billing.sub.paidWith')} value={platformLabel(sub.pay_platform)} testId="billing-platform" />}
          </SimpleGrid>
        )}

        {sub.managed ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="billing-managed">
            {t('billing.sub.managed')}
          </Alert>
        ) : (
          <Group gap="sm">
            <Button leftSection={<IconSparkles size={16} />} onClick={() => openPricing({ source: 'billing-subscription' })} data-testid="billing-change-plan">
              {free ? t('billing.sub.upgrade') : t('billing.sub.changePlan')}
            </Button>
            {free && !user?.trial_used && (
              <Button
                variant="light"
                leftSection={<IconGift size={16} />}
                onClick={() => openPricingDialog({ kind: 'trial', source: 'billing-subscription' })}
                data-testid="billing-try-free"
              >
                {t('billing.sub.tryFree')}
              </Button>
            )}
            {!free && sub.pay_platform && (
              <Button variant="default" leftSection={<IconCreditCard size={16} />} onClick={manage} loading={portal.isPending} data-testid="billing-manage">
                {t('billing.sub.manage')}
              </Button>
            )}
            {team && sub.total_seat > Math.max(1, sub.used_seat) && (
              <Button variant="default" leftSection={<IconUsersMinus size={16} />} onClick={() => setDialog('seats')} data-testid="billing-reduce-seats">
                {t('billing.sub.reduceSeats')}
              </Button>
            )}
            {!free && sub.period && sub.cancel_at_period_end && end && (
              <Button
                variant="light"
                color="teal"
                leftSection={<IconPlayerPlay size={16} />}
                onClick={resumeNow}
                loading={resume.isPending}
                data-testid="billing-resume"
              >
                {t('billing.sub.resume')}
              </Button>
            )}
            {!free && sub.period && !sub.cancel_at_period_end && (
              <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('cancel')} data-testid="billing-cancel">
                {t('billing.sub.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <CancelDialog opened={dialog === 'cancel'} onClose={() => setDialog(null)} periodEnd={end} />
      {dialog === 'seats' && <SeatsDialog opened onClose={() => setDialog(null)} total={sub.total_seat} used={sub.used_seat} />}
    </Paper>
  );
}
