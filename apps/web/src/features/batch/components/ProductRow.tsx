import { PRODUCT_MESSAGES, ProductIdRequest, URL_ANALYSIS_EXPECTED_SECONDS } from '@framecast/contract';
import { ActionIcon, Badge, Button, Group, Loader, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconEye, IconPackage, IconPhotoPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { analysisProgress } from '../../../shared/products/analysis';
import { useAnalysis, useProduct, useStartAnalysis } from '../../../shared/products/api';
import { coverOf, urlHost } from '../../../shared/products/draft';
import { productMessage } from '../../../shared/products/messages';
import { batchMessage } from '../../../shared/batch/messages';
import { useBatch } from '../store';
import type { BatchEntry, RowStatus } from '../wizard';
import classes from './Batch.module.css';

interface Props {
  entry: BatchEntry;
  index: number;
  /** What the row shows now, and the product when there is one. */
  onStatus: (index: number, status: RowStatus, productId: string | null) => void;
  /** Open the product editor on this product. */
  onEdit: (productId: string) => void;
}

/** The contract's words for a product that is no more (deleted since it was chosen). */
const PRODUCT_GONE = ProductIdRequest.safeParse({ id: '' }).error?.issues[0]?.message ?? PRODUCT_MESSAGES.failed;
const BADGE: Record<RowStatus, string> = { reading: 'blue', ready: 'teal', media: 'orange', failed: 'red' };

/**
 * One product of the batch: its link being read (the stage and a bar timed to the expected seconds),
 * the product ready (its name, first picture, media), short of pictures (excluded until some are added),
 * or failed with the reason (and a way to read the link again).
 */
export function ProductRow({ entry, index, onStatus, onEdit }: Props) {
  const { t } = useTranslation();
  const { resolve, retry } = useBatch();
  const product = useProduct(entry.productId);
  const following = entry.productId === null && entry.error === null ? entry.analysisId : null;
  const analysis = useAnalysis(following);
  const restart = useStartAnalysis();
  const [now, setNow] = useState(() => Date.now());
  const state = analysis.data;

  // The reading ended: the entry takes the product it made, or why it failed.
  useEffect(() => {
    if (!following) return;
    if (state?.status === 'ready' && state.product_id) resolve(index, { productId: state.product_id });
    else if (state?.status === 'failed') resolve(index, { error: state.error ?? PRODUCT_MESSAGES.failed });
    else if (analysis.isError) resolve(index, { error: isApiError(analysis.error) ? analysis.error.message : PRODUCT_MESSAGES.failed });
  }, [following, state?.status, state?.product_id, state?.error, analysis.isError, analysis.error, index, resolve]);

  const status: RowStatus =
    entry.error !== null || product.isError ? 'failed' : entry.productId === null || !product.data ? 'reading' : product.data.media_ok ? 'ready' : 'media';
  useEffect(() => onStatus(index, status, entry.productId), [onStatus, index, status, entry.productId]);

  // A teammate's product opens read-only for a collaborator: offered as "View", never "Edit" or "Add pictures".
  const canEdit = product.data?.can_edit ?? true;
  const reading = status === 'reading' && following !== null;
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [reading]);

  const again = () => {
    if (!entry.url) return;
    restart.mutate(entry.url, {
      onSuccess: (a) => retry(index, a.id),
      onError: (err) => resolve(index, { error: isApiError(err) && err.code > 0 ? err.message : PRODUCT_MESSAGES.failed }),
    });
  };

  const p = product.data;
  const cover = p ? coverOf(p.media) : null;
  const title = p?.name ?? entry.url ?? '…';
  const error = entry.error ?? (product.isError ? PRODUCT_GONE : null);
  const expected = state?.expected_seconds ?? URL_ANALYSIS_EXPECTED_SECONDS;
  const stage = state?.stage ?? 'fetching';

  return (
    <li className={classes.row} data-status={status} data-testid={`batch-row-${index}`}>
      <span className={classes.rowThumb}>
        {cover ? (
          <img src={cover} alt="" />
        ) : status === 'reading' ? (
          <Loader size={20} aria-hidden />
        ) : status === 'failed' ? (
          <IconAlertCircle size={22} color="var(--mantine-color-red-7)" aria-hidden />
        ) : (
          <IconPackage size={22} aria-hidden />
        )}
      </span>
      <Stack gap={4} miw={0} flex={1}>
        <Group gap={8} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" fw={600} truncate title={title} data-testid="batch-row-name">
            {title}
          </Text>
          <Badge color={BADGE[status]} variant="light" className={classes.rowBadge} data-testid="batch-row-status">
            {t(`batch.rows.status.${status}`)}
          </Badge>
        </Group>
        {status === 'reading' && (
          <Stack gap={4} aria-live="polite">
            <Text size="xs" c="dimmed" data-testid="batch-row-stage">
              {reading ? t(`products.link.stages.${stage}`) : t('common.loading')}
            </Text>
            {reading && (
              <Progress
                value={analysisProgress(now - entry.startedAt, expected, stage)}
                animated
                size="sm"
                aria-label={t('batch.rows.readingLabel', { url: entry.url ?? '', seconds: expected })}
                data-testid="batch-row-progress"
              />
            )}
          </Stack>
        )}
        {(status === 'ready' || status === 'media') && p && (
          <Text size="xs" c="dimmed" truncate>
            {[urlHost(p.url), t('url2video.product.media', { count: p.media.length })].filter(Boolean).join(' · ')}
          </Text>
        )}
        {status === 'media' && (
          <>
            <Text size="xs" c="var(--mantine-color-orange-light-color)" data-testid="batch-row-media">
              {productMessage(PRODUCT_MESSAGES.media)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('batch.rows.excluded')}
            </Text>
          </>
        )}
        {status === 'failed' && error && (
          <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }} data-testid="batch-row-error">
            {batchMessage(error)}
          </Text>
        )}
      </Stack>
      <div className={classes.rowActions} data-buttons={status === 'media' || status === 'failed' || undefined}>
        {(status === 'ready' || (status === 'media' && !canEdit)) && entry.productId && (
          <Tooltip label={t(canEdit ? 'batch.rows.edit' : 'batch.rows.view', { name: title })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onEdit(entry.productId!)}
              aria-label={t(canEdit ? 'batch.rows.edit' : 'batch.rows.view', { name: title })}
              data-testid="batch-row-edit"
            >
              {canEdit ? <IconEdit size={17} /> : <IconEye size={17} />}
            </ActionIcon>
          </Tooltip>
        )}
        {status === 'media' && canEdit && entry.productId && (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            leftSection={<IconPhotoPlus size={14} />}
            onClick={() => onEdit(entry.productId!)}
            data-testid="batch-row-add-media"
          >
            {t('batch.rows.addMedia')}
          </Button>
        )}
        {status === 'failed' && entry.url && !product.isError && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={again}
            loading={restart.isPending}
            data-testid="batch-row-retry"
          >
            {t('products.link.tryAgain')}
          </Button>
        )}
      </div>
    </li>
  );
}
