import type { ProjectDetail } from '@framecast/contract';
import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';

/** What the opened project is: a draft being edited, a rendered video being edited again, or locked by a render. */
export function ProjectBanner({ project, locked }: { project: ProjectDetail; locked: boolean }) {
  const { t } = useTranslation();
  const video = (
    <Anchor component={Link} to={`/video-detail?id=${project.id}`} size="sm" fw={600}>
      {t('avatarVideo.banner.openVideo')}
    </Anchor>
  );
  if (locked) {
    return (
      <Alert color="violet" variant="light" icon={<IconInfoCircle size={18} />} data-testid="project-locked">
        {t('avatarVideo.banner.locked', { name: project.name })} {video}
      </Alert>
    );
  }
  if (project.type === 'video') {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="project-video-banner">
        {t('avatarVideo.banner.video', { name: project.name })} {video}
      </Alert>
    );
  }
  return null;
}
