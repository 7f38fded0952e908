import { PROJECT_PAGE_SIZE_MAX, TEMPLATE_NAME_MAX, TemplateCreateRequest, type Template } from '@framecast/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProjects } from '../../../shared/projects/list-projects';
import { templateMessage } from '../../../shared/templates/messages';
import { LIMIT_COLOR, useLengthLimit } from '../../../shared/ui/length-limit';
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
  const [name, setName] = useState('');
  const [named, setNamed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const limit = useLengthLimit(TEMPLATE_NAME_MAX);
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
    const parsed = TemplateCreateRequest.safeParse({ project_id: projectId ?? undefined, name });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= templateMessage(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (err) => {
        const f = failureOf(err, templateMessage);
        if (f && Object.keys(f.fields).length > 0) setErrors(f.fields);
        else setFailure(f);
      },
    });
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
              setErrors((e) => ({ ...e, project_id: '' }));
              const project = items.find((p) => p.id === id);
              if (project && !named) setName(limit.take(project.name));
            }}
            searchable
            nothingFoundMessage={t('templates.create.nothingFound')}
            error={errors.project_id || null}
            withAsterisk
            data-autofocus
            disabled={projects.isPending}
            data-testid="template-create-project"
          />
        )}
        <TextInput
          label={t('templates.create.name')}
          placeholder={t('templates.create.namePlaceholder')}
          value={name}
          onChange={(e) => {
            setName(limit.take(e.currentTarget.value));
            setNamed(true);
            setErrors((er) => ({ ...er, name: '' }));
          }}
          description={limit.message(name)}
          styles={{ description: { color: LIMIT_COLOR } }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.name || null}
          withAsterisk
          data-testid="template-create-name"
        />
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
