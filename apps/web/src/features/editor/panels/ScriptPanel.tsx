import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addSegment, estimateSpeechSeconds, patchSegment, removeSegment, type ScriptSegment } from '@framecast/timeline';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc, useSelectedScene } from '../model/editor-store';
import { LineSpeed } from './LineSpeed';
import { PanelTitle } from './PanelTitle';
import { PauseInput } from './PauseInput';
import { VoiceSelect } from './VoiceSelect';
import { LineWords } from './LineWords';

/**
 * The selected scene's script: its lines in order, each with its words, voice, speed and the pauses
 * around it (spec 000 §2.12, 001 §5: a scene that speaks needs words). Typing in one line is one undo step.
 */
export function ScriptPanel() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const { sceneIndex, scene } = useSelectedScene();
  const lastVoice = scene.script.at(-1)?.voice ?? doc.scenes.flatMap((s) => s.script).at(-1)?.voice;

  return (
    <Stack gap="md" data-testid="script-panel">
      <PanelTitle title={t('editor.panels.script')} hint={t('editor.script.hint', { scene: sceneIndex + 1 })} />
      {scene.script.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('editor.script.silent')}
        </Text>
      )}
      {scene.script.map((seg, i) => (
        // Keyed by place: selecting another scene updates the lines' boxes instead of building new ones,
        // which took most of the time of a scene change.
        <ScriptLine key={i} seg={seg} index={i} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={!lastVoice}
        onClick={() => lastVoice && change(t('editor.history.addLine'), (d) => addSegment(d, scene.id, scene.script.length - 1, '', lastVoice))}
        data-testid="add-line"
      >
        {t('editor.script.add')}
      </Button>
    </Stack>
  );
}

/**
 * One line of the script. Memoised on the line itself: the document shares what did not change, so an
 * edit elsewhere (another line, the timeline) does not re-render it, nor re-measure its growing box.
 */
const ScriptLine = memo(function ScriptLine({ seg, index: i }: { seg: ScriptSegment; index: number }) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  return (
    <Stack gap={6} p="sm" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 8 }} data-testid="script-line">
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {t('editor.script.line', { n: i + 1 })} · {t('editor.script.seconds', { s: estimateSpeechSeconds(seg.text, seg.speed).toFixed(1) })}
        </Text>
        <Tooltip label={t('editor.script.remove')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('editor.script.remove')}
            onClick={() => change(t('editor.history.removeLine'), (d) => removeSegment(d, seg.id))}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <LineWords seg={seg} label={t('editor.script.words', { n: i + 1 })} maxRows={8} testId="script-text" />
      <VoiceSelect value={seg.voice} onChange={(v) => change(t('editor.history.voice'), (d) => patchSegment(d, seg.id, { voice: v.id }))} />
      <Group grow gap="xs" align="flex-end">
        <LineSpeed seg={seg} />
        <PauseInput segment={seg} edge="pauseBefore" />
        <PauseInput segment={seg} edge="pauseAfter" />
      </Group>
    </Stack>
  );
});
