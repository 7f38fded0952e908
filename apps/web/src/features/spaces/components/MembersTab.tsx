import { Alert, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { managesAllFiles } from '../../../shared/spaces/roles';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { useSpaceMembers } from '../../../shared/spaces/space-members';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { PendingInvitations } from './PendingInvitations';
import { SettingsCard } from '../../../shared/ui/SettingsCard';
import { SpaceDangerZone } from './SpaceDangerZone';

/** The "Members" tab: seat use, the invitation form (owner and admins), members, pending invitations, leave or delete. */
export function MembersTab({ space }: { space: SpaceItem }) {
  const { t } = useTranslation();
  const members = useSpaceMembers(space.unique_id);
  const manages = managesAllFiles(space.role) && !space.personal;

  return (
    <Stack gap="lg">
      <SettingsCard
        title={t('spaces.members.title')}
        description={manages ? t('spaces.members.hintManager') : space.personal ? undefined : t('spaces.members.hintMember')}
        testId="space-members-card"
      >
        {members.isError ? (
          <Alert color="red" variant="light" data-testid="space-members-error">
            {members.error.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void members.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !members.data ? (
          <Skeleton h={160} radius="md" />
        ) : (
          <>
            <div>
              <Group justify="space-between" mb={6}>
                <Text size="sm" fw={600}>
                  {t('spaces.members.seatsLabel')}
                </Text>
                <Text size="sm" c="dimmed" data-testid="space-seats">
                  {t('spaces.members.seats', { used: members.data.used, seats: members.data.seats })}
                </Text>
              </Group>
              <Progress
                value={members.data.seats > 0 ? Math.min(100, (members.data.used / members.data.seats) * 100) : 0}
                size="sm"
                aria-label={t('spaces.members.seatsLabel')}
              />
            </div>
            {manages && <InviteForm space={space} />}
            <MembersTable space={space} members={members.data.list} />
            <PendingInvitations invitations={members.data.invitations} />
          </>
        )}
      </SettingsCard>
      <SpaceDangerZone space={space} />
    </Stack>
  );
}
