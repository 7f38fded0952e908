import { PROJECT_PAGE_SIZE_MAX, TemplateCreateRequest, type Template } from '@framecast/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjects } from '../../../shared/projects/list-projects';
import { templateMessage } from '../../../shared/templates/messages';
import { TemplateNameInput, useTemplateName } from '../../../shared/templates/TemplateNameInput';
import { useCreateTemplate } from '../api';
import { type Failure, failureOf } from '../../../shared/api/failure';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (template: Template) => void;
}

/** "Create template": one of the space's videos or drafts and a name (the project's, unless typed). */
export function CreateTemplateModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.create.title')} centered size="md">
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <CreateForm onCreated={onCreated} onCancel={onClose} />}
    </Modal>
  );
}

function CreateForm({ onCreated, onCancel }: { onCreated: Props['onCreated']; onCancel: () => void }) {
  const { t } = useTranslation();
  const projects = useProjects({ page_size: PROJECT_PAGE_SIZE_MAX, sort: 'modified', order: 'desc' });
  const create = useCreateTemplate();
  const [projectId, setProjectId] = useState<string | null>(null);
  const name = useTemplateName();
  const [named, setNamed] = useState(false);
  const [projectError, setProjectError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const items = projects.data?.items ?? [];
  const options = useMemo(() => {
    const of = (type: 'video' | 'draft') => items.filter((p) => p.type === type).map((p) => ({ value: p.id, label: p.name }));
    return [
      { group: t('templates.create.videos'), items: of('video') },
      { group: t('templates.create.drafts'), items: of('draft') },
    ].filter((g) => g.items.length > 0);
  }, [items, t]);

  const submit = () => {
    setFailure(null);
    // Both checked at once, so both errors show.
    const checkedName = name.check();
    const project = TemplateCreateRequest.shape.project_id.safeParse(projectId ?? undefined);
    setProjectError(project.success ? null : templateMessage(project.error.issues[0]!.message));
    if (checkedName === null || !project.success) return;
    create.mutate(
      { project_id: project.data, name: checkedName },
      {
        onSuccess: onCreated,
        onError: (err) => {
          const f = failureOf(err, templateMessage);
          if (f && Object.keys(f.fields).length > 0) {
            setProjectError(f.fields.project_id || null);
            name.setError(f.fields.name || null);
          } else setFailure(f);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-testid="template-create"
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="template-create-failure">
            {failure.message}
          </Alert>
        )}
        {projects.data && items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="template-create-no-projects">
            {t('templates.create.noProjects')}
          </Text>
        ) : (
          <Select
            label={t('templates.create.project')}
            description={t('templates.create.projectHint')}
            placeholder={t('templates.create.projectPlaceholder')}
            data={options}
            value={projectId}
            onChange={(id) => {
              setProjectId(id);
              setProjectError(null);
              const project = items.find((p) => p.id === id);
              if (project && !named) name.set(project.name);
            }}
            searchable
            nothingFoundMessage={t('templates.create.nothingFound')}
            error={projectError}
            withAsterisk
            data-autofocus
            disabled={projects.isPending}
            data-testid="template-create-project"
          />
        )}
        <TemplateNameInput field={name} onType={() => setNamed(true)} testId="template-create-name" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={items.length === 0 && Boolean(projects.data)} data-testid="template-create-submit">
            {t('templates.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
