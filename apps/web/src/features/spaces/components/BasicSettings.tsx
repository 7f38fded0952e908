import { acceptFor, SPACE_NAME_MAX, SpaceCreateRequest } from '@framecast/contract';
import { Alert, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSpaceName } from '../../../shared/spaces/name';
import { localizeMessage } from '../../../shared/i18n/localize';
import { managesAllFiles } from '../../../shared/spaces/roles';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import { readProfilePhoto } from '../../../shared/upload/read-photo';
import { useSaveSpaceInfo } from '../api/save-space-info';
import { spaceNameInputProps } from '../name-error';
import { InviteLinkCard } from './InviteLinkCard';
import { SettingsCard } from '../../../shared/ui/SettingsCard';
import { SpaceAvatar } from './SpaceAvatar';

/** The "Basic settings" tab: the space's photo and name, and its invitation link. */
export function BasicSettings({ space }: { space: SpaceItem }) {
  const { t } = useTranslation();
  const nameOf = useSpaceName();
  const save = useSaveSpaceInfo();
  const [uploading, setUploading] = useState(false);
  const canEdit = managesAllFiles(space.role);
  const form = useForm({ initialValues: { name: nameOf(space) }, validate: schemaResolver(SpaceCreateRequest, { sync: true }) });

  const onPhoto = async (file: File | null) => {
    if (!file) return;
    const result = await readProfilePhoto(file);
    if (!result.ok) {
      toastError(localizeMessage(result.message, undefined, result.i18n));
      return;
    }
    setUploading(true);
    save.mutate(
      { unique_id: space.unique_id, photo: result.dataUrl },
      { onSuccess: () => toastSuccess(t('spaces.basic.photoSaved')), onSettled: () => setUploading(false) },
    );
  };

  const onName = form.onSubmit(({ name }) => {
    save.mutate(
      { unique_id: space.unique_id, name: name.trim() },
      {
        onSuccess: (saved) => {
          form.resetDirty({ name: saved.name });
          toastSuccess(t('spaces.basic.nameSaved'));
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      {!canEdit && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="space-basic-readonly">
          {t('spaces.basic.readOnly')}
        </Alert>
      )}
      <SettingsCard title={t('spaces.basic.profileTitle')} description={t('spaces.basic.profileHint')} testId="space-basic">
        <Group align="center" gap="lg" wrap="wrap">
          <SpaceAvatar name={nameOf(space)} photo={space.photo_url} size={88} radius={20} data-testid="space-photo" />
          {canEdit && (
            <Stack gap={6}>
              <FileButton onChange={(f) => void onPhoto(f)} accept={acceptFor('profile_photo')}>
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading} data-testid="space-photo-upload">
                    {t('spaces.basic.photoUpload')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                PNG · JPG · WebP · ≤ 2 MB · 1:1
              </Text>
            </Stack>
          )}
        </Group>
        <form onSubmit={onName} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('spaces.name.label')}
              flex={1}
              maxLength={SPACE_NAME_MAX}
              readOnly={!canEdit || space.personal}
              description={space.personal ? t('spaces.basic.personalName') : undefined}
              data-testid="space-name"
              {...spaceNameInputProps(form, 'name')}
            />
            {canEdit && !space.personal && (
              <Button type="submit" mt={25} loading={save.isPending && !uploading} disabled={!form.isDirty()} data-testid="space-name-save">
                {t('common.save')}
              </Button>
            )}
          </Group>
        </form>
      </SettingsCard>
      {!space.personal && canEdit && <InviteLinkCard space={space} />}
    </Stack>
  );
}
