import { AVATAR_AGES, AVATAR_GENDERS, AVATAR_THEMES, type AvatarListRequest } from '@framecast/contract';
import { Alert, ScrollArea, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAvatarFavorite } from '../../../shared/avatar-library/favorite-avatar';
import { useAvatarLibrary } from '../../../shared/avatar-library/get-avatar-library';
import { LibrarySets, LibrarySkeleton } from '../../../shared/avatar-library/LibrarySets';
import { lookLabel, lookSearchTexts } from '../../../shared/avatar-library/library-names';
import { currentLanguage } from '../../../shared/i18n';
import { matchesSearch } from '../../../shared/i18n/search';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type Base, libraryBase } from '../wizard';

type Filters = Pick<AvatarListRequest, 'theme' | 'gender' | 'age'>;
const FILTERS = { theme: AVATAR_THEMES, gender: AVATAR_GENDERS, age: AVATAR_AGES } as const;

/**
 * The whole built-in library (it is small) with a search and the main filters. No emotion filter: the
 * product is placed on the look's own picture, whatever emotion its card would show.
 */
export function LibraryChooser({ selected, onBase }: { selected: string | null; onBase: (base: Base) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [q, setQ] = useState('');
  const library = useAvatarLibrary({ ...filters, sample: '0' });
  const favorite = useAvatarFavorite();
  const sets = useMemo(
    () =>
      (library.data?.sets ?? [])
        .map((s) => ({ ...s, looks: s.looks.filter((look) => matchesSearch(q, lookSearchTexts(look))) }))
        .filter((s) => s.looks.length > 0),
    [library.data, q],
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('avatarVideo.avatar.search')}
          aria-label={t('avatarVideo.avatar.search')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ gridColumn: 'span 2' }}
          data-testid="base-search"
        />
        {(Object.keys(FILTERS) as (keyof Filters)[]).map((key) => (
          <Select
            key={key}
            size="xs"
            aria-label={t(`avatarVideo.filters.${key}.label`)}
            placeholder={t(`avatarVideo.filters.${key}.any`)}
            data={FILTERS[key].map((value) => ({ value, label: t(`avatarVideo.filters.${key}.${value}`) }))}
            value={filters[key] ?? null}
            onChange={(value) => setFilters({ ...filters, [key]: value ?? undefined })}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid={`base-filter-${key}`}
          />
        ))}
      </SimpleGrid>
      {library.isError && !library.data ? (
        <Alert color="red" variant="light">
          {t('avatarVideo.avatar.loadError')}
        </Alert>
      ) : library.isPending ? (
        <LibrarySkeleton />
      ) : sets.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed">
          <IconMoodEmpty size={32} stroke={1.5} />
          <Text size="sm" ta="center">
            {t(filters.theme === 'favorites' ? 'avatarVideo.favorites.none' : 'avatarVideo.avatar.none')}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={{ base: 440, sm: 520 }} type="auto" offsetScrollbars>
          <LibrarySets
            sets={sets}
            emotion="default"
            selected={selected}
            onSelect={(look) => onBase(libraryBase(look, lookLabel(look, currentLanguage())))}
            onFavorite={(look, on) => favorite.mutate({ id: look.id, favorite: on })}
          />
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
