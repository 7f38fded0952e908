import type { ProjectSummary } from '@framecast/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconExternalLink, IconFolderSymlink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export type ProjectAction = 'open' | 'rename' | 'duplicate' | 'move' | 'download' | 'delete';

/** A project has a video to download once it has rendered. */
export const canDownload = (p: ProjectSummary) => p.type === 'video' && p.rendered_at !== null;

interface Props {
  project: ProjectSummary;
  /** The user may change it: rename, move and delete are offered only then (spec 000 §6: a collaborator manages their own). */
  manageable: boolean;
  onAction: (action: ProjectAction, project: ProjectSummary) => void;
}

/** The card's menu: open, rename, duplicate, move, download, delete. */
export function ProjectMenu({ project, manageable, onAction }: Props) {
  const { t } = useTranslation();
  const item = (action: ProjectAction, Icon: typeof IconCopy, extra: { disabled?: boolean; color?: string } = {}) => (
    <Menu.Item leftSection={<Icon size={16} />} onClick={() => onAction(action, project)} data-testid={`project-menu-${action}`} {...extra}>
      {t(`projects.actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('projects.actions.menu', { name: project.name })} data-testid={`project-menu-${project.id}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('open', IconExternalLink)}
        {manageable && item('rename', IconPencil)}
        {item('duplicate', IconCopy)}
        {manageable && item('move', IconFolderSymlink)}
        {item('download', IconDownload, { disabled: !canDownload(project) })}
        {manageable && <Menu.Divider />}
        {manageable && item('delete', IconTrash, { color: 'red' })}
      </Menu.Dropdown>
    </Menu>
  );
}
