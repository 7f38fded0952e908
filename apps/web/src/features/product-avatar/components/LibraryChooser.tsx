import { Alert, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AvatarFilters, type LibraryFilters } from '../../../shared/avatar-library/AvatarFilters';
import { useAvatarFavorite } from '../../../shared/avatar-library/favorite-avatar';
import { useAvatarLibrary } from '../../../shared/avatar-library/get-avatar-library';
import { LibrarySets, LibrarySkeleton } from '../../../shared/avatar-library/LibrarySets';
import { lookLabel, searchSets } from '../../../shared/avatar-library/library-names';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type Base, libraryBase } from '../wizard';

/**
 * The whole built-in library (it is small) with a search and the library's filters. No emotion choice:
 * the product is placed on the look's own picture, whatever emotion its card would show.
 */
export function LibraryChooser({ selected, onBase }: { selected: string | null; onBase: (base: Base) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilters>({});
  const [q, setQ] = useState('');
  const library = useAvatarLibrary({ ...filters, sample: '0' });
  const favorite = useAvatarFavorite();
  const sets = useMemo(() => searchSets(library.data?.sets ?? [], q), [library.data, q]);

  return (
    <Stack gap="sm">
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('avatarVideo.avatar.search')}
        aria-label={t('avatarVideo.avatar.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="base-search"
      />
      <AvatarFilters filters={filters} onFilters={setFilters} />
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
