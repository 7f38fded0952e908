import { RENDERING_STATUSES, type ProjectSummary } from '@framecast/contract';
import { Checkbox, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconMovie } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../../../shared/projects/format';
import { relativeTime } from '../relative-time';
import classes from './ProjectCard.module.css';
import { ProjectMenu, type ProjectAction } from './ProjectMenu';
import { StatusBadge } from './StatusBadge';

interface Props {
  project: ProjectSummary;
  selected: boolean;
  /** The user may rename, move and delete it. */
  manageable: boolean;
  onToggle: (id: string) => void;
  onAction: (action: ProjectAction, project: ProjectSummary) => void;
  now: number;
}

/** One video or draft: thumbnail, live status, duration, name, when it changed, and its menu. */
export function ProjectCard({ project, selected, manageable, onToggle, onAction, now }: Props) {
  const { t, i18n } = useTranslation();
  const Placeholder = project.type === 'draft' ? IconFileText : IconMovie;
  const rendering = RENDERING_STATUSES.includes(project.status);
  return (
    <div className={classes.card} data-selected={selected || undefined} data-testid={`project-card-${project.id}`}>
      <button
        type="button"
        className={classes.thumb}
        data-draft={!project.thumbnail_url || undefined}
        onClick={() => onAction('open', project)}
        aria-label={t('projects.actions.openNamed', { name: project.name })}
      >
        {project.thumbnail_url ? (
          <img src={project.thumbnail_url} alt="" loading="lazy" data-ratio={project.aspect_ratio} />
        ) : (
          <Placeholder size={34} stroke={1.4} className={classes.placeholder} />
        )}
        {project.duration > 0 && (
          <span className={classes.duration} title={project.rendered_at ? undefined : t('projects.estimated')}>
            {project.rendered_at ? '' : '~'}
            {formatClock(project.duration)}
          </span>
        )}
        {rendering && (
          <Progress
            value={project.status === 'generating' ? project.progress : 100}
            striped
            animated
            size={4}
            radius={0}
            className={classes.progress}
            aria-label={t(`projects.status.${project.status}`)}
          />
        )}
      </button>
      <Checkbox
        className={classes.check}
        checked={selected}
        onChange={() => onToggle(project.id)}
        aria-label={t('projects.select', { name: project.name })}
        data-testid={`project-select-${project.id}`}
        radius="sm"
      />
      <StatusBadge project={project} className={classes.status} size="sm" />
      <Group className={classes.body} gap={4} wrap="nowrap" justify="space-between">
        {/* The name opens it too, as people click it; keyboards already have the thumbnail's button. */}
        <UnstyledButton className={classes.title} onClick={() => onAction('open', project)} tabIndex={-1} data-testid={`project-title-${project.id}`}>
          <Text size="sm" fw={600} truncate title={project.name}>
            {project.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('projects.edited', { when: relativeTime(project.updated_at, now, i18n.language) })}
            <span className={classes.aspect}> · {project.aspect_ratio}</span>
          </Text>
        </UnstyledButton>
        <ProjectMenu project={project} manageable={manageable} onAction={onAction} />
      </Group>
    </div>
  );
}
