import type { ProjectDetail } from '@framecast/contract';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EditLockBanner } from '../../../shared/projects/EditLockBanner';
import { ProjectBanner } from './ProjectBanner';

interface Props {
  title: string;
  subtitle: string;
  /** Where "New …" starts over, and its label. */
  newPath: string;
  newLabel: string;
  /** The draft's id once saved, its project, whether it has unsaved edits, whether a render locks it. */
  id: string | null;
  project: ProjectDetail | undefined;
  dirty: boolean;
  locked: boolean;
  /** Another member holding the draft's editing lock. */
  lockedBy: string | null;
}

/** The top of a creation form: title, what is being edited, unsaved changes, "New …", and the lock and project banners. */
export function EditorHeader({ title, subtitle, newPath, newLabel, id, project, dirty, locked, lockedBy }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {project ? t('avatarVideo.editing', { name: project.name }) : subtitle}
          </Text>
        </div>
        <Group gap="xs">
          {dirty && id && (
            <Text size="xs" c="dimmed" data-testid="unsaved">
              {t('avatarVideo.unsaved')}
            </Text>
          )}
          {id && (
            <Button variant="subtle" size="xs" component={Link} to={newPath} leftSection={<IconPlus size={14} />}>
              {newLabel}
            </Button>
          )}
        </Group>
      </Group>
      {lockedBy !== null && <EditLockBanner editor={lockedBy} />}
      {project && <ProjectBanner project={project} locked={locked} />}
    </>
  );
}
