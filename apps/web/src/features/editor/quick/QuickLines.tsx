import { addSegment, estimateSpeechSeconds, patchSegment, removeSegment, type ScriptSegment } from '@framecast/timeline';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc } from '../model/editor-store';
import { VoiceSelect } from '../panels/VoiceSelect';
import { LineSpeed } from '../panels/LineSpeed';
import { LineWords } from '../panels/LineWords';

/**
 * Every line of the video across its scenes, numbered through: words, voice and speed, with a line added
 * to or taken from any scene. Focusing a line shows its scene in the preview.
 */
export function QuickLines() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const many = doc.scenes.length > 1;
  const lastVoice = doc.scenes.flatMap((s) => s.script).at(-1)?.voice;
  let n = 0;

  return (
    <Stack gap="md" data-testid="quick-lines">
      <div>
        <Title order={2} size="h5">
          {t('editor.quick.lines.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editor.quick.lines.hint')}
        </Text>
      </div>
      {doc.scenes.map((scene, sceneIndex) => {
        const voice = scene.script.at(-1)?.voice ?? lastVoice;
        return (
          <Stack key={scene.id} gap="xs" data-testid="quick-scene">
            {many && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('editor.quick.lines.scene', { n: sceneIndex + 1 })}
              </Text>
            )}
            {scene.script.map((seg) => {
              n += 1;
              return <QuickLine key={seg.id} segment={seg} n={n} sceneId={scene.id} />;
            })}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              disabled={!voice}
              onClick={() => voice && change(t('editor.history.addLine'), (d) => addSegment(d, scene.id, scene.script.length - 1, '', voice))}
              data-testid="quick-add-line"
            >
              {many ? t('editor.quick.lines.addTo', { n: sceneIndex + 1 }) : t('editor.quick.lines.add')}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}

function QuickLine({ segment: seg, n, sceneId }: { segment: ScriptSegment; n: number; sceneId: string }) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const selectScene = useEditor((s) => s.selectScene);
  const current = useEditor((s) => s.sceneId);
  return (
    <Paper withBorder p="sm" radius="md" onFocusCapture={() => current !== sceneId && selectScene(sceneId)} data-testid="quick-line">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={600} c="dimmed">
            {t('editor.quick.lines.line', { n })} · {t('editor.script.seconds', { s: estimateSpeechSeconds(seg.text, seg.speed).toFixed(1) })}
          </Text>
          <Tooltip label={t('editor.quick.lines.remove', { n })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('editor.quick.lines.remove', { n })}
              onClick={() => change(t('editor.history.removeLine'), (d) => removeSegment(d, seg.id))}
              data-testid="quick-remove-line"
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <LineWords seg={seg} label={t('editor.quick.lines.words', { n })} maxRows={10} testId="quick-line-text" />
        <Group grow gap="md" align="flex-end" wrap="wrap">
          <VoiceSelect value={seg.voice} onChange={(v) => change(t('editor.history.voice'), (d) => patchSegment(d, seg.id, { voice: v.id }))} />
          <LineSpeed seg={seg} style={{ minWidth: 160 }} />
        </Group>
      </Stack>
    </Paper>
  );
}
