import type { UserAvatarLook } from '@framecast/contract';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconMovie, IconRefresh, IconTrash, IconWalk } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { avatarMessage } from '../messages';
import { canMove, motionPath, resubmitPath, videoPathFor } from '../options';
import { expectedText } from '../usage';
import classes from './AvatarCard.module.css';

interface Props {
  look: UserAvatarLook;
  expectedSeconds: number;
  canManage: boolean;
  onDelete: (look: UserAvatarLook) => void;
}

/** One look of an avatar: its picture once ready (to use in a video), a spinner while generating, the reason once failed. */
export function LookTile({ look, expectedSeconds, canManage, onDelete }: Props) {
  const { t } = useTranslation();
  const label =
    look.source === 'motion' && look.motion_model
      ? t(`avatars.options.motions.${look.motion_model}`)
      : look.source === 'photo'
        ? t('avatars.look.fromPhoto')
        : look.source === 'video'
          ? t('avatars.look.fromVideo')
          : look.source === 'product'
            ? t('avatars.look.withProduct')
            : t(`avatars.look.styles.${look.style}`);
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid={`look-${look.id}`} data-status={look.status}>
      <div className={classes.media}>
        {look.status === 'ready' && look.preview_url ? (
          // A motion look or a video avatar shows its clip; the picture is its poster until it plays.
          <video
            src={look.preview_url}
            poster={look.image_url ?? undefined}
            controls
            playsInline
            preload="none"
            aria-label={look.name}
            data-testid="look-clip"
          />
        ) : (
          look.status === 'ready' && look.image_url && <img src={look.image_url} alt={look.name} loading="lazy" />
        )}
        {look.status === 'generating' && (
          <span className={classes.state} data-testid="look-generating">
            <Loader size="sm" />
            <Text size="sm" fw={600}>
              {t('avatars.look.generating')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('avatars.look.expected', { time: expectedText(expectedSeconds) })}
            </Text>
          </span>
        )}
        {look.status === 'failed' && (
          <span className={classes.state} data-testid="look-failed">
            <IconAlertTriangle size={24} color="var(--mantine-color-red-7)" />
            <Text size="xs" c="red.8" data-testid="look-error">
              {avatarMessage(look.error ?? t('avatars.look.failed'))}
            </Text>
          </span>
        )}
      </div>
      <div className={classes.body}>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Badge size="xs" variant="light" color={look.status === 'failed' ? 'red' : look.status === 'generating' ? 'blue' : 'teal'}>
            {look.status === 'failed' ? t('avatars.look.failed') : label}
          </Badge>
          {canManage && (
            <Tooltip label={t('avatars.detail.deleteLook')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onDelete(look)}
                disabled={look.status === 'generating'}
                aria-label={t('avatars.detail.deleteLookNamed', { name: look.name })}
                data-testid="look-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {look.status === 'ready' && (
          <Button component={Link} to={videoPathFor(look.ref)} size="compact-sm" variant="light" leftSection={<IconMovie size={14} />} data-testid="look-use">
            {t('avatars.detail.useInVideo')}
          </Button>
        )}
        {canManage && canMove(look) && (
          <Button component={Link} to={motionPath(look)} size="compact-sm" variant="subtle" leftSection={<IconWalk size={14} />} data-testid="look-motion">
            {t('avatars.detail.addMotion')}
          </Button>
        )}
        {look.status === 'failed' && look.options && canManage && (
          <Button
            component={Link}
            to={resubmitPath(look)}
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            data-testid="look-resubmit"
          >
            {t('avatars.look.resubmit')}
          </Button>
        )}
      </div>
    </Paper>
  );
}
