import type { Voice, VoiceListData } from '@framecast/contract';
import { ActionIcon, Alert, Group, ScrollArea, SegmentedControl, Select, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage } from '../i18n';
import { usePreviewAudio } from '../voices/usePreviewAudio';
import { voiceLabel, voiceLines, voiceSearchTexts } from '../voices/names';
import { languageOptions, PREFERRED_LANGUAGES } from '../voices/languages';
import { filterVoices, rankVoices, type VoiceFilters } from '../voices/voice-search';
import classes from './VoicePicker.module.css';

interface Props {
  data: VoiceListData | undefined;
  loading: boolean;
  failed: boolean;
  /** The script is Chinese and the voice is not. */
  mismatch: boolean;
  voice: string | null;
  error?: string | null;
  onVoice: (voice: Voice) => void;
}

/** The voice: search, language and gender filters, a list to choose from with a preview button on each. */
export function VoicePicker({ data, loading, failed, mismatch, voice, error, onVoice }: Props) {
  const { t, i18n } = useTranslation();
  const lng = currentLanguage();
  const [filters, setFilters] = useState<VoiceFilters>({ q: '', language: null, gender: null });
  const audio = usePreviewAudio();
  const ranked = useMemo(() => rankVoices(data?.items ?? [], PREFERRED_LANGUAGES[i18n.language] ?? []), [data, i18n.language]);
  // Names in both languages are worked out once per list, not on every keystroke.
  const searchTexts = useMemo(() => new Map((data?.items ?? []).map((v) => [v.id, voiceSearchTexts(v)])), [data]);
  const voices = useMemo(() => filterVoices(ranked, filters, (v) => searchTexts.get(v.id) ?? []), [ranked, filters, searchTexts]);
  const languages = useMemo(() => languageOptions(data?.languages ?? [], lng), [data, lng]);
  const lines = useMemo(() => new Map((data?.items ?? []).map((v) => [v.id, voiceLines(v, lng)])), [data, lng]);
  const selected = data?.items.find((v) => v.id === voice);
  const name = (v: Voice) => voiceLabel(v, lng);

  return (
    <Stack gap="xs" className={classes.picker} data-testid="voice-picker">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={650}>
          {t('avatarVideo.voice.title')}
        </Text>
        <Text size="xs" c={selected ? undefined : 'dimmed'} truncate maw="70%" data-testid="voice-selected">
          {selected ? name(selected) : t('avatarVideo.voice.none')}
        </Text>
      </Group>
      <div className={classes.controls}>
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('avatarVideo.voice.search')}
          aria-label={t('avatarVideo.voice.search')}
          value={filters.q}
          onChange={(e) => setFilters({ ...filters, q: e.currentTarget.value })}
          data-testid="voice-search"
        />
        <Select
          size="xs"
          placeholder={t('avatarVideo.voice.anyLanguage')}
          aria-label={t('avatarVideo.voice.language')}
          data={languages.data}
          filter={languages.filter}
          value={filters.language}
          onChange={(language) => setFilters({ ...filters, language })}
          searchable
          clearable
          nothingFoundMessage={t('avatarVideo.voice.noLanguage')}
          data-testid="voice-language"
        />
        <SegmentedControl
          size="xs"
          value={filters.gender ?? 'all'}
          onChange={(g) => setFilters({ ...filters, gender: g === 'all' ? null : (g as VoiceFilters['gender']) })}
          data={[
            { value: 'all', label: t('avatarVideo.voice.all') },
            { value: 'female', label: t('avatarVideo.filters.gender.female') },
            { value: 'male', label: t('avatarVideo.filters.gender.male') },
          ]}
          data-testid="voice-gender"
        />
      </div>
      {error && (
        <Text size="xs" c="red" data-testid="voice-error">
          {error}
        </Text>
      )}
      {mismatch && !error && (
        <Text size="xs" c="orange.8" data-testid="voice-mismatch">
          {t('avatarVideo.voice.mismatch')}
        </Text>
      )}
      <ScrollArea h={232} type="auto" offsetScrollbars className={classes.list} data-testid="voice-select">
        {loading ? (
          <Stack gap={6} p={6}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={44} radius="md" />
            ))}
          </Stack>
        ) : voices.length === 0 ? (
          <Text size="sm" c={failed ? 'red' : 'dimmed'} ta="center" py="xl">
            {t(failed ? 'avatarVideo.voice.loadError' : 'avatarVideo.voice.noMatch')}
          </Text>
        ) : (
          <Stack gap={2} p={4} role="group" aria-label={t('avatarVideo.voice.title')}>
            {voices.map((v) => (
              <Group key={v.id} className={classes.row} data-selected={v.id === voice || undefined} gap="xs" wrap="nowrap">
                <UnstyledButton className={classes.pick} onClick={() => onVoice(v)} aria-pressed={v.id === voice} data-testid={`voice-option-${v.id}`}>
                  <Text size="sm" fw={600} truncate>
                    {lines.get(v.id)?.title}
                  </Text>
                  {lines.get(v.id)?.detail && (
                    <Text size="xs" c="dimmed" truncate>
                      {lines.get(v.id)?.detail}
                    </Text>
                  )}
                </UnstyledButton>
                <ActionIcon
                  variant={audio.playing === v.preview_url ? 'filled' : 'light'}
                  radius="xl"
                  size="md"
                  onClick={() => audio.toggle(v.preview_url)}
                  aria-label={t(audio.playing === v.preview_url ? 'avatarVideo.voice.stop' : 'avatarVideo.voice.play', { name: name(v) })}
                  data-testid={`voice-preview-${v.id}`}
                >
                  {audio.playing === v.preview_url ? <IconPlayerStopFilled size={12} /> : <IconPlayerPlayFilled size={12} />}
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </ScrollArea>
      {audio.failed && (
        <Alert color="red" variant="light" py={6}>
          {t('v.mediaLoadError')}
        </Alert>
      )}
    </Stack>
  );
}
