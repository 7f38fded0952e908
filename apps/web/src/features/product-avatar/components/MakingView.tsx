import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { durationText } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUserAvatar } from '../../../shared/user-avatars/api';
import { productMessage } from '../messages';

interface Props {
  avatarId: string;
  lookId: string;
  expectedSeconds: number | undefined;
  /** Back to the placement, everything as it was (after a failed look). */
  onBack: () => void;
}

/** After Create: the new look is made; once ready the avatar's page opens, once failed the reason shows. */
export function MakingView({ avatarId, lookId, expectedSeconds, onBack }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const avatar = useUserAvatar(avatarId);
  const look = avatar.data?.looks.find((l) => l.id === lookId);
  const status = look?.status ?? 'generating';
  const detail = `/photo-avatar-detail?id=${avatarId}`;

  useEffect(() => {
    if (status === 'ready') navigate(detail, { replace: true });
  }, [status, navigate, detail]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="product-making" data-status={status}>
      {status === 'failed' ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('productAvatar.making.failed')} data-testid="making-failed">
            {productMessage(look?.error ?? t('productAvatar.making.failed'))}
          </Alert>
          <Group gap="sm">
            <Button leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="making-back">
              {t('productAvatar.making.back')}
            </Button>
            <Button component={Link} to={detail} variant="default">
              {t('productAvatar.making.open')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Center>
          <Stack gap="sm" align="center" ta="center" maw={460}>
            <Loader />
            <Title order={2} fz="lg">
              {t('productAvatar.making.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {expectedSeconds ? t('productAvatar.making.expected', { time: durationText(expectedSeconds) }) : t('productAvatar.making.text')}
            </Text>
            <Anchor component={Link} to="/avatar?tab=product" size="sm" data-testid="making-tab">
              {t('productAvatar.making.tab')}
            </Anchor>
          </Stack>
        </Center>
      )}
    </Paper>
  );
}
