import type { Folder } from '@framecast/contract';
import { ActionIcon, Button, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFolder, IconFolderOpen, IconFolderPlus, IconLayoutGrid, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import classes from './FolderRow.module.css';

interface Props {
  folders: Folder[];
  current: string | undefined;
  onOpen: (folderId: string | undefined) => void;
  onCreate: () => void;
  /** Whether the user may rename and delete a folder, by its creator's id (a collaborator: their own). */
  canManage: (creatorId: string) => boolean;
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

/** All projects, then each folder (open, rename, delete), then "New folder". */
export function FolderRow({ folders, current, canManage, onOpen, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x">
      <div className={classes.row} data-testid="folder-row">
        <UnstyledButton className={classes.folder} data-active={current === undefined || undefined} onClick={() => onOpen(undefined)} data-testid="folder-all">
          <IconLayoutGrid size={18} className={classes.icon} />
          <Text size="sm" fw={600} truncate>
            {t('projects.folders.all')}
          </Text>
        </UnstyledButton>
        {folders.map((folder) => {
          const active = current === folder.id;
          const Icon = active ? IconFolderOpen : IconFolder;
          return (
            <div key={folder.id} className={classes.folder} data-active={active || undefined} data-testid={`folder-${folder.id}`}>
              <UnstyledButton className={classes.open} onClick={() => onOpen(folder.id)} aria-label={t('projects.folders.open', { name: folder.name })}>
                <Icon size={18} className={classes.icon} />
                <Text size="sm" fw={600} truncate maw={160}>
                  {folder.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {folder.count}
                </Text>
              </UnstyledButton>
              {canManage(folder.created_by.id) && (
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t('projects.folders.menu', { name: folder.name })}
                      data-testid={`folder-menu-${folder.id}`}
                    >
                      <IconDots size={14} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(folder)} data-testid="folder-rename">
                      {t('projects.folders.rename')}
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(folder)} data-testid="folder-delete">
                      {t('projects.folders.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </div>
          );
        })}
        <Button variant="subtle" leftSection={<IconFolderPlus size={17} />} onClick={onCreate} className={classes.create} data-testid="folder-create">
          {t('projects.folders.create')}
        </Button>
      </div>
    </ScrollArea>
  );
}
