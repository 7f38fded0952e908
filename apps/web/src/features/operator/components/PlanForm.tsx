import { Plan } from '@framecast/contract';
import { Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { planLabel } from '../../../shared/i18n/plan-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSetPlan } from '../api/set-plan';
import { endOfDay, formatDate } from '../format';
import type { AdminUser } from './UserSearch';

/** The user's plan and period, and the form that sets them (a managed plan: no payment involved). */
export function PlanForm({ user, onChange }: { user: AdminUser; onChange: (u: AdminUser) => void }) {
  const { t, i18n } = useTranslation();
  const [plan, setPlanValue] = useState<string>(String(user.actual_plan));
  const [period, setPeriod] = useState<'month' | 'year'>(user.period ?? 'month');
  const [ends, setEnds] = useState('');
  const [seats, setSeats] = useState<number>(1);
  const save = useSetPlan();
  const options = Object.values(Plan).map((v) => ({ value: String(v), label: planLabel(v) }));
  const team = Number(plan) === Plan.Team;

  const submit = () =>
    save.mutate(
      {
        user_id: user.id,
        plan: Number(plan) as Plan,
        period,
        ...(ends ? { ends_at: endOfDay(ends) } : {}),
        ...(team ? { seats } : {}),
      },
      {
        onSuccess: (u) => {
          onChange(u);
          setEnds('');
          toastSuccess(t('operator.plan.done', { plan: planLabel(u.actual_plan) }));
        },
      },
    );

  return (
    <Paper p="lg" radius="lg" withBorder data-testid="operator-plan">
      <Title order={3} fz="md" mb="sm">
        {t('operator.plan.title')}
      </Title>
      <SimpleGrid cols={3} mb="md">
        <div>
          <Text size="xs" c="dimmed">
            {t('operator.plan.current')}
          </Text>
          <Text fw={700} data-testid="operator-plan-current">
            {planLabel(user.actual_plan)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('operator.plan.period')}
          </Text>
          <Text fw={600}>{user.period ? t(`billing.period.${user.period}`) : t('operator.none')}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('operator.plan.ends')}
          </Text>
          <Text fw={600}>{user.current_period_end ? formatDate(user.current_period_end, i18n.language) : t('operator.plan.noEnd')}</Text>
        </div>
      </SimpleGrid>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('operator.plan.plan')}
            data={options}
            value={plan}
            onChange={(v) => v && setPlanValue(v)}
            allowDeselect={false}
            data-testid="operator-plan-select"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="operator-period-label">
              {t('operator.plan.periodLabel')}
            </Text>
            <SegmentedControl
              fullWidth
              value={period}
              onChange={(v) => setPeriod(v as 'month' | 'year')}
              data={[
                { value: 'month', label: t('billing.period.month') },
                { value: 'year', label: t('billing.period.year') },
              ]}
              aria-labelledby="operator-period-label"
            />
          </div>
          <TextInput
            type="date"
            label={t('operator.plan.endsAt')}
            description={t('operator.plan.endsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={ends}
            onChange={(e) => setEnds(e.currentTarget.value)}
            data-testid="operator-plan-ends"
          />
          {team && (
            <NumberInput label={t('operator.plan.seats')} value={seats} onChange={(v) => setSeats(Number(v) || 1)} min={1} max={500} allowDecimal={false} />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="operator-plan-submit">
            {t('operator.plan.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
