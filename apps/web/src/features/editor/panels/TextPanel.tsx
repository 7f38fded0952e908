import { ActionIcon, Button, ColorInput, Group, SegmentedControl, Select, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  addLayer,
  DEFAULT_FONT_FAMILY,
  FONT_FAMILIES,
  type FontFamily,
  fontFamilyCss,
  type Layer,
  removeLayer,
  TEXT_ENTRANCES,
  textDirection,
  updateLayer,
} from '@framecast/timeline';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { useEditor, useSelectedScene } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';
import { CLOSED_UNMOUNTED } from '../../../shared/ui/combobox';

type TextLayer = Extract<Layer, { type: 'text' }>;

/** Ready-made text styles: a title, a subtitle line and a caption on a box. */
const STYLES = {
  title: { size: 0.08, bold: true, y: 0.2, color: '#ffffff' },
  subtitle: { size: 0.05, bold: false, y: 0.32, color: '#e5e7eb' },
  label: { size: 0.04, bold: true, y: 0.66, color: '#111827', box: '#ffd400' },
} as const;

/** Titles and styled text on the selected scene: add one in a style, then change its words, look and entrance. */
export function TextPanel() {
  const { t } = useTranslation();
  const layerId = useEditor((s) => s.layerId);
  const change = useEditor((s) => s.change);
  const selectLayer = useEditor((s) => s.selectLayer);
  const { scene } = useSelectedScene();
  const texts = scene.layers.filter((l): l is TextLayer => l.type === 'text');

  const add = (style: keyof typeof STYLES) => {
    const s = STYLES[style];
    let id = '';
    change(t('editor.history.addText'), (d) => {
      id = addLayer(d, scene.id, {
        type: 'text',
        text: t(`editor.text.sample.${style}`),
        x: 0.5,
        y: s.y,
        width: 0.8,
        opacity: 1,
        size: s.size,
        color: s.color,
        bold: s.bold,
        align: 'center',
        enter: 'fade',
        ...('box' in s ? { box: s.box } : {}),
      });
    });
    if (id) selectLayer(id);
  };

  return (
    <Stack gap="md" data-testid="text-panel">
      <PanelTitle title={t('editor.panels.text')} hint={t('editor.text.hint')} />
      <Group gap="xs">
        {(Object.keys(STYLES) as (keyof typeof STYLES)[]).map((style) => (
          <Button key={style} variant="light" size="xs" onClick={() => add(style)} data-testid={`add-text-${style}`}>
            {t(`editor.text.add.${style}`)}
          </Button>
        ))}
      </Group>
      {texts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('editor.text.none')}
        </Text>
      )}
      {texts.map((layer) => (
        <TextLayerEditor key={layer.id} layer={layer} sceneId={scene.id} selected={layer.id === layerId} onSelect={() => selectLayer(layer.id)} />
      ))}
    </Stack>
  );
}

function TextLayerEditor({ layer, sceneId, selected, onSelect }: { layer: TextLayer; sceneId: string; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const set = (label: string, patch: Partial<Omit<TextLayer, 'id' | 'type'>>, mergeKey?: string) =>
    change(label, (d) => updateLayer(d, sceneId, layer.id, patch), mergeKey);
  return (
    <Stack
      gap={6}
      p="sm"
      onFocusCapture={onSelect}
      style={{ borderRadius: 8, border: `1px solid var(--mantine-color-${selected ? 'violet-5' : 'gray-3'})` }}
      data-testid="text-layer"
    >
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {t('editor.text.layer')}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('editor.text.remove')}
          onClick={() => change(t('editor.history.removeText'), (d) => removeLayer(d, sceneId, layer.id))}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
      <GrowingTextarea
        aria-label={t('editor.text.words')}
        minRows={1}
        maxRows={4}
        dir={textDirection(layer.text)}
        maxLength={500}
        value={layer.text}
        error={layer.text.trim() ? null : t('editor.text.required')}
        onChange={(e) => {
          const text = e.currentTarget.value;
          // The schema needs a word; an emptied box keeps a space until the user types again.
          set(t('editor.history.typing'), { text: text || ' ' }, `text:${layer.id}`);
        }}
        data-testid="text-words"
      />
      <Group grow gap="xs">
        <ColorInput
          size="xs"
          label={t('editor.text.color')}
          withEyeDropper={false}
          format="hex"
          value={layer.color}
          onChange={(c) => /^#[0-9a-f]{6}$/i.test(c) && set(t('editor.history.style'), { color: c }, `color:${layer.id}`)}
        />
        <Select
          size="xs"
          label={t('editor.text.entrance')}
          data={TEXT_ENTRANCES.map((e) => ({ value: e, label: t(`editor.text.entrances.${e}`) }))}
          value={layer.enter}
          allowDeselect={false}
          comboboxProps={CLOSED_UNMOUNTED}
          onChange={(v) => v && set(t('editor.history.style'), { enter: v as TextLayer['enter'] })}
        />
      </Group>
      <Select
        size="xs"
        label={t('editor.text.font')}
        data={FONT_FAMILIES.map((f) => ({ value: f, label: f === DEFAULT_FONT_FAMILY ? t('editor.text.fontDefault', { font: f }) : f }))}
        value={layer.font ?? DEFAULT_FONT_FAMILY}
        allowDeselect={false}
        comboboxProps={CLOSED_UNMOUNTED}
        renderOption={({ option }) => <span style={{ fontFamily: fontFamilyCss(option.value as FontFamily) }}>{option.label}</span>}
        // The default is written as no font at all, so the document stays as it was before fonts.
        onChange={(v) => v && set(t('editor.history.style'), { font: v === DEFAULT_FONT_FAMILY ? undefined : (v as FontFamily) })}
        data-testid="text-font"
      />
      <div>
        <Text size="xs" mb={4}>
          {t('editor.text.size')}
        </Text>
        <Slider
          min={0.02}
          max={0.2}
          step={0.005}
          value={layer.size}
          label={null}
          thumbLabel={t('editor.text.size')}
          onChange={(v) => set(t('editor.history.style'), { size: v }, `size:${layer.id}`)}
        />
      </div>
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          data={(['left', 'center', 'right'] as const).map((a) => ({ value: a, label: t(`editor.text.align.${a}`) }))}
          value={layer.align}
          onChange={(v) => set(t('editor.history.style'), { align: v as TextLayer['align'] })}
        />
        <Switch
          size="xs"
          label={t('editor.text.bold')}
          checked={layer.bold}
          onChange={(e) => set(t('editor.history.style'), { bold: e.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
