import { BATCH_MESSAGES } from '@framecast/contract';
import { Group, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductEditor } from '../../../shared/products/ProductEditor';
import { Section } from '../../../shared/ui/Section';
import { StepNav } from '../../../shared/ui/StepNav';
import { batchMessage } from '../../../shared/batch/messages';
import { useBatch, useBatchKind } from '../store';
import { productsProblem, type RowStatus, tally } from '../wizard';
import classes from './Batch.module.css';
import { ProductRow } from './ProductRow';

interface Props {
  onBack: () => void;
  onNext: () => void;
}

/**
 * The product step: one row per link (read in parallel) or chosen product, each ready, short of
 * pictures (excluded, with a way to add some), or failed; a tally; Next goes on with the ready ones.
 */
export function ProductsStep({ onBack, onNext }: Props) {
  const { t } = useTranslation();
  const kind = useBatchKind();
  const { entries, confirmProducts } = useBatch();
  const [rows, setRows] = useState<Record<number, { status: RowStatus; productId: string | null }>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const onStatus = useCallback(
    (index: number, status: RowStatus, productId: string | null) =>
      setRows((r) => (r[index]?.status === status && r[index]?.productId === productId ? r : { ...r, [index]: { status, productId } })),
    [],
  );
  const statuses = entries.map((_, i) => rows[i]?.status ?? 'reading');
  const counts = tally(statuses);
  const problem = productsProblem(statuses);
  const ready = entries.flatMap((_, i) => (rows[i]?.status === 'ready' && rows[i]?.productId ? [rows[i]!.productId!] : []));
  const parts = (['ready', 'failed', 'media', 'reading'] as const).filter((k) => counts[k] > 0).map((k) => t(`batch.rows.tally.${k}`, { count: counts[k] }));

  return (
    <>
      <Section title={t(`batch.rows.title.${kind}`)} hint={t(`batch.rows.hint.${kind}`)} testId="batch-products">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={650} aria-live="polite" data-testid="batch-tally">
            {parts.join(t('batch.rows.tally.separator'))}
          </Text>
        </Group>
        <ul className={classes.rows} aria-label={t(`batch.rows.title.${kind}`)}>
          {entries.map((entry, i) => (
            <ProductRow key={`${i}-${entry.url ?? entry.productId}`} entry={entry} index={i} onStatus={onStatus} onEdit={setEditing} />
          ))}
        </ul>
      </Section>
      <StepNav
        onBack={onBack}
        onNext={() => {
          confirmProducts(ready);
          onNext();
        }}
        canNext={problem === null}
        blocker={problem === 'reading' ? t('batch.rows.waitReading') : problem === 'products' ? batchMessage(BATCH_MESSAGES.products) : null}
        testIdPrefix="batch"
      />
      <ProductEditor id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
