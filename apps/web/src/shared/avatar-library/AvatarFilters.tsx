import { AVATAR_AGES, AVATAR_ETHNICITIES, AVATAR_GENDERS, AVATAR_OCCUPATIONS, AVATAR_POSES, AVATAR_THEMES, type AvatarListRequest } from '@framecast/contract';
import { EMOTIONS, type Emotion } from '@framecast/timeline';
import { Badge, Button, Collapse, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

export type LibraryFilters = Pick<AvatarListRequest, 'gender' | 'age' | 'theme' | 'pose' | 'ethnicity' | 'occupation'>;

/** The less-used filters, behind "More filters". */
export const MORE_FILTERS = ['pose', 'ethnicity', 'occupation'] as const satisfies readonly (keyof LibraryFilters)[];

/** How many of the filters behind "More filters" are set (shown on the toggle while it is closed). */
export const hiddenFilterCount = (filters: LibraryFilters): number => MORE_FILTERS.filter((k) => filters[k] !== undefined).length;

interface Props {
  filters: LibraryFilters;
  onFilters: (filters: LibraryFilters) => void;
  /** The emotion the looks are shown in; without `onEmotion` there is no such choice (a picker of one still picture). */
  emotion?: Emotion;
  onEmotion?: (emotion: Emotion) => void;
}

/**
 * Filters of spec 000 §3 plus the emotion every look is shown in. Theme (with the caller's favourites),
 * gender, age and emotion are always shown; pose, ethnicity and occupation open under "More filters".
 */
export function AvatarFilters({ filters, onFilters, emotion, onEmotion }: Props) {
  const { t } = useTranslation();
  const [more, setMore] = useState(() => hiddenFilterCount(filters) > 0);
  const hidden = hiddenFilterCount(filters);
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
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {select('theme', AVATAR_THEMES)}
        {select('gender', AVATAR_GENDERS)}
        {select('age', AVATAR_AGES)}
        {onEmotion && (
          <Select
            size="xs"
            aria-label={t('avatarVideo.filters.emotion.label')}
            data={EMOTIONS.map((value) => ({ value, label: t(`avatarVideo.emotions.${value}`) }))}
            value={emotion ?? 'default'}
            onChange={(value) => onEmotion((value as Emotion | null) ?? 'default')}
            allowDeselect={false}
            leftSectionWidth={0}
            comboboxProps={{ withinPortal: true }}
            data-testid="avatar-filter-emotion"
          />
        )}
      </SimpleGrid>
      <Collapse expanded={more} id="avatar-more-filters">
        {/* "Any occupation" is the empty choice, so the spec's `any` value is not listed twice. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          {select('pose', AVATAR_POSES)}
          {select('ethnicity', AVATAR_ETHNICITIES)}
          {select(
            'occupation',
            AVATAR_OCCUPATIONS.filter((v) => v !== 'any'),
          )}
        </SimpleGrid>
      </Collapse>
      <div>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          leftSection={<IconAdjustmentsHorizontal size={14} />}
          rightSection={
            !more && hidden > 0 ? (
              <Badge size="xs" circle>
                {hidden}
              </Badge>
            ) : (
              <IconChevronDown size={14} style={{ transform: more ? 'rotate(180deg)' : undefined, transition: 'transform 120ms ease' }} />
            )
          }
          aria-expanded={more}
          aria-controls="avatar-more-filters"
          onClick={() => setMore((m) => !m)}
          data-testid="avatar-more-filters"
        >
          {t(more ? 'avatarVideo.filters.fewer' : 'avatarVideo.filters.more')}
        </Button>
      </div>
    </Stack>
  );
}
