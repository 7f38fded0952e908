import type { Template } from '@framecast/contract';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { templateName } from './names';
import type { PreviewQueue } from './preview-queue';
import { TemplateFrame } from './TemplateFrame';
import classes from './Templates.module.css';

interface Props {
  template: Template;
  /** The page's preview queue: a card in view without a preview asks for one. */
  previews: PreviewQueue | null;
  onOpen: (template: Template) => void;
  /** What a click on the picture does, said to screen readers ("Preview …", "Choose …"). */
  openLabel: string;
  /** A card that can be chosen: whether it is (a check mark, and pressed). */
  selected?: boolean;
  /** Buttons beside the name (delete, preview). */
  actions?: ReactNode;
}

/** A template in a grid: its preview (or a swatch while it renders), its name and what it holds. */
export function TemplateCard({ template, previews, onOpen, openLabel, selected, actions }: Props) {
  const { t } = useTranslation();
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const { id, preview, kind } = template;
  const name = templateName(template, t);

  // Library previews are rendered on request; one of My Templates has its project's, or none to render.
  // A card that leaves the view (or the page) lets the cards in view go first.
  useEffect(() => {
    if (!previews || !inViewport || (kind !== 'library' && preview.status !== 'working')) return;
    previews.want({ id, preview });
    return () => previews.unwant(id);
  }, [previews, inViewport, id, preview, kind]);

  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      className={classes.card}
      data-selected={selected || undefined}
      data-testid={`template-card-${id}`}
      data-preview={preview.status}
    >
      <UnstyledButton className={classes.open} onClick={() => onOpen(template)} aria-label={openLabel} aria-pressed={selected} data-testid="template-open">
        <div className={classes.stage}>
          <TemplateFrame template={template} />
          {selected && (
            <span className={classes.check} aria-hidden>
              <IconCheck size={15} stroke={3} />
            </span>
          )}
        </div>
      </UnstyledButton>
      <Group gap={4} p="xs" pl="sm" wrap="nowrap" justify="space-between" align="flex-start">
        {/* The name opens it too, as people click it; keyboards already have the preview's button. */}
        <UnstyledButton className={classes.title} onClick={() => onOpen(template)} tabIndex={-1} data-testid="template-title">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate title={name} data-testid="template-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[template.aspect_ratio, t('templates.card.scenes', { count: template.scenes }), template.has_avatar ? t('templates.card.avatar') : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </UnstyledButton>
        {actions}
      </Group>
    </Paper>
  );
}
