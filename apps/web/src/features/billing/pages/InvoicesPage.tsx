import { Paper, Skeleton, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useInvoices } from '../api/list-invoices';
import { BillingLayout } from '../components/BillingLayout';
import { GuestNotice } from '../components/GuestNotice';
import { InvoiceTable } from '../components/InvoiceTable';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';

const PAGE_SIZE = 20;

function Invoices() {
  const { t } = useTranslation();
  // The page lives in the address, so Back from an invoice returns to the same page.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const invoices = useInvoices({ page, page_size: PAGE_SIZE });
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
      {invoices.isError ? (
        <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} testId="billing-invoices-error" />
      ) : !invoices.data ? (
        <Skeleton h={200} radius="md" />
      ) : invoices.data.items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center" data-testid="billing-invoices-empty">
          {t('billing.invoices.empty')}
        </Text>
      ) : (
        <>
          <InvoiceTable invoices={invoices.data.items} />
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={invoices.data.total}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            testId="billing-invoices-pager"
          />
        </>
      )}
    </Paper>
  );
}

/** /billing/invoices: every invoice, newest first. */
export default function InvoicesPage() {
  const { user } = useUser();
  return <BillingLayout active="invoices">{user?.status === 'guest' ? <GuestNotice /> : <Invoices />}</BillingLayout>;
}
