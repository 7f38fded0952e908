import { AVATAR_GENDERS, AVATAR_NAME_MAX, AVATAR_TEXT_MAX, AVATAR_THEMES, TTA_ASPECTS, type UserAvatar, UserAvatarUpdateRequest } from '@framecast/contract';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { currentLanguage } from '../../../shared/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useVoices } from '../../../shared/voices/api';
import { voiceLabel } from '../../../shared/voices/names';
import { useUpdateAvatar } from '../api';
import { avatarMessage } from '../messages';
import { ASPECT_KEYS } from './OptionsFields';

/** The themes an avatar can be filed under ('favorites' is the viewer's star, not a theme). */
const THEMES = AVATAR_THEMES.filter((theme) => theme !== 'favorites');

type Values = Required<
  Pick<UserAvatarUpdateRequest, 'id' | 'name' | 'description' | 'welcome_message' | 'voice' | 'gender' | 'aspect' | 'theme' | 'community'>
>;

const valuesOf = (a: UserAvatar): Values => ({
  id: a.id,
  name: a.name,
  description: a.description,
  welcome_message: a.welcome_message,
  voice: a.voice,
  gender: a.gender,
  aspect: a.aspect,
  theme: a.theme === 'favorites' ? null : a.theme,
  community: a.community,
});

/** The avatar's settings (spec 000 §3 Avatar): name, words, suggested voice, gender, shape, theme and sharing; then Delete. */
export function AvatarSettings({ avatar, onDelete }: { avatar: UserAvatar; onDelete: () => void }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const aspectLabel = useId();
  const voices = useVoices();
  const update = useUpdateAvatar();
  const form = useForm<Values>({ initialValues: valuesOf(avatar), validate: schemaResolver(UserAvatarUpdateRequest, { sync: true }) });
  const voiceOptions = useMemo(() => (voices.data?.items ?? []).map((v) => ({ value: v.id, label: voiceLabel(v, lng) })), [voices.data, lng]);
  const field = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: typeof props.error === 'string' && props.error ? avatarMessage(props.error) : props.error };
  };

  const save = form.onSubmit((values) =>
    update.mutate(
      { ...values, name: values.name.trim() },
      {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.setValues(valuesOf(saved));
          toastSuccess(t('avatars.detail.saved'));
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="avatar-settings">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz={17}>
              {t('avatars.detail.settings')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('avatars.detail.settingsHint')}
            </Text>
          </div>
          <TextInput label={t('avatars.detail.name')} maxLength={AVATAR_NAME_MAX} withAsterisk data-testid="settings-name" {...field('name')} />
          <Textarea
            label={t('avatars.detail.description')}
            placeholder={t('avatars.detail.descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={AVATAR_TEXT_MAX}
            data-testid="settings-description"
            {...field('description')}
          />
          <Textarea
            label={t('avatars.detail.welcome')}
            placeholder={t('avatars.detail.welcomePlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={AVATAR_TEXT_MAX}
            data-testid="settings-welcome"
            {...field('welcome_message')}
          />
          <Select
            label={t('avatars.detail.voice')}
            placeholder={t('avatars.detail.voicePlaceholder')}
            data={voiceOptions}
            searchable
            clearable
            nothingFoundMessage={t('avatarVideo.voice.noMatch')}
            comboboxProps={{ withinPortal: true }}
            data-testid="settings-voice"
            {...field('voice')}
          />
          <Group grow align="flex-start">
            <Select
              label={t('avatars.detail.gender')}
              placeholder={t('avatars.detail.genderPlaceholder')}
              data={AVATAR_GENDERS.map((g) => ({ value: g, label: t(`avatarVideo.filters.gender.${g}`) }))}
              clearable
              comboboxProps={{ withinPortal: true }}
              data-testid="settings-gender"
              {...field('gender')}
            />
            <Select
              label={t('avatars.detail.theme')}
              placeholder={t('avatars.detail.themePlaceholder')}
              data={THEMES.map((theme) => ({ value: theme, label: t(`avatarVideo.filters.theme.${theme}`) }))}
              clearable
              comboboxProps={{ withinPortal: true }}
              data-testid="settings-theme"
              {...field('theme')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={aspectLabel}>
              {t('avatars.detail.aspect')}
            </Text>
            <SegmentedControl
              aria-labelledby={aspectLabel}
              fullWidth
              data={TTA_ASPECTS.map((a) => ({ value: a, label: t(`avatars.options.aspects.${ASPECT_KEYS[a]}`) }))}
              data-testid="settings-aspect"
              {...form.getInputProps('aspect')}
            />
          </Stack>
          <Switch
            label={t('avatars.detail.community')}
            description={t('avatars.detail.communityHint')}
            data-testid="settings-community"
            {...form.getInputProps('community', { type: 'checkbox' })}
          />
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="avatar-delete">
              {t('avatars.detail.deleteAvatar')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()} data-testid="settings-save">
              {t('avatars.detail.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
