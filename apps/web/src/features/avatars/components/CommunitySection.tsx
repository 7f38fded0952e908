import { Alert, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { useUserAvatars } from '../../../shared/user-avatars/api';
import { useUpdateAvatar } from '../api';
import classes from './AvatarCard.module.css';
import { UserAvatarCard } from './UserAvatarCard';

/** Avatars others on this server share with everyone; opening one shows its looks to use in a video. */
export function CommunitySection() {
  const { t } = useTranslation();
  const list = useUserAvatars({ scope: 'community' });
  const items = list.data?.items ?? [];
  // A star is the caller's own, so others' shared avatars can be starred too.
  const star = useUpdateAvatar();
  return (
    <Section title={t('avatars.community.title')} hint={t('avatars.community.hint')} testId="avatars-community">
      {list.isError && !list.data ? (
        <Alert color="red" variant="light">
          {t('avatars.loadError')}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="community-empty">
          {t('avatars.community.empty')}
        </Text>
      ) : (
        <div className={classes.grid}>
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
    </Section>
  );
}
