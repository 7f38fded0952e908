import { type BillingInfo, formatMoney, type Invoice } from '@framecast/contract';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { invoiceDescription, platformLabel } from '../../../shared/i18n/billing-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Logo } from '../../../shared/ui/Logo';
import { countryName } from '../countries';
import { formatDate, formatRange } from '../format';

/** The address lines of the billing details, empty parts left out. */
function addressLines(info: BillingInfo, language: string): string[] {
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  const street = [info.street1, info.apt].filter(Boolean).join(', ');
  const city = [info.city, info.state, info.zip].filter(Boolean).join(', ');
  return [name, info.company, street, city, countryName(info.country, language), info.email, info.phone].filter((line): line is string => Boolean(line));
}

function Meta({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** An invoice as a document: laid out to read on screen and to print on one page. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const lang = i18n.language;
  const subtotal = invoice.units * invoice.unit_price;
  const period = formatRange(invoice.period_start, invoice.period_end, lang);
  const method = platformLabel(invoice.payment_method);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('billing.invoice.subtotal'), value: money(subtotal) },
    ...(invoice.discount > 0 ? [{ key: 'discount', label: t('billing.invoice.discount'), value: `−${money(invoice.discount)}` }] : []),
    ...(invoice.upgrade_credit > 0 ? [{ key: 'upgrade-credit', label: t('billing.invoice.upgradeCredit'), value: `−${money(invoice.upgrade_credit)}` }] : []),
    { key: 'total', label: t('billing.invoice.total'), value: money(invoice.amount), strong: true },
    ...(invoice.refunded_amount > 0
      ? [
          { key: 'refunded', label: t('billing.invoice.refunded'), value: `−${money(invoice.refunded_amount)}` },
          { key: 'net', label: t('billing.invoice.net'), value: money(invoice.amount - invoice.refunded_amount), strong: true },
        ]
      : []),
  ];

  return (
    <Paper p={{ base: 'md', sm: 40 }} radius="lg" withBorder maw={860} mx="auto" data-invoice-print data-testid="invoice-view">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="md">
          <Logo size={30} />
          <div style={{ textAlign: 'end' }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="invoice-title">
              {t('billing.invoice.title', { number: invoice.number })}
            </Title>
            <Badge
              mt={6}
              variant="light"
              color={invoice.status === 'paid' ? 'teal' : invoice.status === 'refunded' ? 'gray' : 'orange'}
              data-testid="invoice-status"
            >
              {t(`billing.invoices.statuses.${invoice.status}`)}
            </Badge>
          </div>
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
          <Meta label={t('billing.invoice.number')} value={invoice.number} testId="invoice-number" />
          <Meta label={t('billing.invoice.date')} value={formatDate(invoice.date, lang)} testId="invoice-date" />
          <Meta label={t('billing.invoice.paymentMethod')} value={method} testId="invoice-method" />
          <Meta label={t('billing.invoice.period')} value={period ?? '—'} testId="invoice-period" />
          <Meta label={t('billing.invoice.cycle')} value={t(`billing.invoice.cycles.${invoice.billing_cycle}`)} testId="invoice-cycle" />
          <Meta label={t('billing.invoice.customerId')} value={invoice.customer_id} testId="invoice-customer" />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
              {t('billing.invoice.from')}
            </Text>
            <Text size="sm" fw={600}>
              Framecast
            </Text>
          </div>
          <div data-testid="invoice-bill-to">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
              {t('billing.invoice.billTo')}
            </Text>
            {invoice.billing_info ? (
              addressLines(invoice.billing_info, lang).map((line, i) => (
                <Text key={i} size="sm" fw={i === 0 ? 600 : undefined}>
                  {line}
                </Text>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('billing.invoice.noBillTo')}
              </Text>
            )}
          </div>
        </SimpleGrid>

        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.invoice.description')}</Table.Th>
                <Table.Th ta="right">{t('billing.invoice.units')}</Table.Th>
                <Table.Th ta="right">{t('billing.invoice.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('billing.invoice.amountLine')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td data-testid="invoice-description">{invoiceDescription(invoice.description)}</Table.Td>
                <Table.Td ta="right" data-testid="invoice-units">
                  {invoice.units}
                </Table.Td>
                <Table.Td ta="right" data-testid="invoice-unit-price">
                  {money(invoice.unit_price)}
                </Table.Td>
                <Table.Td ta="right">{money(subtotal)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Stack gap={6} ml="auto" w={{ base: '100%', sm: 320 }}>
          {rows.map((row, i) => (
            <div key={row.key}>
              {row.strong && i > 0 && <Divider mb={6} />}
              <Group justify="space-between" gap="md">
                <Text size="sm" fw={row.strong ? 700 : undefined} c={row.strong ? undefined : 'dimmed'}>
                  {row.label}
                </Text>
                <Text size={row.strong ? 'md' : 'sm'} fw={row.strong ? 700 : 600} data-testid={`invoice-${row.key}`}>
                  {row.value}
                </Text>
              </Group>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
