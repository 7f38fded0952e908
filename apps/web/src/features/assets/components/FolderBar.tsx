import type { AssetFolder } from '@framecast/contract';
import { ActionIcon, Badge, Button, Group, Menu, ScrollArea } from '@mantine/core';
import { IconDots, IconFolder, IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface Props {
  folders: AssetFolder[];
  current: string | undefined;
  onOpen: (id: string | undefined) => void;
  onCreate: () => void;
  onRename: (f: AssetFolder) => void;
  onDelete: (f: AssetFolder) => void;
}

/**
 * Chips keep their full width and the row scrolls sideways: in a no-wrap row on a phone they would
 * otherwise shrink until "All files" reads "A".
 */
const KEEP_WIDTH = { flexShrink: 0 } as const;

/** All files, files in no folder, then each folder (with its count and expired flag) and a new-folder button. */
export function FolderBar({ folders, current, onOpen, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const chip = (id: string | undefined, label: string, testId: string) => (
    <Button
      key={testId}
      size="xs"
      radius="xl"
      variant={current === id ? 'filled' : 'default'}
      onClick={() => onOpen(id)}
      style={KEEP_WIDTH}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap={6} wrap="nowrap" preventGrowOverflow={false} data-testid="asset-folders">
        {chip(undefined, t('assets.folders.all'), 'folder-all')}
        {chip('root', t('assets.folders.none'), 'folder-root')}
        {folders.map((f) => (
          <Button.Group key={f.id} style={KEEP_WIDTH}>
            <Button
              size="xs"
              variant={current === f.id ? 'filled' : 'default'}
              leftSection={<IconFolder size={14} />}
              onClick={() => onOpen(f.id)}
              data-testid={`folder-${f.name}`}
              styles={{ root: { borderTopLeftRadius: 20, borderBottomLeftRadius: 20 } }}
            >
              {f.name} · {f.count}
              {f.expired && (
                <Badge size="xs" color="orange" ml={6} variant="light">
                  {t('assets.folders.expired')}
                </Badge>
              )}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  size={30}
                  variant={current === f.id ? 'filled' : 'default'}
                  aria-label={t('assets.folders.menu', { name: f.name })}
                  style={{ borderTopRightRadius: 20, borderBottomRightRadius: 20 }}
                >
                  <IconDots size={14} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(f)}>
                  {t('assets.folders.rename')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onDelete(f)}>
                  {t('assets.folders.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Button.Group>
        ))}
        <Button
          size="xs"
          radius="xl"
          variant="subtle"
          leftSection={<IconFolderPlus size={14} />}
          onClick={onCreate}
          style={KEEP_WIDTH}
          data-testid="folder-create"
        >
          {t('assets.folders.create')}
        </Button>
      </Group>
    </ScrollArea>
  );
}
