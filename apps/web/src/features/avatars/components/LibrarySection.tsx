import type { AvatarLook } from '@framecast/contract';
import type { Emotion } from '@framecast/timeline';
import { Alert, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconMoodEmpty, IconSearch, IconStar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AvatarFilters, type LibraryFilters } from '../../../shared/avatar-library/AvatarFilters';
import { useAvatarFavorite } from '../../../shared/avatar-library/favorite-avatar';
import { useAvatarLibrary } from '../../../shared/avatar-library/get-avatar-library';
import { LibrarySets, LibrarySkeleton } from '../../../shared/avatar-library/LibrarySets';
import { searchSets } from '../../../shared/avatar-library/library-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { videoPathFor } from '../options';

/** The built-in avatars with every filter of the Avatar Video picker; choosing a look starts a video with it. */
export function LibrarySection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<LibraryFilters>({});
  const [emotion, setEmotion] = useState<Emotion>('default');
  const [showAll, setShowAll] = useState(false);
  const [q, setQ] = useState('');
  const all = showAll || q.trim() !== '';
  const library = useAvatarLibrary({ ...filters, sample: all ? '0' : '1' });
  const favorite = useAvatarFavorite();
  const sets = useMemo(() => searchSets(library.data?.sets ?? [], q), [library.data, q]);
  const noFavoritesYet = filters.theme === 'favorites' && Object.entries(filters).every(([key, value]) => key === 'theme' || value === undefined);

  return (
    <Section
      title={t('avatars.library.title')}
      hint={t('avatars.library.hint')}
      testId="avatars-library"
      action={
        <Group gap="xs" wrap="nowrap">
          {library.isFetching && <Loader size={14} />}
          <Switch size="sm" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} label={t('avatars.library.showAll')} />
        </Group>
      }
    >
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('avatars.library.search')}
        aria-label={t('avatars.library.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="library-search"
      />
      <AvatarFilters filters={filters} onFilters={setFilters} emotion={emotion} onEmotion={setEmotion} />
      {library.isError && !library.data ? (
        <Alert color="red" variant="light">
          {t('avatars.library.loadError')}
        </Alert>
      ) : library.isPending ? (
        <LibrarySkeleton />
      ) : sets.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed">
          {noFavoritesYet ? <IconStar size={32} stroke={1.5} /> : <IconMoodEmpty size={32} stroke={1.5} />}
          <Text size="sm" ta="center" maw={360}>
            {t(noFavoritesYet ? 'avatars.library.noFavorites' : 'avatars.library.none')}
          </Text>
        </Stack>
      ) : (
        <LibrarySets
          sets={sets}
          emotion={emotion}
          onSelect={(look: AvatarLook) => navigate(videoPathFor(look.id))}
          onFavorite={(look, on) => favorite.mutate({ id: look.id, favorite: on })}
        />
      )}
    </Section>
  );
}
