import { Alert, Anchor, Center, Container, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUserAvatar, useUserAvatars } from '../../../shared/user-avatars/api';
import { AvatarMissing } from '../components/AvatarMissing';
import { PhotoAvatarForm } from '../components/PhotoAvatarForm';
import { TextAvatarForm } from '../components/TextAvatarForm';
import { avatarMessage } from '../messages';
import { type CreateMode, createModeOf, formFromLook } from '../options';

/**
 * /aigc-avatar/create: a new photo avatar, via text or from a photo; `?avatar=` makes more looks of one
 * (Generate Avatar Looks), `?avatar=&replace=` resubmits a failed look with its options (spec 000 §2.12).
 */
export default function CreatePhotoAvatarPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = createModeOf(params);
  const list = useUserAvatars({ scope: 'mine', kind: 'photo' });
  const target = useUserAvatar(asked.kind === 'new' ? null : asked.avatarId);
  const [how, setHow] = useState<'text' | 'photo'>(params.get('mode') === 'photo' ? 'photo' : 'text');

  if (asked.kind !== 'new' && (target.isError || (target.data && !target.data.can_manage))) {
    return <AvatarMissing message={t('avatars.create.notFound')} testId="create-not-found" />;
  }
  if (asked.kind !== 'new' && !target.data) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  const avatar = target.data;
  const failed = asked.kind === 'resubmit' ? avatar?.looks.find((l) => l.id === asked.lookId && l.status === 'failed') : undefined;
  // A look already resubmitted (or deleted) is gone: the page then simply makes more looks of the avatar.
  const mode: CreateMode = asked.kind === 'resubmit' && !failed ? { kind: 'looks', avatarId: asked.avatarId } : asked;
  const heading = { new: 'create.title', looks: 'create.titleLooks', resubmit: 'create.titleResubmit' }[mode.kind];
  const subtitle = { new: 'create.subtitle', looks: 'create.subtitleLooks', resubmit: 'create.subtitleResubmit' }[mode.kind];
  const back = avatar
    ? { to: `/photo-avatar-detail?id=${avatar.id}`, label: t('avatars.create.backToAvatar', { name: avatar.name }) }
    : { to: '/avatar', label: t('avatars.create.back') };

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={back.to} size="sm" c="dimmed" data-testid="create-back">
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {back.label}
          </Anchor>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t(`avatars.${heading}`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`avatars.${subtitle}`, { name: avatar?.name ?? '' })}
          </Text>
          {mode.kind === 'new' && (
            <Anchor component={Link} to="/photo-to-avatar" size="sm" data-testid="create-photo-to-avatar">
              {t('avatars.photoTo.link')}
            </Anchor>
          )}
        </Stack>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="create-failed-look">
            {t('avatars.create.failedLook', { error: avatarMessage(failed.error ?? t('avatars.look.failed')) })}
          </Alert>
        )}
        {mode.kind !== 'resubmit' && (
          <SegmentedControl
            aria-label={t('avatars.create.modesLabel')}
            value={how}
            onChange={(v) => setHow(v as 'text' | 'photo')}
            data={[
              { value: 'text', label: t('avatars.create.modes.text') },
              { value: 'photo', label: t('avatars.create.modes.photo') },
            ]}
            style={{ alignSelf: 'flex-start' }}
            data-testid="create-mode"
          />
        )}
        {how === 'photo' && mode.kind !== 'resubmit' ? (
          <PhotoAvatarForm mode={mode} list={list.data} />
        ) : (
          <TextAvatarForm key={failed?.id ?? mode.kind} mode={mode} initial={formFromLook(failed)} list={list.data} />
        )}
      </Stack>
    </Container>
  );
}
