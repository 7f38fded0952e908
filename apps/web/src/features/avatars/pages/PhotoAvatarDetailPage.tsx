import { PHOTO_AVATAR_EXPECTED_SECONDS, type UserAvatar, type UserAvatarLook } from '@framecast/contract';
import { ActionIcon, Alert, Anchor, Button, Center, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconPackage, IconPhotoPlus, IconSparkles, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MediaPicker } from '../../../shared/media-picker/MediaPicker';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useUserAvatar, useUserAvatars } from '../../../shared/user-avatars/api';
import { useAvatarFromPhoto, useDeleteAvatar, useDeleteLook, useUpdateAvatar } from '../api';
import { AvatarMissing } from '../components/AvatarMissing';
import { AvatarSettings } from '../components/AvatarSettings';
import { LookTile } from '../components/LookTile';
import classes from '../components/AvatarCard.module.css';
import { avatarMessage } from '../messages';
import { failureOf } from '../../../shared/api/failure';

/** /photo-avatar-detail?id=: one avatar's looks and settings (spec 000 §2.12, §4 photo avatar states). */
export default function PhotoAvatarDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useUserAvatar(params.get('id'));

  if ((detail.isError && !detail.data) || !params.get('id')) {
    return <AvatarMissing message={t('avatars.detail.notFound')} testId="avatar-missing" />;
  }
  if (!detail.data) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <AvatarDetail key={detail.data.id} avatar={detail.data} />;
}

function AvatarDetail({ avatar }: { avatar: UserAvatar }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The list answers how long a look takes here (the detail does not carry it).
  const expected = useUserAvatars({ scope: 'mine', kind: 'photo' }).data?.expected_seconds ?? PHOTO_AVATAR_EXPECTED_SECONDS;
  const update = useUpdateAvatar();
  const removeLook = useDeleteLook();
  const removeAvatar = useDeleteAvatar();
  const fromPhoto = useAvatarFromPhoto();
  const [picking, setPicking] = useState(false);
  const [photoFailure, setPhotoFailure] = useState<string | null>(null);
  const [deletingLook, setDeletingLook] = useState<UserAvatarLook | null>(null);
  const [deletingAvatar, setDeletingAvatar] = useState(false);
  const manage = avatar.can_manage;

  const addPhoto = (assetId: string) => {
    setPhotoFailure(null);
    fromPhoto.mutate({ avatar_id: avatar.id, asset_id: assetId }, { onError: (err) => setPhotoFailure(failureOf(err, avatarMessage)?.message ?? null) });
  };
  const gone = () => {
    toastSuccess(t('avatars.detail.avatarDeleted', { name: avatar.name }));
    navigate(avatar.kind === 'photo' ? '/avatar' : `/avatar?tab=${avatar.kind}`, { replace: true });
  };

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={avatar.kind === 'photo' ? '/avatar' : `/avatar?tab=${avatar.kind}`} size="sm" c="dimmed" data-testid="detail-back">
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {t('avatars.detail.back')}
          </Anchor>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Title order={1} fz={{ base: 22, sm: 26 }} lineClamp={1} data-testid="detail-name">
                {avatar.name}
              </Title>
              {/* Stars are the caller's own: a teammate's or a community avatar can be starred too. */}
              <ActionIcon
                variant="subtle"
                radius="xl"
                size="lg"
                color={avatar.favorite ? 'yellow' : 'gray'}
                onClick={() => update.mutate({ id: avatar.id, favorite: !avatar.favorite })}
                aria-pressed={avatar.favorite}
                aria-label={t(avatar.favorite ? 'avatars.detail.unstar' : 'avatars.detail.star')}
                data-testid="detail-star"
              >
                {avatar.favorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
              </ActionIcon>
            </Group>
            {manage && avatar.kind === 'product' && (
              <Button component={Link} to={`/product-avatar?avatar_id=${avatar.id}`} leftSection={<IconPackage size={16} />} data-testid="detail-add-product">
                {t('avatars.detail.addProductLook')}
              </Button>
            )}
            {manage && avatar.kind === 'photo' && (
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconPhotoPlus size={16} />}
                  onClick={() => setPicking(true)}
                  loading={fromPhoto.isPending}
                  data-testid="detail-add-photo"
                >
                  {t('avatars.detail.addPhoto')}
                </Button>
                <Button component={Link} to={`/aigc-avatar/create?avatar=${avatar.id}`} leftSection={<IconSparkles size={16} />} data-testid="detail-generate">
                  {t('avatars.detail.generateLooks')}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
        {!manage && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="detail-read-only">
            {t('avatars.detail.readOnly')}
          </Alert>
        )}
        {photoFailure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            withCloseButton
            onClose={() => setPhotoFailure(null)}
            data-testid="detail-photo-error"
          >
            {photoFailure}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: manage ? 8 : 12 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
              <Stack gap="md">
                <Title order={2} fz={17}>
                  {t('avatars.detail.looks')}
                </Title>
                {!manage && avatar.description && <Text size="sm">{avatar.description}</Text>}
                <div className={classes.grid} data-testid="detail-looks">
                  {avatar.looks.map((look) => (
                    <LookTile key={look.id} look={look} expectedSeconds={expected} canManage={manage} onDelete={setDeletingLook} />
                  ))}
                </div>
              </Stack>
            </Paper>
          </Grid.Col>
          {manage && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <AvatarSettings avatar={avatar} onDelete={() => setDeletingAvatar(true)} />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        title={t('avatars.detail.addPhotoTitle')}
        kinds={['image']}
        tool="photo"
        onPick={(a) => addPhoto(a.id)}
      />
      <ConfirmModal
        opened={deletingLook !== null}
        title={t('avatars.detail.deleteLookTitle')}
        message={avatar.looks.length <= 1 ? t('avatars.detail.deleteLastMessage', { name: avatar.name }) : t('avatars.detail.deleteLookMessage')}
        confirmLabel={t('avatars.detail.deleteLook')}
        loading={removeLook.isPending}
        onClose={() => setDeletingLook(null)}
        onConfirm={() =>
          deletingLook &&
          removeLook.mutate(deletingLook, {
            onSuccess: (data) => (data.avatar_deleted ? gone() : toastSuccess(t('avatars.detail.lookDeleted'))),
            onSettled: () => setDeletingLook(null),
          })
        }
        testId="look-delete-confirm"
      />
      <ConfirmModal
        opened={deletingAvatar}
        title={t('avatars.detail.deleteAvatarTitle')}
        message={t('avatars.detail.deleteAvatarMessage', { name: avatar.name })}
        confirmLabel={t('avatars.detail.deleteAvatar')}
        loading={removeAvatar.isPending}
        onClose={() => setDeletingAvatar(false)}
        onConfirm={() => removeAvatar.mutate(avatar.id, { onSuccess: gone, onSettled: () => setDeletingAvatar(false) })}
        testId="avatar-delete-confirm"
      />
    </Container>
  );
}
