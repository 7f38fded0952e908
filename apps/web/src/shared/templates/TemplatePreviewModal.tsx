import type { Template } from '@framecast/contract';
import { Alert, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FactsTable, type Fact } from '../projects/FactsTable';
import { templateName } from './names';
import { TemplateFrame } from './TemplateFrame';
import classes from './Templates.module.css';

interface Props {
  /** The template shown; null closes the dialog. */
  template: Template | null;
  onClose: () => void;
  /** "Use this template" on the Templates page, "Choose this template" in the wizard. */
  action: ReactNode;
}

/** What the dialog says of a preview that is not ready: on its way, failed, or none to make (one of My Templates from a draft). */
const previewNote = ({ kind, preview }: Template) =>
  preview.status === 'working' || (preview.status === 'none' && kind === 'library') ? 'preparing' : preview.status === 'failed' ? 'failed' : 'none';

/** A template's preview clip (muted, looping, with controls) and what it holds, with the page's action. */
export function TemplatePreviewModal({ template, onClose, action }: Props) {
  const { t, i18n } = useTranslation();
  const yesNo = (on: boolean) => t(on ? 'templates.preview.yes' : 'templates.preview.no');
  const facts: Fact[] = template
    ? [
        { key: 'ratio', label: t('templates.preview.facts.ratio'), value: template.aspect_ratio },
        ...(template.layout ? [{ key: 'layout', label: t('templates.preview.facts.layout'), value: t(`templates.layouts.${template.layout}`) }] : []),
        ...(template.style ? [{ key: 'style', label: t('templates.preview.facts.style'), value: t(`templates.styles.${template.style}`) }] : []),
        { key: 'scenes', label: t('templates.preview.facts.scenes'), value: template.scenes.toLocaleString(i18n.language) },
        { key: 'slots', label: t('templates.preview.facts.slots'), value: template.media_slots.toLocaleString(i18n.language) },
        { key: 'avatar', label: t('templates.preview.facts.avatar'), value: yesNo(template.has_avatar) },
        { key: 'music', label: t('templates.preview.facts.music'), value: yesNo(template.has_music) },
        ...(template.created_at
          ? [
              {
                key: 'created',
                label: t('templates.preview.facts.created'),
                value: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(template.created_at)),
              },
            ]
          : []),
      ]
    : [];
  return (
    <Modal opened={template !== null} onClose={onClose} title={template ? templateName(template, t) : ''} centered size="xl">
      {template && (
        <div className={classes.dialog} data-testid="template-preview">
          <div className={classes.dialogStage}>
            <TemplateFrame template={template} play />
          </div>
          <Stack gap="md">
            {template.preview.status !== 'ready' && (
              <Alert color="gray" variant="light" data-testid="template-preview-note">
                {t(`templates.preview.${previewNote(template)}`)}
              </Alert>
            )}
            <FactsTable facts={facts} testIdPrefix="template-fact-" verticalSpacing={6} withRowBorders />
            {action}
          </Stack>
        </div>
      )}
    </Modal>
  );
}
