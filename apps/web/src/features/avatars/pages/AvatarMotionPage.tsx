import { ErrorCode, MOTION_MODELS, MOTION_PROMPT_MAX, type UserAvatar } from '@framecast/contract';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { useUserAvatar, useUserAvatars } from '../../../shared/user-avatars/api';
import { useAvatarMotion } from '../api';
import { AvatarMissing } from '../components/AvatarMissing';
import classes from '../components/AvatarCard.module.css';
import { avatarMessage } from '../messages';
import { canMove, negativePromptAllowed } from '../options';
import { failureOf } from '../../../shared/api/failure';

type Model = (typeof MOTION_MODELS)[number];

/** /aigc-avatar/motion?avatar=&look=: a photo look given motion (spec 000 §2.5; 001 §9 costs). */
export default function AvatarMotionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useUserAvatar(params.get('avatar'));
  if ((detail.isError && !detail.data) || !params.get('avatar')) return <AvatarMissing message={t('avatars.detail.notFound')} testId="avatar-missing" />;
  if (!detail.data) {
    return (
      <Center py="xl" mih={240}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <MotionForm avatar={detail.data} initialLook={params.get('look')} />;
}

function MotionForm({ avatar, initialLook }: { avatar: UserAvatar; initialLook: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cost = useUserAvatars({ scope: 'mine', kind: 'photo' }).data?.usage.motion_cost;
  const looks = avatar.looks.filter(canMove);
  const [lookId, setLookId] = useState(looks.find((l) => l.id === initialLook)?.id ?? looks[0]?.id ?? null);
  const [model, setModel] = useState<Model>('motion_2');
  const [prompt, setPrompt] = useState('');
  const [negative, setNegative] = useState('');
  const [failure, setFailure] = useState<{ code: number; message: string } | null>(null);
  const motion = useAvatarMotion();
  const negativeOn = negativePromptAllowed(model);

  const submit = () => {
    if (!lookId) return;
    setFailure(null);
    motion.mutate(
      { look_id: lookId, motion: model, prompt, negative_prompt: negativeOn ? negative : '' },
      { onSuccess: () => navigate(`/photo-avatar-detail?id=${avatar.id}`), onError: (err) => setFailure(failureOf(err, avatarMessage)) },
    );
  };

  return (
    <Container size={880} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/photo-avatar-detail?id=${avatar.id}`} size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {t('avatars.motion.back', { name: avatar.name })}
          </Anchor>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('avatars.motion.title')}
          </Title>
          <Text c="dimmed">{t('avatars.motion.subtitle', { name: avatar.name })}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <div>
              <Text fw={600}>{t('avatars.motion.choose')}</Text>
              <Text size="sm" c="dimmed">
                {t('avatars.motion.chooseHint')}
              </Text>
            </div>
            {looks.length === 0 ? (
              <Alert color="gray" variant="light" data-testid="motion-no-looks">
                {t('avatars.motion.noLooks')}
              </Alert>
            ) : (
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" role="radiogroup" aria-label={t('avatars.motion.choose')}>
                {looks.map((l) => (
                  <UnstyledButton
                    key={l.id}
                    role="radio"
                    aria-checked={l.id === lookId}
                    aria-label={l.name}
                    onClick={() => setLookId(l.id)}
                    className={classes.media}
                    style={{ borderRadius: 10, outline: l.id === lookId ? '3px solid var(--mantine-color-brand-6)' : '1px solid var(--mantine-color-gray-3)' }}
                    data-testid={`motion-look-${l.id}`}
                  >
                    {l.image_url && <img src={l.image_url} alt="" />}
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            )}
            <div>
              <Text fw={600} size="sm" mb={6} id="motion-model">
                {t('avatars.motion.model')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="motion-model"
                value={model}
                onChange={(v) => setModel(v as Model)}
                data={MOTION_MODELS.map((m) => ({ value: m, label: t(`avatars.options.motions.${m}`) }))}
                data-testid="motion-model"
              />
            </div>
            <Textarea
              label={t('avatars.motion.prompt')}
              placeholder={t('avatars.motion.promptPlaceholder')}
              value={prompt}
              onChange={(e) => setPrompt(e.currentTarget.value)}
              maxLength={MOTION_PROMPT_MAX}
              autosize
              minRows={2}
              data-testid="motion-prompt"
            />
            <Textarea
              label={t('avatars.options.negative')}
              placeholder={t('avatars.motion.negativePlaceholder')}
              description={negativeOn ? undefined : t('avatars.options.negativeUnsupported')}
              value={negativeOn ? negative : ''}
              onChange={(e) => setNegative(e.currentTarget.value)}
              disabled={!negativeOn}
              maxLength={MOTION_PROMPT_MAX}
              autosize
              minRows={1}
              data-testid="motion-negative"
            />
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="motion-local">
              {t('avatars.motion.local')}
            </Alert>
            {failure?.code === ErrorCode.INSUFFICIENT_CREDITS ? (
              <LimitAlert message={failure.message} upgradeLabel={t('avatars.create.upgrade')} source="photo-avatar-motion" testId="motion-credits" />
            ) : (
              failure && (
                <Alert color="red" variant="light" data-testid="motion-error">
                  {failure.message}
                </Alert>
              )
            )}
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" data-testid="motion-cost">
                {cost !== undefined ? t('avatars.motion.cost', { count: cost }) : ''}
              </Text>
              <Button onClick={submit} loading={motion.isPending} disabled={!lookId} data-testid="motion-submit">
                {t('avatars.motion.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
