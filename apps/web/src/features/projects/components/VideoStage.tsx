import { RENDERING_STATUSES, type ProjectDetail } from '@framecast/contract';
import { Button, Group } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconPlayerStop, IconRefresh, IconRocket, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formPath } from '../project-path';
import { localizeMessage } from '../../../shared/i18n/localize';
import { RenderingPanel } from './RenderingPanel';
import { StatePanel } from './StatePanel';
import { VideoPlayer } from './VideoPlayer';

interface Props {
  project: ProjectDetail;
  /** The space's plan lacks the fastest processing (Team's): the queue offers the upgrade. */
  canGoFaster: boolean;
  cancelling: boolean;
  onCancel: () => void;
  onRender: () => void;
  onReload: () => void;
}

/** The video, or what stands in its place: the render's progress, its failure, or "not rendered yet". */
export function VideoStage({ project, canGoFaster, cancelling, onCancel, onRender, onReload }: Props) {
  const { t } = useTranslation();
  const edit = (
    <Button variant="default" component={Link} to={formPath(project)} leftSection={<IconEdit size={16} />} data-testid="video-edit">
      {t('projects.detail.edit')}
    </Button>
  );
  if (RENDERING_STATUSES.includes(project.status)) {
    return <RenderingPanel project={project} showUpgrade={canGoFaster} cancelling={cancelling} onCancel={onCancel} />;
  }
  if (project.status === 'failed') {
    return (
      <StatePanel
        testId="render-failed"
        color="red"
        icon={<IconAlertCircle size={32} />}
        title={t('projects.detail.failedTitle')}
        text={
          <>
            <span data-testid="render-failure-reason">{project.error ? localizeMessage(project.error) : t('projects.detail.failedUnknown')}</span>
            <br />
            {t('projects.detail.failedCredits')}
          </>
        }
        actions={
          <Group gap="sm" justify="center">
            <Button leftSection={<IconRefresh size={16} />} onClick={onRender} data-testid="render-retry">
              {t('common.retry')}
            </Button>
            {edit}
          </Group>
        }
      />
    );
  }
  if (project.status === 'rendered' && project.video_url) return <VideoPlayer project={project} onReload={onReload} />;
  const cancelled = project.status === 'cancelled';
  return (
    <StatePanel
      testId={cancelled ? 'render-cancelled' : 'not-rendered'}
      color={cancelled ? 'gray' : 'brand'}
      icon={cancelled ? <IconPlayerStop size={32} /> : <IconSparkles size={32} />}
      title={t(cancelled ? 'projects.detail.cancelledTitle' : 'projects.detail.draftTitle')}
      text={t(cancelled ? 'projects.detail.cancelledText' : 'projects.detail.draftText')}
      actions={
        <Group gap="sm" justify="center">
          <Button leftSection={<IconRocket size={16} />} onClick={onRender} data-testid="render-again">
            {t('projects.detail.render')}
          </Button>
          {edit}
        </Group>
      }
    />
  );
}
