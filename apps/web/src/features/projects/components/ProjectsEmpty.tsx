import { Button, EmptyState } from '@mantine/core';
import { IconFolderOpen, IconMovie, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { ListView } from './ProjectToolbar';

/** Nothing to show: no projects yet, nothing matching the filters, or an empty folder. */
export function ProjectsEmpty({ view, inFolder, onClear }: { view: ListView; inFolder: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const filtered = view.filter !== 'all' || view.q !== '';
  if (filtered) {
    return (
      <EmptyState
        icon={<IconSearch size={30} />}
        variant="light"
        title={t('projects.empty.noMatch')}
        description={t('projects.empty.noMatchText')}
        py={48}
        data-testid="projects-empty"
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('projects.empty.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (inFolder) {
    return (
      <EmptyState
        icon={<IconFolderOpen size={30} />}
        variant="light"
        title={t('projects.empty.folder')}
        description={t('projects.empty.folderText')}
        py={48}
        data-testid="projects-empty"
      />
    );
  }
  return (
    <EmptyState
      icon={<IconMovie size={30} />}
      variant="light"
      title={t('projects.empty.none')}
      description={t('projects.empty.noneText')}
      py={48}
      data-testid="projects-empty"
    >
      <EmptyState.Actions>
        <Button component={Link} to="/talking-avatar">
          {t('projects.empty.create')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
