import { SUBTITLE_PRESETS, type AspectRatio } from '@framecast/timeline';
import { ColorInput, Group, Select, Slider, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AvatarVideoForm, SubtitlePreset } from '../document';
import { AspectRatioPicker } from '../../../shared/video-form/AspectRatioPicker';
import { AssetField } from './AssetField';

const HEX = /^#[0-9a-f]{6}$/i;
const SWATCHES = ['#1f2937', '#0f172a', '#ffffff', '#f1f5f9', '#6d44fb', '#2f7cf6', '#0fa38f', '#f0764a', '#d9479f', '#fde68a'];

interface Props {
  form: AvatarVideoForm;
  onChange: (patch: Partial<AvatarVideoForm>) => void;
}

/** A colour field that only passes on complete #rrggbb values, so typing is never interrupted. */
function BackgroundInput({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      size="xs"
      label={t('avatarVideo.settings.background')}
      value={text}
      onChange={(next) => {
        setText(next);
        if (HEX.test(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setText(value)}
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={10}
      withEyeDropper={false}
      data-testid="background-color"
    />
  );
}

type FrameFields = Pick<AvatarVideoForm, 'aspectRatio' | 'subtitles' | 'subtitlePreset'>;

/** The frame's shape and the subtitles: what every kind of avatar video sets. */
export function FrameSettings({ form, onChange }: { form: FrameFields; onChange: (patch: Partial<FrameFields>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={6}>
        <Text size="sm" fw={650}>
          {t('avatarVideo.settings.aspect')}
        </Text>
        <AspectRatioPicker value={form.aspectRatio} onChange={(aspectRatio: AspectRatio) => onChange({ aspectRatio })} />
      </Stack>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Switch
          label={t('avatarVideo.settings.subtitles')}
          checked={form.subtitles}
          onChange={(e) => onChange({ subtitles: e.currentTarget.checked })}
          wrapperProps={{ 'data-testid': 'subtitles-switch' }}
          style={{ flexShrink: 0 }}
          mb={6}
        />
        <Select
          size="xs"
          flex={1}
          aria-label={t('avatarVideo.settings.subtitleStyle')}
          data={SUBTITLE_PRESETS.map((value) => ({ value, label: t(`avatarVideo.settings.presets.${value}`) }))}
          value={form.subtitlePreset}
          onChange={(value) => value && onChange({ subtitlePreset: value as SubtitlePreset })}
          disabled={!form.subtitles}
          allowDeselect={false}
          data-testid="subtitles-preset"
        />
      </Group>
    </>
  );
}

/** Aspect ratio, subtitles, background and music. */
export function VideoSettings({ form, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="video-settings">
      <FrameSettings form={form} onChange={onChange} />
      {!form.backdrop && <BackgroundInput value={form.background} onChange={(background) => onChange({ background })} />}
      <AssetField
        label={t('avatarVideo.settings.backdrop')}
        kinds={['image', 'video']}
        value={form.backdrop}
        onChange={(backdrop) => onChange({ backdrop })}
        testId="backdrop-field"
      />
      <AssetField
        label={t('avatarVideo.settings.music')}
        kinds={['audio']}
        value={form.music}
        onChange={(music) => onChange({ music })}
        testId="music-field"
        brandSlot="music"
      />
      {form.music && (
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {t('avatarVideo.settings.musicVolume')}
          </Text>
          <Slider
            min={0.05}
            max={1}
            step={0.05}
            value={form.musicVolume}
            onChange={(musicVolume) => onChange({ musicVolume })}
            label={(v) => `${Math.round(v * 100)}%`}
            aria-label={t('avatarVideo.settings.musicVolume')}
            data-testid="music-volume"
          />
        </div>
      )}
      <AssetField
        label={t('avatarVideo.settings.logo')}
        kinds={['image']}
        value={form.logo}
        onChange={(logo) => onChange({ logo })}
        testId="logo-field"
        brandSlot="logo"
      />
    </Stack>
  );
}
