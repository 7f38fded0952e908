import { TEMPLATE_STYLES, type Template, type TemplateStyle } from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { ActionIcon, Button, Chip, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Section } from '../ui/Section';
import { useTemplates } from './api';
import { templateName } from './names';
import { TemplateCard } from './TemplateCard';
import { TemplateGrid } from './TemplateGrid';
import { TemplatePreviewModal } from './TemplatePreviewModal';
import { useTemplatePreviews } from './useTemplatePreviews';

const PAGE_SIZE = 12;

interface Props {
  /** Only templates made for this ratio are offered. */
  aspectRatio: AspectRatio;
  selectedId: string | null;
  onChoose: (template: Template) => void;
  /** `<prefix>-templates`, `<prefix>-template-grid`… (each wizard's journeys find them by it). */
  testIdPrefix: string;
}

/**
 * A wizard's template step: templates of the video's aspect ratio, from the library (filtered by visual
 * style) or My Templates, the chosen one highlighted; a card's eye opens its preview with "Choose".
 */
export function TemplateChooser({ aspectRatio, selectedId, onChoose, testIdPrefix: id }: Props) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'library' | 'mine'>(() => (selectedId && !selectedId.startsWith('lib-') ? 'mine' : 'library'));
  const [style, setStyle] = useState<TemplateStyle | null>(null);
  const [page, setPage] = useState(1);
  const list = useTemplates({
    scope,
    aspect_ratio: aspectRatio,
    style: scope === 'library' ? (style ?? undefined) : undefined,
    page,
    size: PAGE_SIZE,
  });
  const previews = useTemplatePreviews();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewing = list.data?.items.find((item) => item.id === previewId) ?? null;

  return (
    <Section title={t('url2video.template.title')} hint={t('url2video.template.hint', { ratio: aspectRatio })} testId={`${id}-templates`}>
      <SegmentedControl
        value={scope}
        onChange={(v) => {
          setScope(v as typeof scope);
          setPage(1);
        }}
        data={[
          { value: 'library', label: t('url2video.template.library') },
          { value: 'mine', label: t('url2video.template.mine') },
        ]}
        aria-label={t('url2video.template.source')}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`${id}-template-scope`}
      />
      {scope === 'library' && (
        <Chip.Group
          multiple={false}
          value={style ?? 'all'}
          onChange={(v) => {
            setStyle(v === 'all' ? null : (v as TemplateStyle));
            setPage(1);
          }}
        >
          <Group gap={6} role="group" aria-label={t('url2video.template.styles')} data-testid={`${id}-template-styles`}>
            <Chip value="all" size="sm">
              {t('url2video.template.anyStyle')}
            </Chip>
            {TEMPLATE_STYLES.map((s) => (
              <Chip key={s} value={s} size="sm">
                {t(`templates.styles.${s}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <TemplateGrid
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        testId={`${id}-template-grid`}
        dense
        empty={
          <Text size="sm" c="dimmed" py="lg" ta="center" data-testid={`${id}-template-none`}>
            {t('url2video.template.none')}
          </Text>
        }
        card={(tpl) => {
          const name = templateName(tpl, t);
          return (
            <TemplateCard
              key={tpl.id}
              template={tpl}
              previews={previews}
              onOpen={onChoose}
              openLabel={t('templates.card.choose', { name })}
              selected={selectedId === tpl.id}
              actions={
                <Tooltip label={t('templates.card.open', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => setPreviewId(tpl.id)}
                    aria-label={t('templates.card.open', { name })}
                    data-testid="template-preview-open"
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                </Tooltip>
              }
            />
          );
        }}
      />
      <TemplatePreviewModal
        template={previewing}
        onClose={() => setPreviewId(null)}
        action={
          previewing && (
            <Button
              variant={selectedId === previewing.id ? 'light' : 'filled'}
              onClick={() => {
                onChoose(previewing);
                setPreviewId(null);
              }}
              data-testid="template-choose"
            >
              {t(selectedId === previewing.id ? 'templates.preview.chosen' : 'templates.preview.choose')}
            </Button>
          )
        }
      />
    </Section>
  );
}
