import { RENDERING_STATUSES, type ProjectSummary } from '@framecast/contract';
import { Alert, Button, Container, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSelection } from '../../../shared/ui/useSelection';
import { Link, useNavigate } from 'react-router';
import { BatchBar } from '../../../shared/ui/BatchBar';
import { toastSuccess } from '../../../shared/ui/toast';
import { useDownloadProjects } from '../api/download-projects';
import { useDuplicateProject } from '../api/duplicate-project';
import { useFolders } from '../api/list-folders';
import { useProjects } from '../../../shared/projects/list-projects';
import { FolderRow } from '../components/FolderRow';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectDialogs, type ProjectDialog } from '../components/ProjectDialogs';
import type { ProjectAction } from '../components/ProjectMenu';
import { ProjectsEmpty } from '../components/ProjectsEmpty';
import { ProjectToolbar } from '../components/ProjectToolbar';
import { useListView } from '../hooks/useListView';
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { useCanManageRow } from '../../../shared/spaces/can-manage';
import { projectPath } from '../project-path';

/** /projects: videos and drafts with folders, filter, sort, search, pages and a batch bar (spec 000 §2.12). */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { view, update, request } = useListView();
  const list = useProjects(request);
  const folders = useFolders();
  const duplicate = useDuplicateProject();
  const download = useDownloadProjects();
  // A new view is a new selection.
  const { selected, toggle, selectAll, clear } = useSelection([view.filter, view.folder, view.q, view.page, view.sort, view.order]);
  const [dialog, setDialog] = useState<ProjectDialog | null>(null);
  const canManage = useCanManageRow();

  const items = list.data?.items ?? [];
  useProjectEvents(items.filter((p) => RENDERING_STATUSES.includes(p.status)).map((p) => p.id));
  const folder = useMemo(() => folders.data?.items.find((f) => f.id === view.folder), [folders.data, view.folder]);
  const chosen = items.filter((p) => selected.has(p.id));

  const act = (action: ProjectAction, p: ProjectSummary) => {
    if (action === 'open') navigate(projectPath(p));
    else if (action === 'rename') setDialog({ kind: 'rename', project: p });
    else if (action === 'move') setDialog({ kind: 'move', ids: [p.id], current: p.folder_id });
    else if (action === 'delete') setDialog({ kind: 'delete', ids: [p.id], name: p.name });
    else if (action === 'download') download.mutate([p.id]);
    else duplicate.mutate(p.id, { onSuccess: (copy) => toastSuccess(t('projects.duplicated', { name: copy.name })) });
  };

  const pages = list.data ? Math.ceil(list.data.total / list.data.page_size) : 0;
  return (
    <Container size={1280} py="xl" px={{ base: 'md', sm: 'xl' }} pb={selected.size ? 120 : 'xl'}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {folder ? folder.name : t('projects.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {folder ? t('projects.inFolder', { count: folder.count }) : t('projects.subtitle')}
            </Text>
          </div>
          <Button component={Link} to="/talking-avatar" leftSection={<IconPlus size={16} />} data-testid="projects-new">
            {t('projects.new')}
          </Button>
        </Group>
        <FolderRow
          folders={folders.data?.items ?? []}
          current={view.folder}
          canManage={canManage}
          onOpen={(id) => update({ folder: id })}
          onCreate={() => setDialog({ kind: 'folderCreate' })}
          onRename={(f) => setDialog({ kind: 'folderRename', folder: f })}
          onDelete={(f) => setDialog({ kind: 'folderDelete', folder: f })}
        />
        <ProjectToolbar view={view} onChange={update} />
        {list.isError && !list.data ? (
          <Alert color="red" variant="light">
            {t('projects.loadError')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : list.isPending ? (
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={220} radius="lg" />
            ))}
          </SimpleGrid>
        ) : items.length === 0 ? (
          <ProjectsEmpty view={view} inFolder={Boolean(view.folder)} onClear={() => update({ filter: 'all', q: '' })} />
        ) : (
          <SimpleGrid
            cols={{ base: 2, md: 3, lg: 4 }}
            spacing={{ base: 'xs', sm: 'md' }}
            data-testid="project-grid"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {items.map((p) => (
              <ProjectCard
                key={p.id}
                project={p}
                selected={selected.has(p.id)}
                manageable={canManage(p.created_by.id)}
                onToggle={toggle}
                onAction={act}
                now={Date.now()}
              />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={view.page} onChange={(page) => update({ page })} data-testid="projects-pagination" />
          </Group>
        )}
      </Stack>
      <BatchBar
        label={t('projects.batch.label')}
        count={selected.size}
        allSelected={selected.size === items.length}
        downloading={download.isPending}
        canDownload={chosen.some((p) => p.type === 'video')}
        canChange={chosen.every((p) => canManage(p.created_by.id))}
        onSelectAll={() => selectAll(items.map((p) => p.id))}
        onDownload={() => download.mutate(chosen.filter((p) => p.type === 'video').map((p) => p.id))}
        onMove={() => setDialog({ kind: 'move', ids: [...selected], current: view.folder ?? null })}
        onDelete={() => setDialog({ kind: 'delete', ids: [...selected] })}
        onClear={clear}
      />
      <ProjectDialogs
        dialog={dialog}
        folders={folders.data?.items ?? []}
        onClose={() => setDialog(null)}
        onDone={(d) => {
          if (d.kind === 'delete' || d.kind === 'move') clear();
          if (d.kind === 'folderDelete' && d.folder.id === view.folder) update({ folder: undefined });
        }}
      />
    </Container>
  );
}
