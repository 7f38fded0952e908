import { addLayer, type Layer, removeLayer, shapeSvg, STICKERS, svgDataUrl, updateLayer } from '@framecast/timeline';
import { ActionIcon, Button, ColorInput, Group, SegmentedControl, SimpleGrid, Slider, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc, useSelectedScene } from '../model/editor-store';
import classes from './ElementsPanel.module.css';
import { ELEMENT_SHAPES, type ElementKind, elementKind, isSticker, newElement, squareHeight } from './elements';
import { PanelTitle } from './PanelTitle';

type ShapeLayer = Extract<Layer, { type: 'shape' }>;
const HEX = /^#[0-9a-f]{6}$/i;

/** The element's picture on its button: the same SVG the stage and the renderer draw. */
function ElementArt({ kind }: { kind: ElementKind }) {
  const layer = newElement(kind, { aspectRatio: '1:1', resolution: '720p' }) as ShapeLayer;
  const [w, h] = kind === 'rect' || kind === 'rounded' ? [40, 26] : [32, 32];
  return <img alt="" width={w} height={h} src={svgDataUrl(shapeSvg({ ...layer, width: w, height: h, radius: layer.radius ?? 0 }))} />;
}

/** Shapes, stickers and progress bars on the selected scene: add one, then colour, size and remove it. */
export function ElementsPanel() {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const layerId = useEditor((s) => s.layerId);
  const selectLayer = useEditor((s) => s.selectLayer);
  const { sceneIndex, scene } = useSelectedScene();
  const shapes = scene.layers.filter((l): l is ShapeLayer => l.type === 'shape');

  const add = (kind: ElementKind, over?: 'scene' | 'video') => {
    let id = '';
    change(t('editor.media.history.addElement'), (d) => {
      id = addLayer(d, scene.id, newElement(kind, d, over));
    });
    if (id) selectLayer(id);
  };
  const button = (kind: ElementKind) => {
    const name = t(`editor.media.elements.kinds.${kind}`);
    return (
      <Tooltip key={kind} label={name} withArrow>
        <UnstyledButton
          className={classes.add}
          aria-label={t('editor.media.elements.add', { name })}
          onClick={() => add(kind)}
          data-testid={`add-element-${kind}`}
        >
          <ElementArt kind={kind} />
        </UnstyledButton>
      </Tooltip>
    );
  };

  return (
    <Stack gap="md" data-testid="elements-panel">
      <PanelTitle title={t('editor.panels.elements')} hint={t('editor.media.elements.hint', { n: sceneIndex + 1 })} />
      <Stack gap={6}>
        <Text size="xs" fw={600} c="dimmed">
          {t('editor.media.elements.shapes')}
        </Text>
        <SimpleGrid cols={3} spacing={6}>
          {ELEMENT_SHAPES.map(button)}
        </SimpleGrid>
        <Text size="xs" fw={600} c="dimmed" mt={4}>
          {t('editor.media.elements.stickers')}
        </Text>
        <SimpleGrid cols={3} spacing={6}>
          {STICKERS.map(button)}
        </SimpleGrid>
        <Text size="xs" fw={600} c="dimmed" mt={4}>
          {t('editor.media.elements.progress')}
        </Text>
        <Group gap="xs" grow>
          {(['scene', 'video'] as const).map((over) => (
            <Button key={over} size="xs" variant="light" onClick={() => add('progress', over)} data-testid={`add-progress-${over}`}>
              {t(over === 'scene' ? 'editor.media.elements.overScene' : 'editor.media.elements.overVideo')}
            </Button>
          ))}
        </Group>
      </Stack>
      {shapes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('editor.media.elements.none')}
        </Text>
      )}
      {shapes.map((layer) => (
        <ElementEditor key={layer.id} layer={layer} sceneId={scene.id} selected={layer.id === layerId} onSelect={() => selectLayer(layer.id)} />
      ))}
    </Stack>
  );
}

function ElementEditor({ layer, sceneId, selected, onSelect }: { layer: ShapeLayer; sceneId: string; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const kind = elementKind(layer);
  const name = t(`editor.media.elements.kinds.${kind}`);
  const label = t('editor.media.history.element');
  const set = (patch: Partial<Omit<ShapeLayer, 'id' | 'type'>>, mergeKey?: string) => change(label, (d) => updateLayer(d, sceneId, layer.id, patch), mergeKey);
  const square = isSticker(layer.shape) || layer.shape === 'ellipse';
  const progress = layer.shape === 'progress' ? { over: layer.progress?.over ?? 'scene', track: layer.progress?.track } : null;

  return (
    <Stack gap={6} p="sm" onFocusCapture={onSelect} className={classes.card} data-selected={selected} data-testid="element-layer" data-kind={kind}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('editor.media.elements.remove', { name })}
          onClick={() => change(t('editor.media.history.removeElement'), (d) => removeLayer(d, sceneId, layer.id))}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
      <Group grow gap="xs" align="flex-start">
        <ColorInput
          size="xs"
          label={t('editor.media.elements.fill')}
          format="hex"
          withEyeDropper={false}
          value={layer.fill}
          onChange={(c) => HEX.test(c) && set({ fill: c }, `fill:${layer.id}`)}
          data-testid="element-fill"
        />
        {progress && (
          <ColorInput
            size="xs"
            label={t('editor.media.elements.track')}
            format="hex"
            withEyeDropper={false}
            value={progress.track ?? ''}
            onChange={(c) => HEX.test(c) && set({ progress: { over: progress.over, track: c } }, `track:${layer.id}`)}
          />
        )}
      </Group>
      {progress ? (
        <div>
          <Text size="xs" mb={4}>
            {t('editor.media.elements.over')}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            value={progress.over}
            onChange={(v) => set({ progress: { ...progress, over: v as 'scene' | 'video' } })}
            data={[
              { value: 'scene', label: t('editor.media.elements.overScene') },
              { value: 'video', label: t('editor.media.elements.overVideo') },
            ]}
            data-testid="element-over"
          />
        </div>
      ) : (
        <div>
          <Text size="xs" mb={4}>
            {t('editor.media.elements.size')}
          </Text>
          <Slider
            min={0.05}
            max={1}
            step={0.01}
            value={layer.width}
            label={null}
            thumbLabel={t('editor.media.elements.size')}
            onChange={(width) =>
              set(
                square ? { width, height: squareHeight(doc, width) } : { width, height: Math.min(2, (layer.height * width) / layer.width) },
                `size:${layer.id}`,
              )
            }
          />
        </div>
      )}
      {layer.shape === 'rect' && (
        <div>
          <Text size="xs" mb={4}>
            {t('editor.media.elements.corners')}
          </Text>
          <Slider
            min={0}
            max={1}
            step={0.05}
            value={layer.radius}
            label={null}
            thumbLabel={t('editor.media.elements.corners')}
            onChange={(radius) => set({ radius }, `radius:${layer.id}`)}
          />
        </div>
      )}
    </Stack>
  );
}
