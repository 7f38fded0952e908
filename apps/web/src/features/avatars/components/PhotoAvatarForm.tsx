import { PHOTO_AVATAR_EXPECTED_SECONDS, type UserAvatarListData } from '@framecast/contract';
import { Grid } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhotoField } from '../../../shared/photo/PhotoField';
import type { PhotoPart } from '../../../shared/photo/photo-faces';
import { useAvatarFromPhoto } from '../api';
import { avatarMessage } from '../messages';
import { AvatarNameField, avatarNameProblem } from './AvatarNameField';
import type { CreateMode } from '../options';
import { CreateSummary, type Failure } from './CreateSummary';
import { failureOf } from '../../../shared/api/failure';

interface Props {
  /** A new avatar, or one more look of an avatar (a resubmit is made from text only). */
  mode: Exclude<CreateMode, { kind: 'resubmit' }>;
  list: UserAvatarListData | undefined;
}

const NO_PHOTO: PhotoPart = { photo: null, photoAspect: null, face: null };

/** Upload a photo: a portrait under the photo upload rule, with one face, becomes the avatar's look. */
export function PhotoAvatarForm({ mode, list }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromPhoto = useAvatarFromPhoto();
  const [photo, setPhoto] = useState<PhotoPart>(NO_PHOTO);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; photo?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = {
      name: mode.kind === 'new' ? avatarNameProblem(name) : undefined,
      photo: photo.photo ? undefined : t('avatars.errors.photo'),
    };
    setErrors(found);
    if (found.name || !photo.photo) return;
    try {
      const avatar = await fromPhoto.mutateAsync(
        mode.kind === 'new' ? { name: name.trim(), asset_id: photo.photo } : { avatar_id: mode.avatarId, asset_id: photo.photo },
      );
      navigate(`/photo-avatar-detail?id=${avatar.id}`);
    } catch (err) {
      setFailure(failureOf(err, avatarMessage));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="photo-avatar-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PhotoField
            value={photo}
            error={errors.photo ?? null}
            onChange={(next) => (setPhoto(next), setErrors((e) => ({ ...e, photo: undefined })), setFailure(null))}
            onMeasured={(patch) => setPhoto((p) => ({ ...p, ...patch }))}
            heading={{ title: t('avatars.create.photoTitle'), hint: t('avatars.create.photoHint') }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CreateSummary
            usage={list?.usage}
            expectedSeconds={list?.expected_seconds ?? PHOTO_AVATAR_EXPECTED_SECONDS}
            failure={failure}
            submitLabel={t(mode.kind === 'new' ? 'avatars.create.submitPhoto' : 'avatars.create.submitPhotoLook')}
            submitting={fromPhoto.isPending}
            free={mode.kind !== 'new'}
          >
            {mode.kind === 'new' && (
              <AvatarNameField value={name} error={errors.name} onChange={(v) => (setName(v), setErrors((x) => ({ ...x, name: undefined })))} />
            )}
          </CreateSummary>
        </Grid.Col>
      </Grid>
    </form>
  );
}
