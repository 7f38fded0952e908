import { ActionIcon, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { addScene, duplicateScene, moveScene, removeScene } from '@framecast/timeline';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { useEditor, useEditorDoc, useTimings } from '../model/editor-store';
import classes from './SceneStrip.module.css';

/**
 * The scenes in order with their estimated times (speech not made yet is estimated from the words):
 * pick one to edit it, add, copy, delete and move scenes.
 */
export function SceneStrip() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const sceneId = useEditor((s) => s.sceneId);
  const change = useEditor((s) => s.change);
  const selectScene = useEditor((s) => s.selectScene);
  const timings = useTimings();
  const index = Math.max(
    0,
    doc.scenes.findIndex((s) => s.id === sceneId),
  );
  const current = doc.scenes[index]!.id;

  // The ops answer the new scene's id; it is selected once the change is made.
  const add = () => {
    let id = '';
    change(t('editor.history.addScene'), (d) => void (id = addScene(d, { after: index })));
    if (id) selectScene(id);
  };
  const duplicate = () => {
    let id = '';
    change(t('editor.history.duplicateScene'), (d) => void (id = duplicateScene(d, current)));
    if (id) selectScene(id);
  };
  const remove = () => change(t('editor.history.removeScene'), (d) => removeScene(d, current));
  const move = (by: -1 | 1) => change(t('editor.history.moveScene'), (d) => moveScene(d, current, index + by));

  return (
    <div>
      <Group justify="space-between" px="sm" pt={6} gap="xs">
        <Text size="xs" c="dimmed" data-testid="video-length">
          {t('editor.scenes.total', { count: doc.scenes.length, time: formatClock(timings.at(-1)?.end ?? 0) })}
        </Text>
        <Group gap={4}>
          <Tooltip label={t('editor.scenes.moveLeft')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('editor.scenes.moveLeft')} disabled={index === 0} onClick={() => move(-1)}>
              <IconArrowLeft size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('editor.scenes.moveRight')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('editor.scenes.moveRight')} disabled={index === doc.scenes.length - 1} onClick={() => move(1)}>
              <IconArrowRight size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('editor.scenes.duplicate')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('editor.scenes.duplicate')} onClick={duplicate}>
              <IconCopy size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('editor.scenes.remove')}>
            <ActionIcon variant="subtle" size="sm" color="red" aria-label={t('editor.scenes.remove')} disabled={doc.scenes.length === 1} onClick={remove}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <div className={classes.strip}>
        <div className={classes.cards} role="listbox" aria-label={t('editor.scenes.label')}>
          {doc.scenes.map((scene, i) => {
            const timing = timings[i]!;
            const words = scene.script
              .map((g) => g.text.trim())
              .filter(Boolean)
              .join(' ');
            return (
              <UnstyledButton
                key={scene.id}
                className={classes.scene}
                data-active={scene.id === sceneId}
                role="option"
                aria-selected={scene.id === sceneId}
                onClick={() => selectScene(scene.id)}
                data-testid="scene-card"
              >
                <Text size="xs" fw={700}>
                  {t('editor.scenes.scene', { n: i + 1 })} · {formatClock(timing.end - timing.start)}
                </Text>
                <span className={classes.words} dir="auto">
                  {words || t('editor.scenes.empty')}
                </span>
              </UnstyledButton>
            );
          })}
        </div>
        <Button variant="default" h="auto" leftSection={<IconPlus size={16} />} onClick={add} data-testid="add-scene">
          {t('editor.scenes.add')}
        </Button>
      </div>
    </div>
  );
}
