import { TEMPLATE_LAYOUTS, TEMPLATE_STYLES, type Template, type TemplateLayout, type TemplateStyle } from '@framecast/contract';
import { ASPECT_RATIOS, type AspectRatio } from '@framecast/timeline';
import { Button, SegmentedControl, Select, Stack, Text } from '@mantine/core';

import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTemplates } from '../../../shared/templates/api';
import { templateName } from '../../../shared/templates/names';
import { TemplateCard } from '../../../shared/templates/TemplateCard';
import { TemplateGrid } from '../../../shared/templates/TemplateGrid';
import { TemplatePreviewModal } from '../../../shared/templates/TemplatePreviewModal';
import { useTemplatePreviews } from '../../../shared/templates/useTemplatePreviews';
import { TemplateActions } from './TemplateActions';
import classes from './TemplatesPage.module.css';

export const LIBRARY_PAGE_SIZE = 24;

export interface LibraryFilters {
  ratio: AspectRatio | null;
  layout: TemplateLayout | null;
  style: TemplateStyle | null;
  page: number;
}

interface Props {
  filters: LibraryFilters;
  onFilters: (patch: Partial<LibraryFilters>) => void;
}

/** The library: filters by aspect ratio, layout and visual style, a page of cards, a card's preview and "Use this template". */
export function LibraryTab({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  const list = useTemplates({
    scope: 'library',
    aspect_ratio: filters.ratio ?? undefined,
    layout: filters.layout ?? undefined,
    style: filters.style ?? undefined,
    page: filters.page,
    size: LIBRARY_PAGE_SIZE,
  });
  const previews = useTemplatePreviews();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.items.find((item) => item.id === openId) ?? null;
  const filtered = filters.ratio !== null || filters.layout !== null || filters.style !== null;
  // A filter starts again at the first page.
  const filter = (patch: Partial<LibraryFilters>) => onFilters({ ...patch, page: 1 });

  return (
    <Stack gap="md">
      <div className={classes.filters}>
        <SegmentedControl
          value={filters.ratio ?? 'all'}
          onChange={(v) => filter({ ratio: v === 'all' ? null : (v as AspectRatio) })}
          data={[{ value: 'all', label: t('templates.filters.anyRatio') }, ...ASPECT_RATIOS.map((r) => ({ value: r, label: r }))]}
          aria-label={t('templates.filters.ratio')}
          data-testid="templates-ratio"
        />
        <Select
          aria-label={t('templates.filters.layout')}
          placeholder={t('templates.filters.anyLayout')}
          data={TEMPLATE_LAYOUTS.map((value) => ({ value, label: t(`templates.layouts.${value}`) }))}
          value={filters.layout}
          onChange={(v) => filter({ layout: (v as TemplateLayout | null) ?? null })}
          clearable
          data-testid="templates-layout"
        />
        <Select
          aria-label={t('templates.filters.style')}
          placeholder={t('templates.filters.anyStyle')}
          data={TEMPLATE_STYLES.map((value) => ({ value, label: t(`templates.styles.${value}`) }))}
          value={filters.style}
          onChange={(v) => filter({ style: (v as TemplateStyle | null) ?? null })}
          clearable
          data-testid="templates-style"
        />
        <Text size="sm" c="dimmed" className={classes.total} aria-live="polite" data-testid="templates-total">
          {list.data ? t('templates.total', { count: list.data.total }) : '\u00a0'}
        </Text>
      </div>
      <TemplateGrid
        query={list}
        page={filters.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={(page) => {
          onFilters({ page });
          window.scrollTo({ top: 0 });
        }}
        testId="templates-library"
        empty={
          <Stack align="center" gap="sm" py="xl" data-testid="templates-no-match">
            <Text size="sm" c="dimmed">
              {t('templates.noMatch')}
            </Text>
            {filtered && (
              <Button variant="light" size="xs" onClick={() => filter({ ratio: null, layout: null, style: null })}>
                {t('templates.filters.clear')}
              </Button>
            )}
          </Stack>
        }
        card={(template: Template) => (
          <TemplateCard
            key={template.id}
            template={template}
            previews={previews}
            onOpen={(tpl) => setOpenId(tpl.id)}
            openLabel={t('templates.card.open', { name: templateName(template, t) })}
          />
        )}
      />
      <TemplatePreviewModal template={open} onClose={() => setOpenId(null)} action={open && <TemplateActions template={open} />} />
    </Stack>
  );
}
