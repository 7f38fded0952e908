import { SUBTITLE_PRESETS } from '@framecast/timeline';
import { SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc } from '../model/editor-store';

/** Captions of the whole video: on or off and their style (the full editor's Subtitles panel has the rest). */
export function QuickCaptions() {
  const { t } = useTranslation();
  const sub = useEditorDoc().subtitles;
  const change = useEditor((s) => s.change);
  const set = (patch: Partial<typeof sub>) => change(t('editor.history.subtitles'), (d) => void Object.assign(d.subtitles, patch));
  return (
    <Stack gap="xs" data-testid="quick-captions">
      <Title order={2} size="h5">
        {t('editor.quick.captions.title')}
      </Title>
      <Switch
        label={t('editor.quick.captions.enabled')}
        checked={sub.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
        data-testid="quick-captions-enabled"
      />
      <div>
        <Text size="sm" mb={4} id="quick-caption-style">
          {t('editor.quick.captions.style')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby="quick-caption-style"
          disabled={!sub.enabled}
          data={SUBTITLE_PRESETS.map((p) => ({ value: p, label: t(`avatarVideo.settings.presets.${p}`) }))}
          value={sub.preset}
          onChange={(v) => set({ preset: v as typeof sub.preset })}
          data-testid="quick-captions-preset"
        />
      </div>
    </Stack>
  );
}
