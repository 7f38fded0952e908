import { acceptFor, UserSaveRequest } from '@framecast/contract';
import { Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { z } from 'zod';
import type { UserInfo } from '../../../shared/api/user-info';
import { localizeMessage } from '../../../shared/i18n/localize';
import { localizedInputProps } from '../../../shared/ui/form';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { useSaveUser } from '../api/save-user';
import { readProfilePhoto } from '../../../shared/upload/read-photo';
import { SettingsCard } from '../../../shared/ui/SettingsCard';

const NicknameForm = z.object({ nickname: UserSaveRequest.shape.nickname.unwrap() });

/** Profile photo (the shared profile_photo rule: square, ≤ 2 MB; checked here first, then by the server) and nickname. */
export function IdentityCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const [uploading, setUploading] = useState(false);
  const form = useForm({ initialValues: { nickname: user.nickname }, validate: schemaResolver(NicknameForm, { sync: true }) });

  const onPhoto = async (file: File | null) => {
    if (!file) return;
    const result = await readProfilePhoto(file);
    if (!result.ok) {
      toastError(localizeMessage(result.message, undefined, result.i18n));
      return;
    }
    setUploading(true);
    save.mutate({ avatar: result.dataUrl }, { onSuccess: () => toastSuccess(t('profile.photo.saved')), onSettled: () => setUploading(false) });
  };

  const onNickname = form.onSubmit(({ nickname }) => {
    save.mutate(
      { nickname: nickname.trim() },
      {
        onSuccess: (u) => {
          form.resetDirty({ nickname: u.nickname });
          toastSuccess(t('profile.nickname.saved'));
        },
      },
    );
  });

  return (
    <SettingsCard title={t('profile.photo.title')} description={t('profile.photo.hint')} testId="profile-identity">
      <Group align="center" gap="lg" wrap="wrap">
        <Avatar src={user.avatar} size={88} radius={44} color="brand" alt="" data-testid="profile-avatar">
          {(user.nickname || user.username).slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <FileButton onChange={(f) => void onPhoto(f)} accept={acceptFor('profile_photo')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading} data-testid="profile-photo-upload">
                {t('profile.photo.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG · JPG · WebP · ≤ 2 MB · 1:1
          </Text>
        </Stack>
      </Group>
      <form onSubmit={onNickname} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label={t('profile.nickname.label')} flex={1} maxLength={40} data-testid="profile-nickname" {...localizedInputProps(form, 'nickname')} />
          <Button type="submit" mt={25} loading={save.isPending && !uploading} disabled={!form.isDirty()} data-testid="profile-nickname-save">
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
