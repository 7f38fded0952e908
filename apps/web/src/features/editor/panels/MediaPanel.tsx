import type { Asset } from '@framecast/contract';
import { addLayer, patchScene } from '@framecast/timeline';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MediaLibraryPicker } from '../../../shared/media-picker/MediaPicker';
import { useEditor, useSelectedScene } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';

type Mode = 'layer' | 'background';

/**
 * The space's pictures and videos beside the stage: a click puts one on the selected scene (as a layer,
 * or behind everything); new files upload in place, checked by the same rules as the Assets page.
 */
export function MediaPanel() {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const selectLayer = useEditor((s) => s.selectLayer);
  const { sceneIndex, scene } = useSelectedScene();
  const [mode, setMode] = useState<Mode>('layer');

  const pick = (asset: Asset) => {
    if (asset.kind !== 'image' && asset.kind !== 'video') return;
    const type = asset.kind;
    const src = `asset:${asset.id}`;
    if (mode === 'background') {
      change(t('editor.media.history.background'), (d) => patchScene(d, scene.id, { background: { type, src, fit: 'cover' } }));
      return;
    }
    // Each new picture a little lower right of the last, so one never hides another exactly.
    const step = (scene.layers.filter((l) => l.type === 'image' || l.type === 'video').length % 5) * 0.05;
    const at = { width: 0.5, x: 0.5 + step, y: 0.5 + step };
    let id = '';
    change(t('editor.media.history.addMedia'), (d) => {
      id = addLayer(d, scene.id, type === 'image' ? { type, src, ...at } : { type, src, ...at, muted: true, loop: true });
    });
    if (id) selectLayer(id);
  };

  const mediaBackground = scene.background && scene.background.type !== 'color';
  return (
    <Stack gap="sm" data-testid="media-panel">
      <PanelTitle title={t('editor.panels.media')} hint={t('editor.media.media.hint', { n: sceneIndex + 1 })} />
      <div>
        <Text size="xs" fw={600} c="dimmed" mb={4} id="media-mode">
          {t('editor.media.media.mode')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby="media-mode"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'layer', label: t('editor.media.media.asLayer') },
            { value: 'background', label: t('editor.media.media.asBackground') },
          ]}
          data-testid="media-mode"
        />
      </div>
      {mediaBackground && (
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconPhotoOff size={14} />}
          onClick={() => change(t('editor.media.history.background'), (d) => void delete d.scenes[sceneIndex]!.background)}
          data-testid="media-clear-background"
        >
          {t('editor.media.media.clearBackground')}
        </Button>
      )}
      <MediaLibraryPicker kinds={['image', 'video']} onPick={pick} cols={2} />
    </Stack>
  );
}
