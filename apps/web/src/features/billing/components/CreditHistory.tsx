import { Paper, SegmentedControl, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { goodsLabel } from '../../../shared/i18n/billing-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreditRecords } from '../api/credit-records';
import { formatDateTime } from '../format';
import { LoadError } from './LoadError';
import { Pager } from './Pager';

const PAGE_SIZE = 10;
const REFUND_PREFIX = 'Refund: ';
/** Spending entries: named by what they paid for (their note), so a photo avatar does not read as a video. */
const SPEND_KINDS = new Set(['hold', 'charge', 'release']);
/** The notes the server writes on a hold (what the credits pay for) and on a release (what did not happen). */
const PAID_FOR: Record<string, string> = {
  'Video render': 'video',
  'Talking photo': 'talkingPhoto',
  'Photo avatar': 'photoAvatar',
  'Product avatar': 'productAvatar',
  'Photo avatar motion': 'motion',
  'Render did not finish': 'video',
  'Photo avatar not generated': 'photoAvatar',
  'Product avatar not made': 'productAvatar',
  'Photo avatar motion not made': 'motion',
};
type Balance = 'credits' | 'api_credits';
/** The server's fixed notes (English in the ledger), read in the page's language; goods names through goodsLabel. */
const NOTE_KEYS: Record<string, string> = {
  'Free plan': 'freePlan',
  'Free API': 'freeApi',
  'Plan renewal': 'renewal',
  'Plan set by the operator': 'operatorPlan',
  'Upgrade: unused credits of the previous plan': 'upgradeSettled',
  'Team seats given back': 'seatsGivenBack',
};

/** The credit ledger, newest first: what moved, by how much and, in a team, who spent it. */
export function CreditHistory() {
  const { t, i18n } = useTranslation();
  const [balance, setBalance] = useState<Balance>('credits');
  const [page, setPage] = useState(1);
  const records = useCreditRecords({ page, page_size: PAGE_SIZE, balance });
  // A render's settlement that changes nothing (its credits were already held) says nothing to a person.
  const rows = records.data?.items.filter((r) => r.amount !== 0) ?? [];
  const noteLabel = (note: string) => {
    if (NOTE_KEYS[note]) return t(`billing.history.notes.${NOTE_KEYS[note]}`);
    // The operator's reason is their words; only the server's prefix is said in the page's language.
    if (note.startsWith(REFUND_PREFIX)) return t('billing.history.notes.refund', { reason: note.slice(REFUND_PREFIX.length) });
    return goodsLabel(note);
  };
  const kindLabel = (kind: string) => (i18n.exists(`billing.history.kinds.${kind}`) ? t(`billing.history.kinds.${kind}`) : kind);
  const label = (r: { kind: string; note: string }) => {
    const paidFor = SPEND_KINDS.has(r.kind) ? PAID_FOR[r.note] : undefined;
    if (!paidFor) return kindLabel(r.kind);
    const what = t(`billing.history.paidFor.${paidFor}`);
    return r.kind === 'release' ? t('billing.history.returned', { what }) : what;
  };

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder data-testid="billing-history">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {t('billing.history.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={balance}
          onChange={(v) => {
            setBalance(v as Balance);
            setPage(1);
          }}
          data={[
            { value: 'credits', label: t('billing.history.balances.credits') },
            { value: 'api_credits', label: t('billing.history.balances.api_credits') },
          ]}
          aria-label={t('billing.history.title')}
        />
      </Group>
      {records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} testId="billing-history-error" />
      ) : !records.data ? (
        <Skeleton h={160} radius="md" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" data-testid="billing-history-empty">
          {t('billing.history.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" data-testid="billing-history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="sm">{t('billing.history.date')}</Table.Th>
                  <Table.Th>{t('billing.history.kind')}</Table.Th>
                  <Table.Th ta="right">{t('billing.history.amount')}</Table.Th>
                  <Table.Th>{t('billing.history.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="billing-history-row">
                    <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(r.created_at, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" data-testid="billing-history-what">
                        {label(r)}
                      </Text>
                      {r.note && !SPEND_KINDS.has(r.kind) && (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {noteLabel(r.note)}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {formatDateTime(r.created_at, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" fw={600} c={r.amount > 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                      {r.amount > 0 ? `+${r.amount}` : r.amount}
                    </Table.Td>
                    <Table.Td>{r.by ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} pageSize={PAGE_SIZE} total={records.data.total} onChange={setPage} testId="billing-history-pager" />
        </>
      )}
    </Paper>
  );
}
