import { AVATAR_AGES, AVATAR_GENDERS, AVATAR_POSES, AVATAR_THEMES, type AvatarListRequest } from '@framecast/contract';
import { EMOTIONS, type Emotion } from '@framecast/timeline';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LibraryFilters = Pick<AvatarListRequest, 'gender' | 'age' | 'theme' | 'pose'>;

interface Props {
  filters: LibraryFilters;
  onFilters: (filters: LibraryFilters) => void;
  emotion: Emotion;
  onEmotion: (emotion: Emotion) => void;
}

/** Filters of spec 000 §3 (gender, age, theme, pose) plus the emotion every look is shown in. */
export function AvatarFilters({ filters, onFilters, emotion, onEmotion }: Props) {
  const { t } = useTranslation();
  const select = <K extends keyof LibraryFilters>(key: K, values: readonly string[]) => (
    <Select
      size="xs"
      aria-label={t(`avatarVideo.filters.${key}.label`)}
      placeholder={t(`avatarVideo.filters.${key}.any`)}
      data={values.map((value) => ({ value, label: t(`avatarVideo.filters.${key}.${value}`) }))}
      value={filters[key] ?? null}
      onChange={(value) => onFilters({ ...filters, [key]: (value ?? undefined) as LibraryFilters[K] })}
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid={`avatar-filter-${key}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" verticalSpacing="xs">
      {select('gender', AVATAR_GENDERS)}
      {select('age', AVATAR_AGES)}
      {select('theme', AVATAR_THEMES.filter((v) => v !== 'favorites'))}
      {select('pose', AVATAR_POSES)}
      <Select
        size="xs"
        aria-label={t('avatarVideo.filters.emotion.label')}
        data={EMOTIONS.map((value) => ({ value, label: t(`avatarVideo.emotions.${value}`) }))}
        value={emotion}
        onChange={(value) => onEmotion((value as Emotion | null) ?? 'default')}
        allowDeselect={false}
        leftSectionWidth={0}
        comboboxProps={{ withinPortal: true }}
        data-testid="avatar-filter-emotion"
      />
    </SimpleGrid>
  );
}
