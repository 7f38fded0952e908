import type { UserAvatar } from '@framecast/contract';
import { Alert, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconUserScan, IconUserSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { userAvatarsQuery } from '../../../shared/user-avatars/api';
import classes from './AvatarCard.module.css';

/** Spec 000 §4: a custom avatar is asked about every 3 seconds while its consent is checked or its footage processed. */
const POLL_MS = 3000;
const busy = (a: UserAvatar) => a.custom?.status === 'consent_checking' || a.custom?.status === 'processing';
const COLOR = { consent_checking: 'blue', processing: 'violet', manual_review: 'yellow', consent_failed: 'red', failed: 'red', ready: 'teal' } as const;

/** The Custom tab of /avatar: the space's video avatars with their state, and Create video avatar. */
export function CustomAvatars() {
  const { t } = useTranslation();
  const params = { scope: 'mine', kind: 'custom' } as const;
  const list = useQuery({
    ...userAvatarsQuery(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(busy) ? POLL_MS : false),
  });
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md" data-testid="avatars-custom">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('customAvatar.tab.hint')}
        </Text>
        <Button component={Link} to="/create-custom-avatar" leftSection={<IconPlus size={16} />} data-testid="avatars-create-custom">
          {t('customAvatar.tab.create')}
        </Button>
      </Group>
      {list.isError && !list.data ? (
        <Alert color="red" variant="light">
          {t('avatars.loadError')}
        </Alert>
      ) : list.isPending ? (
        <div className={classes.grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={280} radius="md" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="avatars-custom-empty">
          <IconUserScan size={32} stroke={1.5} />
          <Text size="sm" ta="center" maw={420}>
            {t('customAvatar.tab.empty')}
          </Text>
        </Stack>
      ) : (
        <div className={classes.grid}>
          {items.map((a) => (
            <CustomAvatarCard key={a.id} avatar={a} />
          ))}
        </div>
      )}
    </Stack>
  );
}

function CustomAvatarCard({ avatar }: { avatar: UserAvatar }) {
  const { t } = useTranslation();
  const status = avatar.custom?.status ?? 'failed';
  const look = avatar.looks.find((l) => l.status === 'ready');
  const working = busy(avatar);
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid={`custom-avatar-${avatar.id}`} data-status={status}>
      <Link to={`/create-custom-avatar?id=${avatar.id}`} className={classes.media} aria-label={t('customAvatar.tab.open', { name: avatar.name })}>
        {look?.image_url ? (
          <img src={look.image_url} alt="" loading="lazy" />
        ) : working ? (
          <Loader size="sm" />
        ) : status === 'manual_review' ? (
          <IconUserSearch size={36} stroke={1.3} />
        ) : status === 'ready' ? (
          <IconUserScan size={40} stroke={1.2} />
        ) : (
          <IconAlertTriangle size={32} stroke={1.4} color="var(--mantine-color-red-7)" />
        )}
      </Link>
      <div className={classes.body}>
        <Text size="sm" fw={650} truncate title={avatar.name}>
          {avatar.name}
        </Text>
        <Badge size="sm" variant="light" color={COLOR[status]} style={{ alignSelf: 'flex-start' }} data-testid="custom-avatar-status">
          {t(`customAvatar.status.${status}.label`)}
        </Badge>
        {status !== 'ready' && (
          <Text size="xs" c="dimmed" lineClamp={3}>
            {t(`customAvatar.status.${status}.detail`)}
          </Text>
        )}
      </div>
    </Paper>
  );
}
