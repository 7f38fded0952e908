import { type DataOf, formatMoney } from '@framecast/contract';
import { ActionIcon, Badge, Button, Group, NumberInput, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSaveGoods } from '../api/save-goods';
import { toMajor, toMinor } from '../format';

export type Goods = DataOf<'adminGoodsList'>['goods_list'][number];

interface Draft {
  goods_name: string;
  sell_price: number | string;
  original_price: number | string;
  active: boolean;
  credit: number | string;
  api_credit: number | string;
  lip_sync_duration: number | string;
}

const draftOf = (g: Goods): Draft => ({
  goods_name: g.goods_name,
  sell_price: toMajor(g.sell_price),
  original_price: g.original_price === null ? '' : toMajor(g.original_price),
  active: g.active,
  credit: g.privileges.credit,
  api_credit: g.privileges.api_credit,
  lip_sync_duration: g.privileges.lip_sync_duration,
});

/** One goods: its facts, or (editing) inputs for its name, prices, grants and whether it is on sale. */
export function GoodsRow({ goods: g }: { goods: Goods }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useSaveGoods();
  const money = (minor: number) => formatMoney(minor, g.currency);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const num = (v: number | string) => (v === '' ? 0 : Number(v));

  if (!draft)
    return (
      <Table.Tr data-testid={`operator-goods-${g.goods_sn}`} opacity={g.active ? 1 : 0.6}>
        <Table.Td>
          <Text size="sm" fw={600}>
            {g.goods_name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {g.goods_sn}
          </Text>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`operator.goods.types.${g.goods_type}` as 'operator.goods.types.1')}</Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={600} span>
            {money(g.sell_price)}
          </Text>
          {g.per_seat && (
            <Text size="xs" c="dimmed" span>
              {' '}
              {t('operator.goods.perSeat')}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right">{g.original_price === null ? t('operator.none') : money(g.original_price)}</Table.Td>
        <Table.Td>
          <Text size="xs">
            {t('operator.goods.grantsText', { credit: g.privileges.credit, api: g.privileges.api_credit, lipSync: g.privileges.lip_sync_duration })}
          </Text>
        </Table.Td>
        <Table.Td>
          <Badge variant="light" color={g.active ? 'teal' : 'gray'}>
            {g.active ? t('operator.goods.yes') : t('operator.goods.no')}
          </Badge>
        </Table.Td>
        <Table.Td ta="right">
          <Tooltip label={t('operator.goods.editNamed', { name: g.goods_name })}>
            <ActionIcon
              variant="subtle"
              onClick={() => setDraft(draftOf(g))}
              aria-label={t('operator.goods.editNamed', { name: g.goods_name })}
              data-testid="operator-goods-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      </Table.Tr>
    );

  const submit = () =>
    save.mutate(
      {
        goods_sn: g.goods_sn,
        goods_name: draft.goods_name.trim(),
        sell_price: toMinor(num(draft.sell_price)),
        original_price: draft.original_price === '' ? null : toMinor(num(draft.original_price)),
        active: draft.active,
        credit: num(draft.credit),
        api_credit: num(draft.api_credit),
        lip_sync_duration: num(draft.lip_sync_duration),
      },
      {
        onSuccess: (saved) => {
          setDraft(null);
          toastSuccess(t('operator.goods.saved', { name: saved.goods_name }));
        },
      },
    );

  return (
    <Table.Tr data-testid={`operator-goods-${g.goods_sn}`} bg="var(--mantine-color-gray-0)">
      <Table.Td>
        <TextInput
          size="xs"
          label={t('operator.goods.name')}
          value={draft.goods_name}
          onChange={(e) => set('goods_name', e.currentTarget.value)}
          maxLength={80}
        />
        <Text size="xs" c="dimmed" ff="monospace" mt={4}>
          {g.goods_sn}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`operator.goods.types.${g.goods_type}` as 'operator.goods.types.1')}</Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          label={`${t('operator.goods.price')} (${g.currency})`}
          value={draft.sell_price}
          onChange={(v) => set('sell_price', v)}
          min={0}
          decimalScale={2}
          w={110}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          label={t('operator.goods.original')}
          value={draft.original_price}
          onChange={(v) => set('original_price', v)}
          min={0}
          decimalScale={2}
          w={110}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-end">
          <NumberInput
            size="xs"
            label={t('operator.goods.credit')}
            value={draft.credit}
            onChange={(v) => set('credit', v)}
            min={0}
            allowDecimal={false}
            w={80}
          />
          <NumberInput
            size="xs"
            label={t('operator.goods.apiCredit')}
            value={draft.api_credit}
            onChange={(v) => set('api_credit', v)}
            min={0}
            allowDecimal={false}
            w={80}
          />
          <NumberInput
            size="xs"
            label={t('operator.goods.lipSync')}
            value={draft.lip_sync_duration}
            onChange={(v) => set('lip_sync_duration', v)}
            min={0}
            allowDecimal={false}
            w={100}
          />
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch size="sm" label={t('operator.goods.active')} checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </Button>
          <Button size="xs" onClick={submit} loading={save.isPending} disabled={!draft.goods_name.trim()} data-testid="operator-goods-save">
            {t('operator.goods.save')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
