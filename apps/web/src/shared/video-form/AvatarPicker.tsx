import type { AvatarLook, UserAvatar, UserAvatarLook } from '@framecast/contract';
import type { Emotion } from '@framecast/timeline';
import { ActionIcon, Alert, Group, Loader, ScrollArea, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowsShuffle, IconInfoCircle, IconMoodEmpty, IconSearch, IconStar } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage } from '../i18n';
import { matchesSearch } from '../i18n/search';
import { useAvatarFavorite } from '../avatar-library/favorite-avatar';
import { useAvatarLibrary } from '../avatar-library/get-avatar-library';
import { licenceLabel, searchSets } from '../avatar-library/library-names';
import { AvatarFilters, type LibraryFilters } from '../avatar-library/AvatarFilters';
import { LibrarySets, LibrarySkeleton, LookSet } from '../avatar-library/LibrarySets';
import { AvatarLookCard } from '../avatar-library/AvatarLookCard';
import { PhotoLookCard } from '../avatar-library/PhotoLookCard';
import { lookIdsFirst, recentLooks, rememberLook } from '../avatar-library/recent-looks';
import { useUserAvatars } from '../user-avatars/api';
import { Section } from '../ui/Section';

const newSeed = () => Math.random().toString(36).slice(2, 10);

interface Props {
  selected: string | null;
  emotion: Emotion;
  error?: string | null;
  onSelect: (look: AvatarLook) => void;
  /** A ready look of one of the space's own avatars (its `look:<id>` goes into the video). */
  onSelectMine: (look: UserAvatarLook, avatar: UserAvatar) => void;
  onEmotion: (emotion: Emotion) => void;
  /** The section's number on a page of steps; null for none. */
  step?: number | null;
  /** Another page's words for the section (the Avatar Video page's by default). */
  title?: string;
  hint?: string;
  /** Another choice shown above the library (the URL to Video wizard's "No presenter"). */
  children?: ReactNode;
}

/** The space's ready looks that match the search, each with its avatar. */
const readyLooks = (avatars: readonly UserAvatar[], q: string) =>
  avatars.flatMap((avatar) =>
    avatar.looks.filter((l) => l.status === 'ready' && l.image_url && matchesSearch(q, [avatar.name, l.name])).map((look) => ({ look, avatar })),
  );

/**
 * Step 1: the avatar library grouped by set, six random looks per set until "show all"; the chosen look
 * and the ones chosen last come first, so the look used last time is still there on the next visit.
 */
export function AvatarPicker({ selected, emotion, error, onSelect, onSelectMine, onEmotion, step = 1, title, hint, children }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilters>({});
  const [showAll, setShowAll] = useState(false);
  const [seed, setSeed] = useState(newSeed);
  const [q, setQ] = useState('');
  // A search looks through the whole library, not only the random samples on screen.
  const all = showAll || q.trim() !== '';
  const library = useAvatarLibrary({ ...filters, sample: all ? '0' : '1', seed: all ? undefined : seed });
  // The whole library (cached: the editor and the presenter label read it too) to find the recent looks in.
  const whole = useAvatarLibrary({ sample: '0' });
  const [recent, setRecent] = useState(recentLooks);
  const firstLooks = useMemo(() => {
    const byId = new Map((whole.data?.sets ?? []).flatMap((s) => s.looks.map((l) => [l.id, l] as const)));
    return lookIdsFirst(selected, recent).flatMap((id) => byId.get(id) ?? []);
  }, [whole.data, selected, recent]);
  const choose = (look: AvatarLook) => {
    setRecent(rememberLook(look.id));
    onSelect(look);
  };
  // The chosen and recent looks come first while the picker shows samples (no search, no filter), and
  // are not repeated among them: one look, one tile.
  const firstRow = !all && firstLooks.length > 0 && Object.values(filters).every((v) => v === undefined);
  const sets = useMemo(() => {
    const found = searchSets(library.data?.sets ?? [], q);
    if (!firstRow) return found;
    const first = new Set(firstLooks.map((l) => l.id));
    return found.map((set) => ({ ...set, looks: set.looks.filter((l) => !first.has(l.id)) })).filter((set) => set.looks.length > 0);
  }, [library.data, q, firstRow, firstLooks]);
  const own = useUserAvatars({ scope: 'mine' });
  const mine = useMemo(() => readyLooks(own.data?.items ?? [], q), [own.data, q]);
  const licence = library.data && licenceLabel(library.data.licence, currentLanguage());
  const favorite = useAvatarFavorite();
  const onFavorite = (look: AvatarLook, on: boolean) => favorite.mutate({ id: look.id, favorite: on });
  // Favourites chosen with no other filter and nothing found: the user has starred nothing yet.
  const noFavoritesYet = filters.theme === 'favorites' && Object.entries(filters).every(([key, value]) => key === 'theme' || value === undefined);

  return (
    <Section
      step={step ?? undefined}
      title={title ?? t('avatarVideo.avatar.title')}
      hint={hint ?? t('avatarVideo.avatar.hint')}
      testId="avatar-picker"
      action={
        <Group gap="xs" wrap="nowrap">
          {library.isFetching && <Loader size={14} />}
          {!all && (
            <Tooltip label={t('avatarVideo.avatar.shuffle')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setSeed(newSeed())}
                aria-label={t('avatarVideo.avatar.shuffle')}
                data-testid="avatar-shuffle"
              >
                <IconArrowsShuffle size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Switch
            size="sm"
            checked={showAll}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
            label={t('avatarVideo.avatar.showAll')}
            wrapperProps={{ 'data-testid': 'avatar-show-all' }}
          />
        </Group>
      }
    >
      {error && (
        <Text size="sm" c="red" data-testid="avatar-error">
          {error}
        </Text>
      )}
      {children}
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('avatarVideo.avatar.search')}
        aria-label={t('avatarVideo.avatar.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="avatar-search"
      />
      <AvatarFilters filters={filters} onFilters={setFilters} emotion={emotion} onEmotion={onEmotion} />
      {library.isError && !library.data ? (
        <Alert color="red" variant="light">
          {t('avatarVideo.avatar.loadError')}
        </Alert>
      ) : library.isPending ? (
        <LibrarySkeleton />
      ) : sets.length === 0 && mine.length === 0 && !firstRow ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="avatar-empty">
          {noFavoritesYet ? <IconStar size={32} stroke={1.5} /> : <IconMoodEmpty size={32} stroke={1.5} />}
          <Text size="sm" ta="center" maw={360}>
            {t(noFavoritesYet ? 'avatarVideo.favorites.none' : 'avatarVideo.avatar.none')}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={{ base: 440, sm: 520 }} type="auto" offsetScrollbars>
          <LibrarySets
            sets={sets}
            emotion={emotion}
            selected={selected}
            onSelect={choose}
            onFavorite={onFavorite}
            before={
              <>
                {firstRow && (
                  <LookSet title={t('avatarVideo.avatar.recent')} testId="avatar-set-recent">
                    {firstLooks.map((look) => (
                      <AvatarLookCard key={look.id} look={look} emotion={emotion} selected={look.id === selected} onSelect={choose} onFavorite={onFavorite} />
                    ))}
                  </LookSet>
                )}
                {mine.length > 0 && (
                  <LookSet title={t('avatarVideo.avatar.mine')} testId="avatar-set-mine">
                    {mine.map(({ look, avatar }) => (
                      <PhotoLookCard
                        key={look.id}
                        look={look}
                        avatarName={avatar.name}
                        selected={look.ref === selected}
                        onSelect={(l) => onSelectMine(l, avatar)}
                      />
                    ))}
                  </LookSet>
                )}
              </>
            }
          />
        </ScrollArea.Autosize>
      )}
      {licence && (
        <Group gap={4} wrap="nowrap" data-testid="avatar-licence">
          <Text size="xs" c="dimmed">
            {t('avatarVideo.avatar.licence', { name: licence.name })}
          </Text>
          <Tooltip label={licence.text} multiline w={320} events={{ hover: true, focus: true, touch: true }} withinPortal>
            <ActionIcon size="xs" variant="transparent" color="gray" aria-label={licence.text}>
              <IconInfoCircle size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Section>
  );
}
