import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconChevronLeft, IconPlayerPlay, IconTemplate } from '@tabler/icons-react';
import { canRedo, canUndo } from '@framecast/timeline';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SaveState } from '../hooks/useAutosave';
import { useEditor } from '../model/editor-store';
import { SaveIndicator } from './SaveIndicator';

interface Props {
  name: string;
  save: SaveState;
  onReload: () => void;
  onRender: () => void;
  /** Opens "Save as template" (absent while the video is read only). */
  onSaveTemplate?: () => void;
  /** Why rendering waits (a teammate's lock, a render running), or null. */
  renderBlocked: string | null;
}

const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Back to the projects, the video's name, the save indicator, undo and redo, Save as template, and Render. */
export function EditorTopBar({ name, save, onReload, onRender, onSaveTemplate, renderBlocked }: Props) {
  const { t } = useTranslation();
  const history = useEditor((s) => s.history);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  return (
    <Group
      justify="space-between"
      px="sm"
      py={6}
      wrap="nowrap"
      gap="sm"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Tooltip label={t('editor.back')}>
          <ActionIcon component={Link} to="/projects" variant="subtle" aria-label={t('editor.back')}>
            <IconChevronLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Text component="h1" fw={600} size="sm" m={0} truncate="end" maw={280} dir="auto" data-testid="editor-name">
          {name}
        </Text>
        <SaveIndicator state={save} onReload={onReload} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={`${t('editor.undo')} (${mod}+Z)`}>
          <ActionIcon variant="subtle" aria-label={t('editor.undo')} disabled={!canUndo(history)} onClick={undo} data-testid="undo">
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`${t('editor.redo')} (${mod}+Shift+Z)`}>
          <ActionIcon variant="subtle" aria-label={t('editor.redo')} disabled={!canRedo(history)} onClick={redo} data-testid="redo">
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
        {onSaveTemplate && (
          <Button size="xs" variant="default" leftSection={<IconTemplate size={14} />} onClick={onSaveTemplate} data-testid="editor-save-template">
            {t('editor.saveTemplate.button')}
          </Button>
        )}
        <Tooltip label={renderBlocked} disabled={!renderBlocked}>
          <Button size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={onRender} disabled={renderBlocked !== null} data-testid="editor-render">
            {t('editor.render')}
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
