import type { AvatarListData, AvatarLook } from '@framecast/contract';
import type { Emotion } from '@framecast/timeline';
import { Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AvatarLookCard } from './AvatarLookCard';
import classes from './LibrarySets.module.css';

interface SetProps {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
}

/** One group of looks under its name (an avatar of the library, or the space's own photo avatars). */
export function LookSet({ title, subtitle, testId, children }: SetProps) {
  return (
    <div className={classes.set} data-testid={testId}>
      <Group gap={6} px={4} wrap="nowrap">
        <Text size="sm" fw={650} truncate>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Group>
      <div className={classes.looks}>{children}</div>
    </div>
  );
}

interface Props {
  sets: AvatarListData['sets'];
  emotion: Emotion;
  selected?: string | null;
  onSelect: (look: AvatarLook) => void;
  onFavorite: (look: AvatarLook, favorite: boolean) => void;
  /** Groups shown before the library's sets. */
  before?: ReactNode;
}

/** The library's sets side by side, each with its looks. */
export function LibrarySets({ sets, emotion, selected, onSelect, onFavorite, before }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.sets}>
      {before}
      {sets.map((set) => (
        <LookSet key={set.id} title={set.name} subtitle={t(`avatarVideo.filters.gender.${set.gender}`)} testId={`avatar-set-${set.id}`}>
          {set.looks.map((look) => (
            <AvatarLookCard key={look.id} look={look} emotion={emotion} selected={look.id === selected} onSelect={onSelect} onFavorite={onFavorite} />
          ))}
        </LookSet>
      ))}
    </div>
  );
}

/** Placeholders while the library loads. */
export function LibrarySkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={classes.looks}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} radius="md" className={classes.skeleton} />
      ))}
    </div>
  );
}
