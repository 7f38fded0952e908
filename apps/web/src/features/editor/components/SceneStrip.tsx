import { ActionIcon, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { estimatedDurations, sceneTimings, type TimelineDoc } from '@framecast/timeline';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { newId } from '../model/ids';
import { useEditor, useEditorDoc } from '../model/editor-store';
import classes from './SceneStrip.module.css';

/** Copies a scene with ids of its own for it, its layers and its lines. */
function copyScene(doc: TimelineDoc, index: number) {
  const s = doc.scenes[index]!;
  return {
    ...structuredClone(s),
    id: newId(doc, 'scene'),
    layers: s.layers.map((l) => ({ ...structuredClone(l), id: newId(doc, 'layer') })),
    script: s.script.map((g) => ({ ...g, id: newId(doc, 'seg') })),
  };
}

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
  const timings = useMemo(() => sceneTimings(doc, estimatedDurations(doc)), [doc]);
  const index = Math.max(0, doc.scenes.findIndex((s) => s.id === sceneId));
  const voice = doc.scenes.flatMap((s) => s.script).at(-1)?.voice;

  const addScene = () => {
    const id = newId(doc, 'scene');
    change(t('editor.history.addScene'), (d) => {
      d.scenes.splice(index + 1, 0, { id, layers: [], duration: 5, script: voice ? [{ id: newId(doc, 'seg'), text: '', voice, speed: 1, pauseBefore: 0, pauseAfter: 0 }] : [] });
    });
    selectScene(id);
  };
  const duplicate = () => {
    const copy = copyScene(doc, index);
    change(t('editor.history.duplicateScene'), (d) => void d.scenes.splice(index + 1, 0, copy));
    selectScene(copy.id);
  };
  const remove = () => change(t('editor.history.removeScene'), (d) => void d.scenes.splice(index, 1));
  const move = (by: -1 | 1) =>
    change(t('editor.history.moveScene'), (d) => {
      const [s] = d.scenes.splice(index, 1);
      d.scenes.splice(index + by, 0, s!);
    });

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
      <div className={classes.strip} role="listbox" aria-label={t('editor.scenes.label')}>
        {doc.scenes.map((scene, i) => {
          const timing = timings[i]!;
          const words = scene.script.map((g) => g.text.trim()).filter(Boolean).join(' ');
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
        <Button variant="default" h="auto" leftSection={<IconPlus size={16} />} onClick={addScene} data-testid="add-scene">
          {t('editor.scenes.add')}
        </Button>
      </div>
    </div>
  );
}
