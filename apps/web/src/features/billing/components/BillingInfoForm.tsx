import { BillingInfo } from '@framecast/contract';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useSaveBillingInfo } from '../api/save-billing-info';
import { countryOptions } from '../countries';
import { billingFieldError } from '../field-errors';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  street1: string;
  apt: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
};

const EMPTY: Values = { first_name: '', last_name: '', email: '', company: '', street1: '', apt: '', city: '', state: '', zip: '', country: '', phone: '' };
type Field = keyof Values;

/**
 * The billing details printed on invoices (spec 001 §5: first name, a valid email and the country are
 * required). Checked with the contract's schema before sending; the server's field errors land under
 * the fields they concern.
 */
export function BillingInfoForm({ saved, defaultEmail, onSaved }: { saved: BillingInfo | null; defaultEmail: string; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveBillingInfo();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: saved ? { ...EMPTY, ...saved } : { ...EMPTY, email: defaultEmail },
    validate: schemaResolver(BillingInfo, { sync: true }),
  });
  const countries = useMemo(() => countryOptions(i18n.language, form.values.country), [i18n.language, form.values.country]);

  const input = (field: Field) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      error: typeof props.error === 'string' && props.error ? billingFieldError(props.error) : props.error,
      'data-testid': `billing-info-${field}`,
    };
  };

  // A phone shows one field at a time: the first one that needs fixing gets the focus (and scrolls into view).
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
  };

  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (data) => {
          form.resetDirty(data.info ?? values);
          toastSuccess(t('billing.info.saved'));
          onSaved?.();
        },
        onError: (error) => {
          if (!isApiError(error, 40001)) return;
          const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
          if (fields && Object.keys(fields).length) form.setErrors(fields);
          else toastError(error.message);
        },
      }),
    focusFirstError,
  );

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => <TextInput label={t(label)} {...input(field)} {...extra} />;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
      <form onSubmit={submit} noValidate data-testid="billing-info-form">
        <Stack gap="lg">
          <div>
            <Title order={2} fz="lg">
              {t('billing.info.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('billing.info.text')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {text('first_name', 'billing.info.firstName', { withAsterisk: true, autoComplete: 'given-name' })}
            {text('last_name', 'billing.info.lastName', { autoComplete: 'family-name' })}
            {text('email', 'billing.info.email', { withAsterisk: true, type: 'email', autoComplete: 'email' })}
            {text('phone', 'billing.info.phone', { type: 'tel', autoComplete: 'tel' })}
            {text('company', 'billing.info.company', { autoComplete: 'organization' })}
            <Select
              label={t('billing.info.country')}
              placeholder={t('billing.info.countryPlaceholder')}
              nothingFoundMessage={t('billing.info.noCountry')}
              data={countries}
              searchable
              withAsterisk
              autoComplete="country"
              comboboxProps={{ withinPortal: true }}
              {...input('country')}
            />
            {text('street1', 'billing.info.street1', { autoComplete: 'address-line1' })}
            {text('apt', 'billing.info.apt', { autoComplete: 'address-line2' })}
            {text('city', 'billing.info.city', { autoComplete: 'address-level2' })}
            {text('state', 'billing.info.state', { autoComplete: 'address-level1' })}
            {text('zip', 'billing.info.zip', { autoComplete: 'postal-code' })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="billing-info-save">
              {t('billing.info.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
