import type { Template } from '@framecast/contract';
import { Alert, Anchor, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Failure, failureOf } from '../../../shared/api/failure';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSaveTemplate } from '../../../shared/templates/api';
import { templateMessage } from '../../../shared/templates/messages';
import { TemplateNameInput, useTemplateName } from '../../../shared/templates/TemplateNameInput';
import { toastSuccess } from '../../../shared/ui/toast';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The template the video was opened from; one of My Templates the user may change can be updated. */
  template: Template | undefined;
  /** The video's name, offered for a new template. */
  name: string;
  /** Saves the draft now and answers its id (null: it could not be saved). */
  saveDraft: () => Promise<string | null>;
}

/**
 * "Save as template" (spec 000 §2.12 template editing): the draft as a new one of My Templates, or — opened
 * from one the user may change — that one made again from it. The draft is saved first, so the template
 * is exactly what is on screen.
 */
export function SaveTemplateDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.saveTemplate.title')} centered size="md">
      {opened && <SaveForm onDone={onClose} onCancel={onClose} {...rest} />}
    </Modal>
  );
}

function SaveForm({
  template,
  name: videoName,
  saveDraft,
  onDone,
  onCancel,
}: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const updatable = template?.kind === 'mine' && template.can_edit;
  const [mode, setMode] = useState<'update' | 'create'>(updatable ? 'update' : 'create');
  const name = useTemplateName(updatable ? template.name : videoName);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveTemplate();

  const submit = async () => {
    setFailure(null);
    const checked = name.check();
    if (checked === null) return;
    setSaving(true);
    const projectId = await saveDraft();
    if (!projectId) return setSaving(false);
    save.mutate(
      mode === 'update' && template
        ? { mode, id: template.id, project_id: projectId, name: checked }
        : { mode: 'create', project_id: projectId, name: checked },
      {
        onSuccess: (saved) => {
          toastSuccess(t(mode === 'update' ? 'editor.saveTemplate.updated' : 'editor.saveTemplate.created', { name: saved.name }));
          onDone();
        },
        onError: (err) => {
          const f = failureOf(err, templateMessage);
          if (f?.fields.name) name.setError(f.fields.name);
          else setFailure(f);
        },
        onSettled: () => setSaving(false),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="save-template"
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="save-template-failure">
            {failure.message}
          </Alert>
        )}
        {updatable && (
          <Radio.Group value={mode} onChange={(v) => setMode(v === 'update' ? 'update' : 'create')} label={t('editor.saveTemplate.how')}>
            <Stack gap={6} mt={6}>
              <Radio value="update" label={t('editor.saveTemplate.update', { name: template.name })} data-testid="save-template-update" />
              <Radio value="create" label={t('editor.saveTemplate.create')} data-testid="save-template-new" />
            </Stack>
          </Radio.Group>
        )}
        <TemplateNameInput field={name} autoFocus testId="save-template-name" />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/templates?tab=mine" size="sm">
            {t('editor.saveTemplate.mine')}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="save-template-submit">
              {t('editor.saveTemplate.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
