import { Badge, Table, Text } from '@mantine/core';
import type { DataOf } from '@framecast/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../../../shared/projects/format';
import { formatDateTime } from '../format';

type Row = DataOf<'usageDetail'>['items'][number];

const STATUS_COLOR: Record<Row['status'], string> = {
  queued: 'gray',
  generating: 'blue',
  rendering: 'blue',
  rendered: 'teal',
  failed: 'red',
  cancelled: 'gray',
  deleted: 'dark',
};

/** The videos of the range with what each cost. */
export function UsageTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.usage.name')}</Table.Th>
            <Table.Th>{t('billing.usage.status')}</Table.Th>
            <Table.Th ta="right">{t('billing.usage.credits')}</Table.Th>
            <Table.Th ta="right">{t('billing.usage.duration')}</Table.Th>
            <Table.Th>{t('billing.usage.createdBy')}</Table.Th>
            <Table.Th>{t('billing.usage.createdAt')}</Table.Th>
            <Table.Th>{t('billing.usage.origin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="usage-row">
              <Table.Td>
                <Text size="sm" fw={600} truncate maw={260} title={row.name} td={row.status === 'deleted' ? 'line-through' : undefined}>
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[row.status]}>
                  {t(`billing.usage.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {row.credits}
              </Table.Td>
              <Table.Td ta="right">{row.duration !== null ? formatClock(row.duration) : '—'}</Table.Td>
              <Table.Td>{row.creator_name ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
              <Table.Td>{t(`billing.usage.origins.${row.origin}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
