import { RENDERING_STATUSES } from '@framecast/contract';
import { ActionIcon, Anchor, Button, Container, Grid, Group, Skeleton, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconBolt, IconCopy, IconDownload, IconEdit, IconMovieOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSpaceEntitlements } from '../../../shared/api/space-entitlements';
import { fetchUserInfo, setUserInfo } from '../../../shared/api/user-info';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { RenderDialog } from '../../../shared/projects/RenderDialog';
import { StatusPage } from '../../../shared/ui/StatusPage';
import { toastSuccess } from '../../../shared/ui/toast';
import { useCancelRender } from '../api/cancel-render';
import { useDownloadProjects } from '../api/download-projects';
import { useDuplicateProject } from '../api/duplicate-project';
import { ProjectDialogs, type ProjectDialog } from '../components/ProjectDialogs';
import { canDownload } from '../components/ProjectMenu';
import { StatusBadge } from '../components/StatusBadge';
import { LipSyncBoostButton } from '../components/LipSyncBoostButton';
import { VideoFacts } from '../components/VideoFacts';
import { VideoStage } from '../components/VideoStage';
import { useProjectEvents } from '../../../shared/projects/useProjectEvents';
import { useCanManageRow } from '../../../shared/spaces/can-manage';

/** How long a return from a lip-sync purchase watches the video for its boost (the payment is confirmed first). */
const BOOST_WAIT_MS = 5 * 60_000;

/** /video-detail?id=: the video and its facts, or its render's progress or failure (spec 000 §4). */
export default function VideoDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const space = useSpaceEntitlements();
  const detail = useProjectDetail(id);
  const project = detail.data;
  const cancel = useCancelRender();
  const duplicate = useDuplicateProject();
  const download = useDownloadProjects();
  const [dialog, setDialog] = useState<ProjectDialog | null>(null);
  const [rendering, setRendering] = useState(false);
  const canManage = useCanManageRow();
  // Back from buying lip-sync minutes for this video: the pricing feature boosts it once the payment is
  // confirmed (and cleans the address); watch it until its lip-synced render shows up.
  const [awaitingBoost, setAwaitingBoost] = useState(() => params.get('order_type') === 'lip_sync' && !!id && params.get('project_id') === id);
  const inProgress = !!project && RENDERING_STATUSES.includes(project.status);
  useEffect(() => {
    if (!awaitingBoost) return;
    if (inProgress) {
      // Boosted: the minutes it took show in the balance.
      setAwaitingBoost(false);
      void fetchUserInfo()
        .then(setUserInfo)
        .catch(() => undefined);
    }
    const timer = setTimeout(() => setAwaitingBoost(false), BOOST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaitingBoost, inProgress]);
  useProjectEvents(project && (inProgress || awaitingBoost) ? [project.id] : []);

  if (!id || detail.isError) {
    return (
      <StatusPage
        icon={<IconMovieOff size={40} />}
        title={t('projects.detail.missingTitle')}
        testId="video-missing"
        actions={
          <Button component={Link} to="/projects">
            {t('projects.detail.back')}
          </Button>
        }
      >
        {t('projects.detail.missingText')}
      </StatusPage>
    );
  }
  if (!project) {
    return (
      <Container size={1280} py="xl" px={{ base: 'md', sm: 'xl' }}>
        <Skeleton h={36} w={320} mb="lg" />
        <Skeleton h={420} radius="lg" />
      </Container>
    );
  }

  const busy = RENDERING_STATUSES.includes(project.status);
  // A collaborator renames and deletes only what they made (spec 000 §6).
  const manageable = canManage(project.created_by.id);
  const duplicateAsDraft = () =>
    duplicate.mutate(project.id, {
      onSuccess: (copy) => {
        toastSuccess(t('projects.duplicated', { name: copy.name }));
        navigate(`/talking-avatar?id=${copy.id}`);
      },
    });

  return (
    <Container size={1280} py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/projects" size="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={15} />
            {t('projects.detail.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} lineClamp={2} data-testid="video-title">
              {project.name}
            </Title>
            {manageable && (
              <Tooltip label={t('projects.actions.rename')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setDialog({ kind: 'rename', project })}
                  aria-label={t('projects.actions.rename')}
                  data-testid="video-rename"
                >
                  <IconPencil size={17} />
                </ActionIcon>
              </Tooltip>
            )}
            <StatusBadge project={project} size="md" style={{ flexShrink: 0 }} />
          </Group>
          <Group gap="xs">
            {manageable && !busy && <LipSyncBoostButton project={project} />}
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => download.mutate([project.id])}
              loading={download.isPending}
              disabled={!canDownload(project) || busy}
              data-testid="video-download"
            >
              {t('projects.actions.download')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              component={Link}
              to={`/editor?id=${project.id}`}
              disabled={busy}
              data-testid="video-open-editor"
            >
              {t('projects.detail.openEditor')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconBolt size={16} />}
              component={Link}
              to={`/quickeditor?id=${project.id}`}
              disabled={busy}
              data-testid="video-quick-edit"
            >
              {t('projects.detail.quickEdit')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={duplicateAsDraft}
              loading={duplicate.isPending}
              data-testid="video-duplicate"
            >
              {t('projects.detail.duplicate')}
            </Button>
            {manageable && (
              <Tooltip label={t('projects.actions.delete')}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  color="red"
                  onClick={() => setDialog({ kind: 'delete', ids: [project.id], name: project.name })}
                  aria-label={t('projects.actions.delete')}
                  data-testid="video-delete"
                >
                  <IconTrash size={17} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <VideoStage
              project={project}
              canGoFaster={!space.plan_feature_access.includes('fastest_processing')}
              cancelling={cancel.isPending}
              onCancel={() => cancel.mutate(project.id, { onSuccess: () => toastSuccess(t('projects.rendering.cancelled')) })}
              onRender={() => setRendering(true)}
              onReload={() => void detail.refetch()}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <VideoFacts project={project} />
          </Grid.Col>
        </Grid>
      </Stack>
      <RenderDialog projectId={project.id} opened={rendering} onClose={() => setRendering(false)} onRendered={() => setRendering(false)} />
      <ProjectDialogs
        dialog={dialog}
        folders={[]}
        onClose={() => setDialog(null)}
        onDone={(d) => d.kind === 'delete' && navigate('/projects', { replace: true })}
      />
    </Container>
  );
}
