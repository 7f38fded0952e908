import { MY_TEMPLATES_MAX, type Template } from '@framecast/contract';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutGridAdd, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTemplates } from '../../../shared/templates/api';
import { templateName } from '../../../shared/templates/names';
import { TemplateCard } from '../../../shared/templates/TemplateCard';
import { TemplateGrid } from '../../../shared/templates/TemplateGrid';
import { TemplatePreviewModal } from '../../../shared/templates/TemplatePreviewModal';
import { useTemplatePreviews } from '../../../shared/templates/useTemplatePreviews';
import { TemplateActions } from './TemplateActions';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useDeleteTemplate } from '../api';
import { CreateTemplateModal } from './CreateTemplateModal';

const PAGE_SIZE = 24;

/** Delete, on the cards of those who may (the template's `can_edit`: its maker or a space admin). */
function DeleteButton({ template, onDelete }: { template: Template; onDelete: (t: Template) => void }) {
  const { t } = useTranslation();
  if (!template.can_edit) return null;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={() => onDelete(template)}
      aria-label={t('templates.card.delete', { name: templateName(template, t) })}
      data-testid="template-delete"
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** My Templates: made from the space's projects; the empty state says what a template is and how to make one. */
export function MineTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useTemplates({ scope: 'mine', page, size: PAGE_SIZE });
  const previews = useTemplatePreviews();
  const remove = useDeleteTemplate();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const open = list.data?.items.find((item) => item.id === openId) ?? null;
  const total = list.data?.total ?? 0;

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={total >= MY_TEMPLATES_MAX} data-testid="templates-create">
      {t('templates.mine.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      {total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="templates-mine-count">
            {t('templates.mine.count', { count: total, max: MY_TEMPLATES_MAX })}
          </Text>
          {createButton}
        </Group>
      )}
      <TemplateGrid
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        testId="templates-mine"
        empty={
          <Paper withBorder radius="lg" p="xl" data-testid="templates-mine-empty">
            <Stack align="center" gap="sm" ta="center">
              <IconLayoutGridAdd size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
              <Title order={2} fz="lg">
                {t('templates.mine.emptyTitle')}
              </Title>
              <Text size="sm" c="dimmed" maw={560}>
                {t('templates.mine.emptyBody')}
              </Text>
              <Text size="sm" maw={560}>
                {t('templates.mine.emptyHow')}
              </Text>
              {createButton}
            </Stack>
          </Paper>
        }
        card={(template) => (
          <TemplateCard
            key={template.id}
            template={template}
            previews={previews}
            onOpen={(tpl) => setOpenId(tpl.id)}
            openLabel={t('templates.card.open', { name: templateName(template, t) })}
            actions={<DeleteButton template={template} onDelete={setDeleting} />}
          />
        )}
      />
      <TemplatePreviewModal template={open} onClose={() => setOpenId(null)} action={open && <TemplateActions template={open} />} />
      <CreateTemplateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(template) => {
          setCreating(false);
          toastSuccess(t('templates.create.done', { name: template.name }));
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('templates.remove.title')}
        message={t('templates.remove.message', { name: deleting ? templateName(deleting, t) : '' })}
        confirmLabel={t('templates.remove.confirm')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toastSuccess(t('templates.remove.done', { name: templateName(deleting, t) })),
            onSettled: () => setDeleting(null),
          })
        }
        testId="template-remove"
      />
    </Stack>
  );
}
