import { CURRENCIES, type DataOf } from '@framecast/contract';
import { Button, Group, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useCreateCoupon } from '../api/create-coupon';
import { endOfDay, toMinor } from '../format';

type Goods = DataOf<'adminGoodsList'>['goods_list'][number];
interface Values {
  id: string;
  kind: 'percent' | 'amount';
  value: number | string;
  currency: string;
  goods_sns: string[];
  expires: string;
  max_uses: number | string;
  per_user: number | string;
}

const CODE = /^[A-Z0-9_-]{3,40}$/;

/** A new coupon: a percentage or an amount off, for some goods or all, with an expiry and use limits. */
export function CouponForm({ goods, onDone }: { goods: Goods[]; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { id: '', kind: 'percent', value: 10, currency: 'USD', goods_sns: [], expires: '', max_uses: '', per_user: 1 },
    validate: {
      id: (v) => (CODE.test(v.trim().toUpperCase()) ? null : t('operator.coupons.errors.code')),
      value: (v, all) => {
        const n = Number(v);
        if (v === '' || !(n > 0)) return t('operator.coupons.errors.value');
        if (all.kind === 'percent' && n > 100) return t('operator.coupons.errors.percent');
        return null;
      },
      currency: (v, all) => (all.kind === 'amount' && !v ? t('operator.coupons.errors.currency') : null),
    },
  });
  const amount = form.values.kind === 'amount';
  const goodsOptions = goods.map((g) => ({ value: g.goods_sn, label: `${g.goods_name} · ${g.goods_sn}` }));

  const submit = form.onSubmit((v) => {
    const code = v.id.trim().toUpperCase();
    create.mutate(
      {
        id: code,
        kind: v.kind,
        value: v.kind === 'amount' ? toMinor(Number(v.value)) : Math.round(Number(v.value)),
        ...(v.kind === 'amount' ? { currency: v.currency as 'USD' | 'CNY' } : {}),
        goods_sns: v.goods_sns,
        ...(v.expires ? { expires_at: endOfDay(v.expires) } : {}),
        ...(v.max_uses !== '' ? { max_uses: Number(v.max_uses) } : {}),
        per_user: Number(v.per_user) || 1,
      },
      {
        onSuccess: () => {
          toastSuccess(t('operator.coupons.created', { code }));
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error, 40001)) return;
          const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
          if (fields && Object.keys(fields).length) form.setErrors(fields);
          else toastError(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="operator-coupon-form">
      <Stack gap="sm">
        <TextInput
          label={t('operator.coupons.code')}
          description={t('operator.coupons.codeHint')}
          withAsterisk
          {...form.getInputProps('id')}
          data-testid="operator-coupon-code"
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="operator-coupon-kind">
            {t('operator.coupons.kind')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="operator-coupon-kind"
            data={[
              { value: 'percent', label: t('operator.coupons.kinds.percent') },
              { value: 'amount', label: t('operator.coupons.kinds.amount') },
            ]}
            {...form.getInputProps('kind')}
          />
        </div>
        <SimpleGrid cols={amount ? 2 : 1} spacing="sm">
          <NumberInput
            label={amount ? t('operator.coupons.amount') : t('operator.coupons.percent')}
            withAsterisk
            min={amount ? 0.01 : 1}
            max={amount ? undefined : 100}
            decimalScale={amount ? 2 : 0}
            suffix={amount ? undefined : '%'}
            {...form.getInputProps('value')}
            data-testid="operator-coupon-value"
          />
          {amount && (
            <Select label={t('operator.coupons.currency')} data={[...CURRENCIES]} allowDeselect={false} withAsterisk {...form.getInputProps('currency')} />
          )}
        </SimpleGrid>
        <MultiSelect
          label={t('operator.coupons.goods')}
          placeholder={form.values.goods_sns.length ? undefined : t('operator.coupons.goodsPlaceholder')}
          data={goodsOptions}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('goods_sns')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput type="date" label={t('operator.coupons.expiresOptional')} {...form.getInputProps('expires')} />
          <NumberInput label={t('operator.coupons.maxUses')} min={1} allowDecimal={false} {...form.getInputProps('max_uses')} />
          <NumberInput label={t('operator.coupons.perUser')} min={1} max={1000} allowDecimal={false} {...form.getInputProps('per_user')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="operator-coupon-submit">
            {t('operator.coupons.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
