import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAdjustCredits } from '../api/adjust-credits';
import type { AdminUser } from './UserSearch';

type Balance = 'credits' | 'api_credits';

/** Balances, and granting or taking credits with a reason that lands in the user's credit history. */
export function CreditsForm({ user, onChange }: { user: AdminUser; onChange: (u: AdminUser) => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits();
  const form = useForm<{ balance: Balance; amount: number | string; reason: string }>({
    mode: 'controlled',
    initialValues: { balance: 'credits', amount: '', reason: '' },
    validate: {
      amount: (v) => (Number.isInteger(Number(v)) && Number(v) !== 0 && v !== '' ? null : t('operator.credits.errors.amount')),
      reason: (v) => (v.trim().length >= 3 ? null : t('operator.credits.errors.reason')),
    },
  });
  const done = adjust.data;
  const balances = [
    { key: 'credits', label: t('operator.credits.credits'), value: user.credits_balance },
    { key: 'api', label: t('operator.credits.apiCredits'), value: user.api_credits_balance },
    { key: 'lipsync', label: t('operator.credits.lipSync'), value: Math.floor(user.lip_sync_duration / 60) },
  ];

  const submit = form.onSubmit((v) =>
    adjust.mutate(
      { user_id: user.id, balance: v.balance, amount: Number(v.amount), reason: v.reason.trim() },
      {
        onSuccess: (u) => {
          onChange(u);
          form.reset();
          form.setFieldValue('balance', v.balance);
        },
      },
    ),
  );

  return (
    <Paper p="lg" radius="lg" withBorder data-testid="operator-credits">
      <Title order={3} fz="md" mb="sm">
        {t('operator.credits.title')}
      </Title>
      <SimpleGrid cols={3} mb="md">
        {balances.map((b) => (
          <div key={b.key}>
            <Text size="xs" c="dimmed">
              {b.label}
            </Text>
            <Text fz="xl" fw={700} data-testid={`operator-balance-${b.key}`}>
              {b.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('operator.credits.balance')}
              data={[
                { value: 'credits', label: t('operator.credits.credits') },
                { value: 'api_credits', label: t('operator.credits.apiCredits') },
              ]}
              allowDeselect={false}
              {...form.getInputProps('balance')}
            />
            <NumberInput
              label={t('operator.credits.amount')}
              description={t('operator.credits.amountHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              allowDecimal={false}
              min={-100000}
              max={100000}
              withAsterisk
              {...form.getInputProps('amount')}
              data-testid="operator-credits-amount"
            />
          </SimpleGrid>
          <TextInput
            label={t('operator.credits.reason')}
            placeholder={t('operator.credits.reasonPlaceholder')}
            withAsterisk
            maxLength={200}
            {...form.getInputProps('reason')}
            data-testid="operator-credits-reason"
          />
          {done && (
            <Alert color="teal" variant="light" py="xs" data-testid="operator-credits-done">
              {t('operator.credits.done', { balance: adjust.variables?.balance === 'api_credits' ? done.api_credits_balance : done.credits_balance })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={adjust.isPending} data-testid="operator-credits-submit">
              {t('operator.credits.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
