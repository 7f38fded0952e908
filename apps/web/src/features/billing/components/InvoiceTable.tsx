import { formatMoney, type Invoice } from '@framecast/contract';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate, formatRange } from '../format';

const STATUS_COLOR: Record<Invoice['status'], string> = { paid: 'teal', refunded: 'gray', partially_refunded: 'orange' };

/** One row per invoice; the number opens its print view. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="billing-invoice-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.invoices.number')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('billing.invoices.date')}</Table.Th>
            <Table.Th ta="right">{t('billing.invoices.amount')}</Table.Th>
            <Table.Th>{t('billing.invoices.status')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('billing.invoices.period')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((inv) => (
            <Table.Tr key={inv.number} data-testid="billing-invoice-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/billing/invoice/details?number=${encodeURIComponent(inv.number)}`}
                  fw={600}
                  size="sm"
                  aria-label={t('billing.invoices.open', { number: inv.number })}
                  data-testid={`billing-invoice-${inv.number}`}
                >
                  {inv.number}
                </Anchor>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatDate(inv.date, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(inv.date, i18n.language)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(inv.amount, inv.currency)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[inv.status]}>
                  {t(`billing.invoices.statuses.${inv.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">{formatRange(inv.period_start, inv.period_end, i18n.language) ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
