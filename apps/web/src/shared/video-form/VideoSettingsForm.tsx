import { SCRIPT_LANGUAGES, SCRIPT_LENGTHS, type ScriptLanguage, type ScriptLength } from '@framecast/contract';
import { Divider, Grid, SegmentedControl, Select, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconPhotoVideo } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { currentLanguage } from '../i18n';
import { languageName } from '../i18n/language-names';
import { useTranslation } from '../i18n/use-translation';
import { Section } from '../ui/Section';
import { useVoices } from '../voices/api';
import { AspectRatioPicker } from './AspectRatioPicker';
import { AvatarPicker } from './AvatarPicker';
import { type VideoSettings, voiceFor, voiceSpeaks, voiceWithPresenter } from './settings';
import classes from './VideoSettingsForm.module.css';
import { VoicePicker } from './VoicePicker';

interface Props {
  settings: VideoSettings;
  onChange: (patch: Partial<VideoSettings>) => void;
  /** The aspect ratio is set by a template chosen beforehand: the others cannot be chosen, and this says why. */
  ratioFixedNote?: string | null;
  /** `<prefix>-settings`, `<prefix>-length`… on the controls (each wizard's journeys find them by it). */
  testIdPrefix: string;
}

/**
 * The settings of a video made from a product (URL to Video, Batch Mode, Batch Product): the format,
 * the script's length and language, subtitles, the voice, and who presents (or no one). The voice
 * follows the script's language, and an avatar's suggested voice is taken until the user picks one
 * (settings.voiceChosen).
 */
export function VideoSettingsForm({ settings, onChange, ratioFixedNote = null, testIdPrefix: id }: Props) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const voices = useVoices();
  const items = voices.data?.items;
  const languageOptions = useMemo(() => SCRIPT_LANGUAGES.map((value) => ({ value, label: languageName(value, lng) })), [lng]);
  const voice = items?.find((v) => v.id === settings.voice);
  const mismatch = voice !== undefined && !voiceSpeaks(voice, settings.language);

  // A voice of the script's language, whenever the language has one and the voice does not speak it.
  useEffect(() => {
    if (!items) return;
    const next = voiceFor(items, settings.language, settings.voice);
    // The user's voice does not read this language: the one put in its place is not the user's choice.
    if (next !== settings.voice) onChange({ voice: next, voiceChosen: false });
  }, [items, settings.language, settings.voice, onChange]);

  const suggested = (look: string | null | undefined) => voiceWithPresenter(items, settings, look);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Section title={t('url2video.settings.title')} hint={t('url2video.settings.hint')} testId={`${id}-settings`}>
          <Stack gap={6}>
            <Text size="sm" fw={650}>
              {t('url2video.settings.aspect')}
            </Text>
            <AspectRatioPicker value={settings.aspectRatio} onChange={(aspectRatio) => onChange({ aspectRatio })} fixed={ratioFixedNote !== null} />
            {ratioFixedNote && (
              <Text size="xs" c="dimmed" data-testid={`${id}-ratio-fixed`}>
                {ratioFixedNote}
              </Text>
            )}
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={650} id={`${id}-length-label`}>
              {t('url2video.settings.length')}
            </Text>
            <SegmentedControl
              value={settings.length}
              onChange={(v) => onChange({ length: v as ScriptLength })}
              data={SCRIPT_LENGTHS.map((value) => ({ value, label: t(`url2video.settings.lengths.${value}`) }))}
              aria-labelledby={`${id}-length-label`}
              fullWidth
              data-testid={`${id}-length`}
            />
          </Stack>
          <Select
            label={t('url2video.settings.language')}
            data={languageOptions}
            value={settings.language}
            onChange={(v) => v && onChange({ language: v as ScriptLanguage })}
            allowDeselect={false}
            data-testid={`${id}-language`}
          />
          <Switch
            label={t('url2video.settings.subtitles')}
            description={t('url2video.settings.subtitlesHint')}
            checked={settings.subtitles}
            onChange={(e) => onChange({ subtitles: e.currentTarget.checked })}
            wrapperProps={{ 'data-testid': `${id}-subtitles` }}
          />
          <Divider />
          <VoicePicker
            data={voices.data}
            loading={voices.isPending}
            failed={voices.isError}
            mismatch={false}
            voice={settings.voice}
            error={voices.data && !settings.voice ? t('url2video.settings.voiceNeeded') : null}
            onVoice={(v) => onChange({ voice: v.id, voiceChosen: true })}
          />
          {mismatch && (
            <Text size="xs" c="var(--mantine-color-orange-light-color)" data-testid={`${id}-voice-mismatch`}>
              {t('url2video.settings.voiceOther', { language: languageName(settings.language, lng) })}
            </Text>
          )}
        </Section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <AvatarPicker
          step={null}
          title={t('url2video.settings.presenter')}
          hint={t('url2video.settings.presenterHint')}
          selected={settings.avatar}
          emotion={settings.emotion}
          onEmotion={(emotion) => onChange({ emotion })}
          onSelect={(look) => onChange({ avatar: look.id, voice: suggested(look.voice) })}
          onSelectMine={(look, avatar) => onChange({ avatar: look.ref, voice: suggested(avatar.voice) })}
        >
          <UnstyledButton
            className={classes.noPresenter}
            data-active={settings.avatar === null || undefined}
            aria-pressed={settings.avatar === null}
            onClick={() => onChange({ avatar: null })}
            data-testid={`${id}-no-presenter`}
          >
            <IconPhotoVideo size={22} color="var(--mantine-color-brand-6)" aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} flex={1} miw={0}>
              <Text size="sm" fw={600}>
                {t('url2video.settings.noPresenter')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('url2video.settings.noPresenterHint')}
              </Text>
            </Stack>
            {settings.avatar === null && <IconCircleCheck size={20} color="var(--mantine-color-brand-6)" aria-hidden />}
          </UnstyledButton>
        </AvatarPicker>
      </Grid.Col>
    </Grid>
  );
}
