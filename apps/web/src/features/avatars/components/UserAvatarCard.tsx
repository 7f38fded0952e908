import type { UserAvatar } from '@framecast/contract';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconStar, IconStarFilled, IconUserSquareRounded } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { avatarMessage } from '../messages';
import { coverLook, resubmitPath } from '../options';
import { expectedText } from '../usage';
import classes from './AvatarCard.module.css';

interface Props {
  avatar: UserAvatar;
  expectedSeconds: number;
  /** Starring is offered on the space's own avatars, not the community's. */
  onStar?: (favorite: boolean) => void;
}

/** One avatar of the space (or the community): its first ready look, name, number of looks, and how its newest looks are doing. */
export function UserAvatarCard({ avatar, expectedSeconds, onStar }: Props) {
  const { t } = useTranslation();
  const cover = coverLook(avatar);
  const generating = avatar.looks.some((l) => l.status === 'generating');
  const failed = avatar.looks.find((l) => l.status === 'failed');
  const detail = `/photo-avatar-detail?id=${avatar.id}`;

  return (
    <Paper withBorder radius="md" className={classes.card} data-testid={`user-avatar-${avatar.id}`} data-generating={generating || undefined}>
      <Link to={detail} className={classes.media} aria-label={t('avatars.card.open', { name: avatar.name })} data-testid="user-avatar-open">
        {cover?.image_url ? <img src={cover.image_url} alt="" loading="lazy" /> : !generating && <IconUserSquareRounded size={40} stroke={1.2} />}
        {generating && (
          <span className={classes.state} data-testid="user-avatar-generating">
            <Loader size="sm" />
            <Text size="sm" fw={600}>
              {t('avatars.look.generating')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('avatars.look.expected', { time: expectedText(expectedSeconds) })}
            </Text>
          </span>
        )}
      </Link>
      {onStar && (
        <ActionIcon
          className={classes.star}
          variant="subtle"
          radius="xl"
          color={avatar.favorite ? 'yellow' : 'gray'}
          onClick={() => onStar(!avatar.favorite)}
          aria-pressed={avatar.favorite}
          aria-label={t(avatar.favorite ? 'avatars.card.unstar' : 'avatars.card.star', { name: avatar.name })}
          data-testid="user-avatar-star"
        >
          {avatar.favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
        </ActionIcon>
      )}
      <div className={classes.body}>
        <Text size="sm" fw={650} truncate title={avatar.name} data-testid="user-avatar-name">
          {avatar.name}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed" data-testid="user-avatar-looks">
            {t('avatars.card.looks', { count: avatar.looks.length })}
          </Text>
          {avatar.community && (
            <Badge size="xs" variant="light" color="grape">
              {t('avatars.card.shared')}
            </Badge>
          )}
        </Group>
        {failed && !generating && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="user-avatar-failed">
            <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="red.8" lineClamp={3}>
              {avatarMessage(failed.error ?? t('avatars.look.failed'))}
            </Text>
          </Group>
        )}
        {failed?.options && avatar.can_manage && !generating && (
          <Button
            component={Link}
            to={resubmitPath(failed)}
            size="compact-xs"
            variant="light"
            leftSection={<IconRefresh size={12} />}
            data-testid="user-avatar-resubmit"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('avatars.look.resubmit')}
          </Button>
        )}
      </div>
    </Paper>
  );
}
