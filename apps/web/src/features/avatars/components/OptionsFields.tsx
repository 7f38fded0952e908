import {
  AVATAR_ETHNICITIES,
  AVATAR_GENDERS,
  MOTION_MODELS,
  TTA_AGES,
  TTA_ASPECTS,
  TTA_BACKGROUNDS,
  TTA_DETAIL_MAX,
  TTA_EMOTIONS,
  TTA_GESTURES,
  TTA_IMAGES_MAX,
  TTA_MODELS,
  TTA_POSES,
  TTA_PRESETS,
  TTA_STYLES,
} from '@framecast/contract';
import { Alert, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { avatarMessage } from '../messages';
import { negativePromptAllowed, type TextForm } from '../options';

export const ASPECT_KEYS = { '3:4': 'portrait', '1:1': 'square', '4:3': 'landscape' } as const;

interface Props {
  form: UseFormReturnType<TextForm>;
  /** An image generation engine is set up: the realistic style can be chosen. */
  realistic: boolean;
}

/** A labelled row of choices (a radio group under its label). */
function Choice({ label, hint, children }: { label: string; hint?: ReactNode; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {children(id)}
      {hint}
    </Stack>
  );
}

/** Every text-to-avatar option of the contract, in three cards: the person, the scene, the images and motion. */
export function OptionsFields({ form, realistic }: Props) {
  const { t } = useTranslation();
  const v = form.values;
  const error = (field: keyof TextForm) => {
    const e = form.errors[field];
    return typeof e === 'string' && e ? avatarMessage(e) : undefined;
  };
  const options = (values: readonly string[], key: string) => values.map((value) => ({ value, label: t(`${key}.${value}`) }));
  const select = (field: keyof TextForm, values: readonly string[], key: string) => (
    <Select
      label={t(`avatars.options.${field}`)}
      data={options(values, key)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid={`tta-${field}`}
      {...form.getInputProps(field)}
    />
  );
  const segments = (field: keyof TextForm, data: { value: string; label: string; disabled?: boolean }[], hint?: ReactNode) => (
    <Choice label={t(`avatars.options.${field}`)} hint={hint}>
      {(id) => (
        <SegmentedControl
          aria-labelledby={id}
          data={data}
          value={String(v[field])}
          onChange={(value) => form.setFieldValue(field, (field === 'count' ? Number(value) : value) as never)}
          fullWidth
          data-testid={`tta-${field}`}
        />
      )}
    </Choice>
  );
  const negativeOff = !negativePromptAllowed(v.motion);

  return (
    <Stack gap="lg">
      <Section title={t('avatars.create.who')} testId="tta-who">
        {segments(
          'style',
          TTA_STYLES.map((s) => ({ value: s, label: t(`avatars.options.styles.${s}`), disabled: s === 'realistic' && !realistic })),
          <Stack gap={0} data-testid="tta-style-note">
            <Text size="xs" c="dimmed">
              {t('avatars.options.styleLocal')}
            </Text>
            <Text size="xs" c={!realistic && v.style === 'realistic' ? 'red.7' : 'dimmed'}>
              {t(realistic ? 'avatars.options.styleRealistic' : 'avatars.options.styleRealisticOff')}
            </Text>
          </Stack>,
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {segments(
            'preset',
            TTA_PRESETS.map((p) => ({ value: p, label: t(`avatars.options.presets.${p}`) })),
          )}
          {segments(
            'model',
            TTA_MODELS.map((m) => ({ value: m, label: t(`avatars.options.models.${m}`) })),
          )}
          {segments(
            'gender',
            AVATAR_GENDERS.map((g) => ({ value: g, label: t(`avatarVideo.filters.gender.${g}`) })),
          )}
          {select('age', TTA_AGES, 'avatars.options.ages')}
          {select('ethnicity', AVATAR_ETHNICITIES, 'avatarVideo.filters.ethnicity')}
          {select('emotion', TTA_EMOTIONS, 'avatars.options.emotions')}
        </SimpleGrid>
        <Textarea
          label={t('avatars.options.detail')}
          placeholder={t('avatars.options.detailPlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={TTA_DETAIL_MAX}
          description={`${v.detail.length} / ${TTA_DETAIL_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="tta-detail"
          {...form.getInputProps('detail')}
          error={error('detail')}
        />
      </Section>
      <Section title={t('avatars.create.scene')} testId="tta-scene">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {select('background', TTA_BACKGROUNDS, 'avatars.options.backgrounds')}
          {select('gesture', TTA_GESTURES, 'avatars.options.gestures')}
          {segments(
            'pose',
            TTA_POSES.map((p) => ({ value: p, label: t(`avatars.options.poses.${p}`) })),
          )}
          {segments(
            'aspect',
            TTA_ASPECTS.map((a) => ({ value: a, label: t(`avatars.options.aspects.${ASPECT_KEYS[a]}`) })),
          )}
        </SimpleGrid>
      </Section>
      <Section title={t('avatars.create.output')} testId="tta-output">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {segments(
            'count',
            Array.from({ length: TTA_IMAGES_MAX }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
            <Text size="xs" c="dimmed">
              {t('avatars.options.countHint')}
            </Text>,
          )}
          <Select
            label={t('avatars.options.motion')}
            description={t('avatars.options.motionHint')}
            data={options(MOTION_MODELS, 'avatars.options.motions')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="tta-motion"
            {...form.getInputProps('motion')}
          />
        </SimpleGrid>
        <Textarea
          label={t('avatars.options.negative')}
          placeholder={t('avatars.options.negativePlaceholder')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={TTA_DETAIL_MAX}
          disabled={negativeOff}
          data-testid="tta-negative"
          {...form.getInputProps('negative_prompt')}
          error={negativeOff ? undefined : error('negative_prompt')}
        />
        {negativeOff && (
          <Alert color="gray" variant="light" py={6} icon={<IconInfoCircle size={16} />} data-testid="tta-negative-unsupported">
            {t('avatars.options.negativeUnsupported')}
          </Alert>
        )}
      </Section>
    </Stack>
  );
}
