import {
  PHOTO_AVATAR_EXPECTED_SECONDS,
  TTA_BACKGROUNDS,
  TTA_DETAIL_MAX,
  TTA_EMOTIONS,
  TTA_IMAGES_MAX,
  TTA_POSES,
  TextToAvatarOptions,
} from '@framecast/contract';
import { Alert, Anchor, Container, Grid, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhotoField } from '../../../shared/photo/PhotoField';
import type { PhotoPart } from '../../../shared/photo/photo-faces';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { useGenerateAvatar } from '../api';
import { CreateSummary, type Failure } from '../components/CreateSummary';
import { avatarMessage } from '../messages';
import { AvatarNameField, avatarNameProblem } from '../components/AvatarNameField';
import { failureOf } from '../../../shared/api/failure';

const NO_PHOTO: PhotoPart = { photo: null, photoAspect: null, face: null };
type Drawn = 'anime' | 'cartoon';

/**
 * /photo-to-avatar: a portrait becomes a drawn avatar of its person — the server reads gender, age, skin
 * and hair colour from the face, and the chosen style, room, pose and emotion do the rest (spec 000 §2.5, §2.12).
 */
export default function PhotoToAvatarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUserAvatars({ scope: 'mine', kind: 'photo' });
  const generate = useGenerateAvatar();
  const [photo, setPhoto] = useState<PhotoPart>(NO_PHOTO);
  const [name, setName] = useState('');
  const [style, setStyle] = useState<Drawn>('cartoon');
  const [background, setBackground] = useState<(typeof TTA_BACKGROUNDS)[number]>('studio');
  const [pose, setPose] = useState<(typeof TTA_POSES)[number]>('standing');
  const [emotion, setEmotion] = useState<(typeof TTA_EMOTIONS)[number]>('smile');
  const [count, setCount] = useState(2);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; photo?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = {
      name: avatarNameProblem(name),
      photo: photo.photo ? undefined : t('avatars.errors.photo'),
    };
    setErrors(found);
    if (found.name || !photo.photo) return;
    try {
      const options = TextToAvatarOptions.parse({ style, background, pose, emotion, count, detail });
      const avatar = await generate.mutateAsync({ name: name.trim(), photo_id: photo.photo, options });
      navigate(`/photo-avatar-detail?id=${avatar.id}`);
    } catch (err) {
      setFailure(failureOf(err, avatarMessage));
    }
  };
  const choice = <T extends string>(values: readonly T[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/avatar" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {t('avatars.create.back')}
          </Anchor>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('avatars.photoTo.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('avatars.photoTo.subtitle')}
          </Text>
        </Stack>
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="photo-to-avatar-form">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <PhotoField
                  value={photo}
                  error={errors.photo ?? null}
                  onChange={(next) => (setPhoto(next), setErrors((e) => ({ ...e, photo: undefined })), setFailure(null))}
                  onMeasured={(patch) => setPhoto((p) => ({ ...p, ...patch }))}
                  heading={{ title: t('avatars.photoTo.photoTitle'), hint: t('avatars.photoTo.photoHint') }}
                />
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="md">
                    <div>
                      <Text fw={600} size="sm" mb={6} id="photo-to-style">
                        {t('avatars.options.style')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="photo-to-style"
                        value={style}
                        onChange={(v) => setStyle(v as Drawn)}
                        data={choice(['cartoon', 'anime'] as const, 'avatars.options.styles')}
                        data-testid="photo-to-style"
                      />
                    </div>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                      <Select
                        label={t('avatars.options.background')}
                        data={choice(TTA_BACKGROUNDS, 'avatars.options.backgrounds')}
                        value={background}
                        onChange={(v) => v && setBackground(v as typeof background)}
                        allowDeselect={false}
                      />
                      <Select
                        label={t('avatars.options.pose')}
                        data={choice(TTA_POSES, 'avatars.options.poses')}
                        value={pose}
                        onChange={(v) => v && setPose(v as typeof pose)}
                        allowDeselect={false}
                      />
                      <Select
                        label={t('avatars.options.emotion')}
                        data={choice(TTA_EMOTIONS, 'avatars.options.emotions')}
                        value={emotion}
                        onChange={(v) => v && setEmotion(v as typeof emotion)}
                        allowDeselect={false}
                      />
                    </SimpleGrid>
                    <NumberInput
                      label={t('avatars.options.count')}
                      description={t('avatars.options.countHint')}
                      min={1}
                      max={TTA_IMAGES_MAX}
                      value={count}
                      onChange={(v) => setCount(Math.min(TTA_IMAGES_MAX, Math.max(1, Number(v) || 1)))}
                      w={200}
                      data-testid="photo-to-count"
                    />
                    <Textarea
                      label={t('avatars.photoTo.detail')}
                      placeholder={t('avatars.options.detailPlaceholder')}
                      value={detail}
                      onChange={(e) => setDetail(e.currentTarget.value)}
                      maxLength={TTA_DETAIL_MAX}
                      autosize
                      minRows={2}
                    />
                    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                      {t('avatars.photoTo.local')}
                    </Alert>
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CreateSummary
                usage={list.data?.usage}
                expectedSeconds={list.data?.expected_seconds ?? PHOTO_AVATAR_EXPECTED_SECONDS}
                failure={failure}
                submitLabel={t('avatars.photoTo.submit')}
                submitting={generate.isPending}
              >
                <AvatarNameField value={name} error={errors.name} onChange={(v) => (setName(v), setErrors((x) => ({ ...x, name: undefined })))} />
              </CreateSummary>
            </Grid.Col>
          </Grid>
        </form>
      </Stack>
    </Container>
  );
}
