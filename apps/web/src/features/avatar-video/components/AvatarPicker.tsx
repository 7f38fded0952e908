import type { AvatarLook } from '@framecast/contract';
import type { Emotion } from '@framecast/timeline';
import { ActionIcon, Alert, Badge, Group, Loader, ScrollArea, SimpleGrid, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowsShuffle, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarLibrary } from '../api/get-avatar-library';
import { AvatarFilters, type LibraryFilters } from './AvatarFilters';
import { AvatarLookCard } from './AvatarLookCard';
import { Section } from './Section';

const newSeed = () => Math.random().toString(36).slice(2, 10);

interface Props {
  selected: string | null;
  emotion: Emotion;
  error?: string | null;
  onSelect: (look: AvatarLook) => void;
  onEmotion: (emotion: Emotion) => void;
}

/** Step 1: the avatar library grouped by set, six random looks per set until "show all". */
export function AvatarPicker({ selected, emotion, error, onSelect, onEmotion }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilters>({});
  const [showAll, setShowAll] = useState(false);
  const [seed, setSeed] = useState(newSeed);
  const library = useAvatarLibrary({ ...filters, sample: showAll ? '0' : '1', seed: showAll ? undefined : seed });
  const sets = library.data?.sets.filter((s) => s.looks.length > 0) ?? [];

  return (
    <Section
      step={1}
      title={t('avatarVideo.avatar.title')}
      hint={t('avatarVideo.avatar.hint')}
      testId="avatar-picker"
      action={
        <Group gap="xs" wrap="nowrap">
          {library.isFetching && <Loader size={14} />}
          {!showAll && (
            <Tooltip label={t('avatarVideo.avatar.shuffle')}>
              <ActionIcon variant="subtle" color="gray" onClick={() => setSeed(newSeed())} aria-label={t('avatarVideo.avatar.shuffle')} data-testid="avatar-shuffle">
                <IconArrowsShuffle size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Switch size="sm" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} label={t('avatarVideo.avatar.showAll')} data-testid="avatar-show-all" />
        </Group>
      }
    >
      {error && (
        <Text size="sm" c="red" data-testid="avatar-error">
          {error}
        </Text>
      )}
      <AvatarFilters filters={filters} onFilters={setFilters} emotion={emotion} onEmotion={onEmotion} />
      {library.isError && !library.data ? (
        <Alert color="red" variant="light">
          {t('avatarVideo.avatar.loadError')}
        </Alert>
      ) : library.isPending ? (
        <SimpleGrid cols={{ base: 3, sm: 4, lg: 6 }} spacing="xs">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} radius="md" style={{ aspectRatio: '3 / 4' }} />
          ))}
        </SimpleGrid>
      ) : sets.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="avatar-empty">
          <IconMoodEmpty size={32} stroke={1.5} />
          <Text size="sm">{t('avatarVideo.avatar.none')}</Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={{ base: 440, sm: 520 }} type="auto" offsetScrollbars>
          <Stack gap="md">
            {sets.map((set) => (
              <Stack key={set.id} gap={6} data-testid={`avatar-set-${set.id}`}>
                <Group gap={8}>
                  <Text size="sm" fw={650}>
                    {set.name}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {t(`avatarVideo.filters.gender.${set.gender}`)}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 3, sm: 4, lg: 6 }} spacing={6} verticalSpacing={6}>
                  {set.looks.map((look) => (
                    <AvatarLookCard key={look.id} look={look} emotion={emotion} selected={look.id === selected} onSelect={onSelect} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {library.data && (
        <Text size="xs" c="dimmed" data-testid="avatar-licence">
          {t('avatarVideo.avatar.licence', { name: library.data.licence.name })} {library.data.licence.text}
        </Text>
      )}
    </Section>
  );
}
