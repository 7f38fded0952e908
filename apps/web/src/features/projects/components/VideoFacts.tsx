import type { ProjectDetail } from '@framecast/contract';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatClock } from '../../../shared/projects/format';
import { dateTime } from '../relative-time';

/** Duration, size, resolution, credits, who made it and when, watermark. */
export function VideoFacts({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, React.ReactNode, string][] = [
    [t('projects.facts.duration'), project.duration > 0 ? formatClock(project.duration) : '—', 'duration'],
    [t('projects.facts.size'), project.size_bytes !== null ? formatBytes(project.size_bytes) : '—', 'size'],
    [t('projects.facts.resolution'), project.width && project.height ? `${project.width} × ${project.height}` : '—', 'resolution'],
    [t('projects.facts.aspect'), project.aspect_ratio, 'aspect'],
    [t('projects.facts.credits'), project.rendered_at ? String(project.credits) : '—', 'credits'],
    [t('projects.facts.createdBy'), project.created_by.nickname || '—', 'created-by'],
    [t('projects.facts.createdAt'), dateTime(project.created_at, i18n.language), 'created-at'],
    [t('projects.facts.renderedAt'), project.rendered_at ? dateTime(project.rendered_at, i18n.language) : '—', 'rendered-at'],
    [
      t('projects.facts.watermark'),
      project.rendered_at ? (
        <Badge size="sm" variant="light" color={project.watermark ? 'yellow' : 'teal'}>
          {project.watermark ? t('projects.facts.watermarkYes') : t('projects.facts.watermarkNo')}
        </Badge>
      ) : (
        '—'
      ),
      'watermark',
    ],
  ];
  return (
    <Paper radius="lg" p="lg" withBorder data-testid="video-facts">
      <Title order={2} fz={16} mb="xs">
        {t('projects.facts.title')}
      </Title>
      <Table verticalSpacing={7} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} component="div" data-testid={`fact-${key}`}>
                  {value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
