import type { ProjectDetail } from '@framecast/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import classes from './VideoPlayer.module.css';

/** The rendered video with its thumbnail as poster; a broken link says so (spec 000 §8 media errors). */
export function VideoPlayer({ project, onReload }: { project: ProjectDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed !== null && failed === project.video_url;
  return (
    <div className={classes.stage} data-ratio={project.aspect_ratio}>
      {broken ? (
        <Stack align="center" gap="sm" p="xl" c="gray.3" data-testid="video-error">
          <IconAlertTriangle size={32} />
          <Text size="sm">{t('projects.player.error')}</Text>
          <Button variant="white" size="xs" onClick={onReload}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <video
          key={project.video_url}
          className={classes.video}
          src={project.video_url ?? undefined}
          poster={project.thumbnail_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          onError={() => setFailed(project.video_url)}
          data-testid="video-player"
        />
      )}
    </div>
  );
}
