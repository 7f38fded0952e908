import { RENDERING_STATUSES, type ProjectSummary } from '@framecast/contract';
import { Badge, Loader, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

const COLOR: Record<ProjectSummary['status'], string> = {
  draft: 'gray',
  queued: 'violet',
  generating: 'blue',
  rendered: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** The generation state of spec 000 §4 in a few words: Queued · ~3 min, Generating 42%, Rendered, Failed. */
function statusLabel(t: (key: string, options?: Record<string, unknown>) => string, p: Pick<ProjectSummary, 'status' | 'progress' | 'queue_minutes'>): string {
  if (p.status === 'queued' && p.queue_minutes) return t('projects.status.queuedMinutes', { count: p.queue_minutes });
  if (p.status === 'generating') return t('projects.status.generatingPercent', { percent: Math.round(p.progress) });
  return t(`projects.status.${p.status}`);
}

export function StatusBadge({ project, ...props }: { project: ProjectSummary } & BadgeProps) {
  const { t } = useTranslation();
  const live = RENDERING_STATUSES.includes(project.status);
  return (
    <Badge
      color={COLOR[project.status]}
      variant={project.status === 'draft' || project.status === 'cancelled' ? 'light' : 'filled'}
      leftSection={live ? <Loader size={9} color="white" /> : undefined}
      data-testid="project-status"
      data-status={project.status}
      {...props}
    >
      {statusLabel(t, project)}
    </Badge>
  );
}
