import { Anchor, Button, Container, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { useInvoice } from '../api/get-invoice';
import { InvoiceView } from '../components/InvoiceView';
import { LoadError } from '../components/LoadError';
import '../components/invoice-print.css';

/** /billing/invoice/details?number=…: one invoice as a printable document (Print → Save as PDF). */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('number')?.trim() ?? '';
  const invoice = useInvoice(number);

  const missing = !number || (invoice.isError && (isApiError(invoice.error, 18010) || isApiError(invoice.error, 40400) || isApiError(invoice.error, 40001)));
  if (missing)
    return (
      <StatusPage
        icon={<IconFileInvoice size={40} />}
        title={number ? t('billing.invoice.notFound') : t('billing.invoice.missing')}
        actions={
          <Button component={Link} to="/billing/invoices" variant="default">
            {t('billing.invoice.back')}
          </Button>
        }
        testId="invoice-missing"
      />
    );

  return (
    <Container size={920} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="md" data-print-hide>
        <Anchor component={Link} to="/billing/invoices" size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {t('billing.invoice.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!invoice.data} data-testid="invoice-print">
          {t('billing.invoice.print')}
        </Button>
      </Group>
      {invoice.isError ? (
        <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} testId="invoice-error" />
      ) : invoice.data ? (
        <InvoiceView invoice={invoice.data} />
      ) : (
        <Skeleton h={560} radius="lg" maw={860} mx="auto" />
      )}
    </Container>
  );
}
