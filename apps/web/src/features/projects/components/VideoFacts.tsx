import type { ProjectDetail } from '@framecast/contract';
import { Badge, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FactsTable, type Fact } from '../../../shared/projects/FactsTable';
import { formatBytes } from '@framecast/contract';
import { formatClock } from '../../../shared/projects/format';
import { dateTime } from '../relative-time';

/** Duration, size, resolution, credits, who made it and when, watermark. */
export function VideoFacts({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  const facts: Fact[] = [
    { key: 'duration', label: t('projects.facts.duration'), value: project.duration > 0 ? formatClock(project.duration) : '—' },
    { key: 'size', label: t('projects.facts.size'), value: project.size_bytes !== null ? formatBytes(project.size_bytes) : '—' },
    { key: 'resolution', label: t('projects.facts.resolution'), value: project.width && project.height ? `${project.width} × ${project.height}` : '—' },
    { key: 'aspect', label: t('projects.facts.aspect'), value: project.aspect_ratio },
    { key: 'credits', label: t('projects.facts.credits'), value: project.rendered_at ? String(project.credits) : '—' },
    { key: 'created-by', label: t('projects.facts.createdBy'), value: project.created_by.nickname || '—' },
    { key: 'created-at', label: t('projects.facts.createdAt'), value: dateTime(project.created_at, i18n.language) },
    { key: 'rendered-at', label: t('projects.facts.renderedAt'), value: project.rendered_at ? dateTime(project.rendered_at, i18n.language) : '—' },
    {
      key: 'watermark',
      label: t('projects.facts.watermark'),
      value: project.rendered_at ? (
        <Badge size="sm" variant="light" color={project.watermark ? 'yellow' : 'teal'}>
          {project.watermark ? t('projects.facts.watermarkYes') : t('projects.facts.watermarkNo')}
        </Badge>
      ) : (
        '—'
      ),
    },
  ];
  return (
    <Paper radius="lg" p="lg" withBorder data-testid="video-facts">
      <Title order={2} fz={16} mb="xs">
        {t('projects.facts.title')}
      </Title>
      <FactsTable facts={facts} testIdPrefix="fact-" verticalSpacing={7} />
    </Paper>
  );
}
