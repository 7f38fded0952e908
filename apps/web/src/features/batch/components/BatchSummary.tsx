import type { Product, Template } from '@framecast/contract';
import { Anchor, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n';
import { languageName } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { coverOf } from '../../../shared/products/draft';
import { FactsTable, type Fact } from '../../../shared/projects/FactsTable';
import { templateName } from '../../../shared/templates/names';
import { usePresenterLabel } from '../../../shared/video-form/usePresenterLabel';
import { useVoices } from '../../../shared/voices/api';
import { voiceLabel } from '../../../shared/voices/names';
import { useBatch, useBatchKind } from '../store';
import { stepPath } from '../wizard';
import classes from './Batch.module.css';

interface Props {
  /** The batch's products, as read (in the order of the batch). */
  products: UseQueryResult<Product>[];
  template: Template | null;
}

/** What the videos will be made of: the products (those left out marked), the settings, the script style and the template. */
export function BatchSummary({ products, template }: Props) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const kind = useBatchKind();
  const { settings, angle } = useBatch();
  const voices = useVoices();
  const presenter = usePresenterLabel(settings.avatar);
  const voice = voices.data?.items.find((v) => v.id === settings.voice);
  const going = products.filter((q) => q.data?.media_ok).length;
  const left = products.filter((q) => q.isError || (q.data && !q.data.media_ok)).length;

  const facts: Fact[] = [
    { key: 'ratio', label: t('url2video.summary.ratio'), value: settings.aspectRatio },
    { key: 'length', label: t('url2video.summary.length'), value: t(`url2video.settings.lengths.${settings.length}`) },
    { key: 'language', label: t('url2video.summary.language'), value: languageName(settings.language, lng) },
    { key: 'presenter', label: t('url2video.summary.presenter'), value: presenter },
    { key: 'voice', label: t('url2video.summary.voice'), value: voice ? voiceLabel(voice, lng) : '…' },
    { key: 'subtitles', label: t('url2video.summary.subtitles'), value: t(settings.subtitles ? 'url2video.summary.on' : 'url2video.summary.off') },
    {
      key: 'angle',
      label: t('batch.summary.angle'),
      value: angle ? t(`url2video.script.angles.${angle}`) : t('batch.summary.none'),
      bad: angle === null,
    },
    {
      key: 'template',
      label: t('url2video.summary.template'),
      value: template ? templateName(template, t) : t('batch.summary.none'),
      bad: template === null,
    },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="batch-summary">
      <Stack gap="xs">
        <Title order={2} fz={17}>
          {t('batch.summary.title', { count: going })}
        </Title>
        <ul className={classes.thumbs} aria-label={t('batch.summary.products')} data-testid="batch-summary-products">
          {products.map((q, i) => {
            const p = q.data;
            const out = q.isError || (p !== undefined && !p.media_ok);
            const cover = p ? coverOf(p.media) : null;
            const name = p?.name ?? '…';
            return (
              <Tooltip key={p?.id ?? i} label={out ? `${name} · ${t('batch.summary.leftOut')}` : name}>
                <li data-excluded={out || undefined} aria-label={out ? `${name} (${t('batch.summary.leftOut')})` : name}>
                  {cover ? <img src={cover} alt="" /> : <IconPackage size={18} aria-hidden />}
                </li>
              </Tooltip>
            );
          })}
        </ul>
        <Text size="xs" c="dimmed">
          {left > 0 && (
            <Text span size="xs" c="var(--mantine-color-orange-light-color)" data-testid="batch-summary-left-out">
              {t('batch.summary.leftOutCount', { count: left })}{' '}
            </Text>
          )}
          <Anchor component={Link} to={stepPath(kind, 'product')} size="xs" data-testid="batch-summary-change">
            {t('batch.summary.change')}
          </Anchor>
        </Text>
        <FactsTable facts={facts} testIdPrefix="batch-summary-" verticalSpacing={6} withRowBorders />
      </Stack>
    </Paper>
  );
}
