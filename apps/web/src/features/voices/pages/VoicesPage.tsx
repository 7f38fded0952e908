import { VOICE_AGES, VOICE_QUALITIES, VOICE_USE_CASES } from '@framecast/contract';
import { Alert, Button, Container, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useVoiceFavorite, useVoiceList, type VoiceFilters } from '../../../shared/voices/api';
import { languageOptions } from '../../../shared/voices/languages';
import { usePreviewAudio } from '../../../shared/voices/usePreviewAudio';
import { MyVoices } from '../components/MyVoices';
import { VoiceCard } from '../components/VoiceCard';

const NO_FILTERS: VoiceFilters = {};
/** Cards shown at first and added by each "Show more": the library has a few hundred voices. */
const PAGE = 24;

/** /voice: My Voices and the public voice library of spec 000 §2.12. */
export default function VoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'library';
  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('voices.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('voices.subtitle')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => setParams(v === 'mine' ? { tab: 'mine' } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="library" data-testid="voices-tab-library">
              {t('voices.tabs.library')}
            </Tabs.Tab>
            <Tabs.Tab value="mine" data-testid="voices-tab-mine">
              {t('voices.tabs.mine')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="library">
            <VoiceLibrary />
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            <MyVoices />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/** The public library: search, filters, previews and favourites. */
function VoiceLibrary() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [filters, setFilters] = useState<VoiceFilters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 250);
  const request = useMemo(() => ({ ...filters, ...(search ? { q: search } : {}) }), [filters, search]);
  const list = useVoiceList(request);
  const star = useVoiceFavorite();
  const audio = usePreviewAudio();
  const languages = useMemo(() => languageOptions(list.data?.languages ?? [], lng), [list.data, lng]);
  const set = (patch: Partial<VoiceFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setShown(PAGE);
  };
  const filtered = Object.keys(filters).length > 0 || search !== '';
  const items = list.data?.items ?? [];
  /** An accent in the interface language; one we have no words for is shown as the engine names it. */
  const accentLabel = (value: string, label: string) => t(`voices.accentNames.${value.replace(/[^A-Za-z]/g, '')}`, { defaultValue: label });
  const select = { size: 'xs', clearable: true, w: { base: 'calc(50% - 4px)', sm: 170 } } as const;

  return (
    <Stack gap="lg">
      <Stack gap="xs" data-testid="voice-filters">
        <Group gap="xs" wrap="wrap">
          <TextInput
            size="xs"
            flex={1}
            miw={200}
            leftSection={<IconSearch size={14} />}
            placeholder={t('voices.search')}
            aria-label={t('voices.search')}
            value={q}
            onChange={(e) => (setQ(e.currentTarget.value), setShown(PAGE))}
            data-testid="voices-search"
          />
          <SegmentedControl
            size="xs"
            value={filters.gender ?? 'all'}
            onChange={(g) => set({ gender: g === 'all' ? undefined : (g as 'male' | 'female') })}
            data={[
              { value: 'all', label: t('avatarVideo.voice.all') },
              { value: 'female', label: t('avatarVideo.filters.gender.female') },
              { value: 'male', label: t('avatarVideo.filters.gender.male') },
            ]}
            data-testid="voices-gender"
          />
          <Switch
            size="sm"
            label={t('voices.favoritesOnly')}
            checked={filters.favorites === '1'}
            onChange={(e) => set({ favorites: e.currentTarget.checked ? '1' : undefined })}
            data-testid="voices-favorites"
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Select
            {...select}
            placeholder={t('voices.anyLanguage')}
            aria-label={t('voices.language')}
            data={languages.data}
            filter={languages.filter}
            searchable
            value={filters.language ?? null}
            onChange={(language) => set({ language: language ?? undefined })}
            nothingFoundMessage={t('avatarVideo.voice.noLanguage')}
            data-testid="voices-language"
          />
          <Select
            {...select}
            placeholder={t('voices.anyAccent')}
            aria-label={t('voices.accent')}
            data={(list.data?.accents ?? []).map(({ value, label }) => ({ value, label: accentLabel(value, label) }))}
            value={filters.accent ?? null}
            onChange={(accent) => set({ accent: accent ?? undefined })}
            data-testid="voices-accent"
          />
          <Select
            {...select}
            placeholder={t('voices.anyAge')}
            aria-label={t('voices.age')}
            data={VOICE_AGES.map((value) => ({ value, label: t(`voices.ages.${value}`) }))}
            value={filters.age ?? null}
            onChange={(age) => set({ age: (age as VoiceFilters['age']) ?? undefined })}
            data-testid="voices-age"
          />
          <Select
            {...select}
            placeholder={t('voices.anyUseCase')}
            aria-label={t('voices.useCase')}
            data={VOICE_USE_CASES.map((value) => ({ value, label: t(`voices.useCases.${value}`) }))}
            value={filters.use_case ?? null}
            onChange={(u) => set({ use_case: (u as VoiceFilters['use_case']) ?? undefined })}
            data-testid="voices-use-case"
          />
          <Select
            {...select}
            placeholder={t('voices.anyQuality')}
            aria-label={t('voices.quality')}
            data={VOICE_QUALITIES.map((value) => ({ value, label: t(`voices.qualities.${value}`) }))}
            value={filters.quality ?? null}
            onChange={(quality) => set({ quality: (quality as VoiceFilters['quality']) ?? undefined })}
            data-testid="voices-quality"
          />
          {filtered && (
            <Button size="xs" variant="subtle" onClick={() => (setFilters(NO_FILTERS), setQ(''))} data-testid="voices-clear">
              {t('voices.clear')}
            </Button>
          )}
        </Group>
      </Stack>
      {list.isError && !list.data ? (
        <Alert color="red" variant="light">
          {t('voices.loadError')}
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} h={104} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed" data-testid="voices-count">
            {t('voices.count', { count: items.length })}
          </Text>
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="voices-empty">
              {filters.favorites === '1' && !search && Object.keys(filters).length === 1 ? t('voices.noFavorites') : t('voices.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="voices-grid">
              {items.slice(0, shown).map((v) => (
                <VoiceCard
                  key={v.id}
                  voice={v}
                  playing={audio.playing === v.preview_url}
                  onPlay={() => audio.toggle(v.preview_url)}
                  onStar={(favorite) => star.mutate({ id: v.id, favorite })}
                />
              ))}
            </SimpleGrid>
          )}
          {items.length > shown && (
            <Group justify="center">
              <Button variant="default" onClick={() => setShown((n) => n + PAGE)} data-testid="voices-more">
                {t('voices.more', { count: items.length - shown })}
              </Button>
            </Group>
          )}
          {audio.failed && (
            <Alert color="red" variant="light" py={6}>
              {t('v.mediaLoadError')}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
