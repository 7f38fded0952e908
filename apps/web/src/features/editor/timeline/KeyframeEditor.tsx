import { KEYFRAME_EASES, type KeyframeEase, type KeyframePatch, type Layer, layerStateAt, removeKeyframe, updateKeyframe } from '@framecast/timeline';
import { ActionIcon, NumberInput, Select, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatClock } from '../model/clock';
import { useEditor } from '../model/editor-store';
import classes from './Timeline.module.css';
import { CLOSED_UNMOUNTED } from '../../../shared/ui/combobox';

interface Props {
  sceneId: string;
  layer: Layer;
  index: number;
  /** When the layer starts in its scene, so the keyframe's time reads in scene time. */
  layerStart: number;
  onClose: () => void;
}

const FIELDS = [
  { key: 'x', min: 0, max: 1, step: 0.01 },
  { key: 'y', min: 0, max: 1, step: 0.01 },
  { key: 'scale', min: 0.05, max: 5, step: 0.05 },
  { key: 'opacity', min: 0, max: 1, step: 0.05 },
] as const;

/** The selected keyframe's values: where the layer is, how big and how opaque at that moment, and the easing onward. */
export function KeyframeEditor({ sceneId, layer, index, layerStart, onClose }: Props) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const key = layer.keyframes?.[index];
  if (!key) return null;
  // A value the keyframe leaves out is held from before: show what the layer has there.
  const shown = layerStateAt(layer, key.t);
  const patch = (p: KeyframePatch, field: string) =>
    change(t('editor.timeline.history.keyframe'), (d) => updateKeyframe(d, sceneId, layer.id, index, p), `keyframe:${layer.id}:${index}:${field}`);

  return (
    <div className={classes.keyframeBar} data-testid="keyframe-editor">
      <Text size="xs" fw={700} pb={6}>
        {t('editor.timeline.keyframes.title', { time: formatClock(layerStart + key.t) })}
      </Text>
      {FIELDS.map((f) => (
        <NumberInput
          key={f.key}
          size="xs"
          w={84}
          label={t(`editor.timeline.keyframes.${f.key}`)}
          min={f.min}
          max={f.max}
          step={f.step}
          decimalScale={3}
          clampBehavior="strict"
          value={key[f.key] ?? shown[f.key]}
          onChange={(v) => typeof v === 'number' && patch({ [f.key]: v }, f.key)}
          data-testid={`keyframe-${f.key}`}
        />
      ))}
      <Select
        size="xs"
        w={150}
        label={t('editor.timeline.keyframes.ease')}
        data={KEYFRAME_EASES.map((e) => ({ value: e, label: t(`editor.timeline.keyframes.eases.${e}`) }))}
        value={key.ease ?? 'linear'}
        allowDeselect={false}
        comboboxProps={CLOSED_UNMOUNTED}
        onChange={(v) => v && patch({ ease: v === 'linear' ? undefined : (v as KeyframeEase) }, 'ease')}
        data-testid="keyframe-ease"
      />
      <Tooltip label={t('editor.timeline.keyframes.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          mb={4}
          aria-label={t('editor.timeline.keyframes.remove')}
          data-testid="keyframe-remove"
          onClick={() => {
            change(t('editor.timeline.history.removeKeyframe'), (d) => removeKeyframe(d, sceneId, layer.id, index));
            onClose();
          }}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('editor.timeline.keyframes.close')}>
        <ActionIcon variant="subtle" color="gray" mb={4} aria-label={t('editor.timeline.keyframes.close')} onClick={onClose}>
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
