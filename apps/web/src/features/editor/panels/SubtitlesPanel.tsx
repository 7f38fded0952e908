import { ColorInput, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { SUBTITLE_PRESETS } from '@framecast/timeline';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc } from '../model/editor-store';
import { PanelTitle } from './PanelTitle';

const HEX = /^#[0-9a-f]{6}$/i;

/** Subtitles of the whole video: on or off, their style, where they sit, their size and colours. */
export function SubtitlesPanel() {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const change = useEditor((s) => s.change);
  const sub = doc.subtitles;
  const set = (label: string, patch: Partial<typeof sub>, mergeKey?: string) => change(label, (d) => void Object.assign(d.subtitles, patch), mergeKey);

  return (
    <Stack gap="md" data-testid="subtitles-panel">
      <PanelTitle title={t('editor.panels.subtitles')} hint={t('editor.subtitles.hint')} />
      <Switch
        label={t('editor.subtitles.enabled')}
        checked={sub.enabled}
        onChange={(e) => set(t('editor.history.subtitles'), { enabled: e.currentTarget.checked })}
        data-testid="subtitles-enabled"
      />
      <div>
        <Text size="sm" mb={4}>
          {t('editor.subtitles.style')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          disabled={!sub.enabled}
          data={SUBTITLE_PRESETS.map((p) => ({ value: p, label: t(`avatarVideo.settings.presets.${p}`) }))}
          value={sub.preset}
          onChange={(v) => set(t('editor.history.subtitles'), { preset: v as typeof sub.preset })}
        />
      </div>
      <div>
        <Text size="sm" mb={4}>
          {t('editor.subtitles.position')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          disabled={!sub.enabled}
          data={(['top', 'middle', 'bottom'] as const).map((p) => ({ value: p, label: t(`editor.subtitles.positions.${p}`) }))}
          value={sub.position}
          onChange={(v) => set(t('editor.history.subtitles'), { position: v as typeof sub.position })}
          data-testid="subtitles-position"
        />
      </div>
      <div>
        <Text size="sm" mb={4}>
          {t('editor.subtitles.size')}
        </Text>
        <Slider
          min={0.02}
          max={0.1}
          step={0.005}
          disabled={!sub.enabled}
          value={sub.size}
          label={null}
          thumbLabel={t('editor.subtitles.size')}
          onChange={(v) => set(t('editor.history.subtitles'), { size: v }, 'subtitles:size')}
        />
      </div>
      <ColorInput
        label={t('editor.subtitles.color')}
        withEyeDropper={false}
        format="hex"
        disabled={!sub.enabled}
        value={sub.color}
        onChange={(c) => HEX.test(c) && set(t('editor.history.subtitles'), { color: c }, 'subtitles:color')}
      />
      <ColorInput
        label={t('editor.subtitles.highlight')}
        withEyeDropper={false}
        description={t('editor.subtitles.highlightHint')}
        format="hex"
        disabled={!sub.enabled || sub.preset !== 'karaoke'}
        value={sub.highlight}
        onChange={(c) => HEX.test(c) && set(t('editor.history.subtitles'), { highlight: c }, 'subtitles:highlight')}
      />
    </Stack>
  );
}
