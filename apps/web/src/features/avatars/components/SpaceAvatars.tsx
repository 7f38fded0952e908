import type { USER_AVATAR_KINDS } from '@framecast/contract';
import { Alert, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconShirt, IconStar, IconUserSquareRounded } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { useUpdateAvatar } from '../api';
import { usageText } from '../usage';
import classes from './AvatarCard.module.css';
import { UserAvatarCard } from './UserAvatarCard';

type Kind = Exclude<(typeof USER_AVATAR_KINDS)[number], 'custom'>;

/** Where each kind is made. */
const CREATE_PATH: Record<Kind, string> = { photo: '/aigc-avatar/create', product: '/product-avatar' };

/**
 * One tab of the Avatars page: the space's avatars of a kind (custom ones have their own tab, CustomAvatars),
 * with what the plan allows (photo and product avatars share one allowance) and the way to make another.
 */
export function SpaceAvatars({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [favorites, setFavorites] = useState(false);
  const list = useUserAvatars({ scope: 'mine', kind, ...(favorites ? { favorites: '1' } : {}) });
  const star = useUpdateAvatar();
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md" data-testid={`avatars-${kind}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(`avatars.${kind}.hint`)}
          </Text>
          {list.data && (
            <Text size="sm" fw={500} data-testid="avatars-usage">
              {usageText(list.data.usage)}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          <Switch
            size="sm"
            label={t('avatars.photo.favoritesOnly')}
            checked={favorites}
            onChange={(e) => setFavorites(e.currentTarget.checked)}
            data-testid="avatars-favorites"
          />
          <Button
            component={Link}
            to={CREATE_PATH[kind]}
            leftSection={<IconPlus size={16} />}
            data-testid={kind === 'photo' ? 'avatars-create' : `avatars-create-${kind}`}
          >
            {t(`avatars.${kind}.create`)}
          </Button>
        </Group>
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
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid={kind === 'photo' ? 'avatars-empty' : `avatars-${kind}-empty`}>
          {favorites ? (
            <IconStar size={32} stroke={1.5} />
          ) : kind === 'product' ? (
            <IconShirt size={32} stroke={1.5} />
          ) : (
            <IconUserSquareRounded size={32} stroke={1.5} />
          )}
          <Text size="sm" ta="center" maw={380}>
            {t(favorites ? `avatars.${kind}.noFavorites` : `avatars.${kind}.empty`)}
          </Text>
        </Stack>
      ) : (
        <div className={classes.grid} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((a) => (
            <UserAvatarCard
              key={a.id}
              avatar={a}
              expectedSeconds={list.data?.expected_seconds ?? 0}
              onStar={(favorite) => star.mutate({ id: a.id, favorite })}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}
