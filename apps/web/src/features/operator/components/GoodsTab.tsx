import { Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type Goods, GoodsRow } from './GoodsRow';

/** Every goods, on sale or not, each editable in its row. */
export function GoodsTab({ goods }: { goods: Goods[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} fz="lg" mb="md">
        {t('operator.goods.title')}
      </Title>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="xs" fz="sm" data-testid="operator-goods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.goods.name')}</Table.Th>
              <Table.Th>{t('operator.goods.type')}</Table.Th>
              <Table.Th ta="right">{t('operator.goods.price')}</Table.Th>
              <Table.Th ta="right">{t('operator.goods.original')}</Table.Th>
              <Table.Th>{t('operator.goods.grants')}</Table.Th>
              <Table.Th>{t('operator.goods.active')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('operator.goods.edit')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goods.map((g) => (
              <GoodsRow key={g.goods_sn} goods={g} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
