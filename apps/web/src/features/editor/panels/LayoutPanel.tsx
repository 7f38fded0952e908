import { ColorInput, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { patchScene } from '@framecast/timeline';
import { AspectRatioPicker } from '../../../shared/video-form/AspectRatioPicker';
import { useEditor, useEditorDoc, useSelectedScene } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';

const SWATCHES = ['#1f2937', '#000000', '#ffffff', '#6d44fb', '#0ea5e9', '#16a34a', '#f59e0b', '#dc2626'];
const colorOf = (bg: { type: string; color?: string } | undefined) => (bg?.type === 'color' ? bg.color! : '#1f2937');

/**
 * The frame and what is behind everything: the video's shape (the five the plan allows, locked ones
 * say why), the video's background colour, a scene's own background and how long a scene lasts at least.
 */
export function LayoutPanel() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const { sceneIndex, scene } = useSelectedScene();

  return (
    <Stack gap="md" data-testid="layout-panel">
      <PanelTitle title={t('editor.panels.layout')} hint={t('editor.layout.hint')} />
      <AspectRatioPicker value={doc.aspectRatio} onChange={(ratio) => change(t('editor.history.ratio'), (d) => void (d.aspectRatio = ratio))} />
      <ColorInput
        label={t('editor.layout.background')}
        withEyeDropper={false}
        format="hex"
        swatches={SWATCHES}
        value={colorOf(doc.background)}
        onChange={(color) =>
          /^#[0-9a-f]{6}$/i.test(color) && change(t('editor.history.background'), (d) => void (d.background = { type: 'color', color }), 'bg')
        }
        data-testid="background-color"
      />
      <Switch
        label={t('editor.layout.sceneBackground')}
        checked={scene.background !== undefined}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          change(t('editor.history.background'), (d) => {
            const s = d.scenes[sceneIndex]!;
            if (on) s.background = { type: 'color', color: colorOf(d.background) };
            else delete s.background;
          });
        }}
      />
      {scene.background?.type === 'color' && (
        <ColorInput
          label={t('editor.layout.sceneColor', { n: sceneIndex + 1 })}
          withEyeDropper={false}
          format="hex"
          swatches={SWATCHES}
          value={scene.background.color}
          onChange={(color) =>
            /^#[0-9a-f]{6}$/i.test(color) &&
            change(t('editor.history.background'), (d) => patchScene(d, scene.id, { background: { type: 'color', color } }), `bg:${scene.id}`)
          }
        />
      )}
      <div>
        <NumberInput
          label={t('editor.layout.duration')}
          min={0}
          max={3600}
          step={0.5}
          decimalScale={1}
          suffix=" s"
          value={scene.duration ?? 0}
          onChange={(v) =>
            typeof v === 'number' &&
            change(t('editor.history.duration'), (d) => patchScene(d, scene.id, { duration: Math.min(3600, Math.max(0, v)) }), `dur:${scene.id}`)
          }
          data-testid="scene-duration"
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('editor.layout.durationHint')}
        </Text>
      </div>
    </Stack>
  );
}
