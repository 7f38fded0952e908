import type { InvitableRole } from '@framecast/contract';
import { ActionIcon, Avatar, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { mayChangeMember } from '../../../shared/spaces/roles';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useChangeRole } from '../api/change-role';
import { useRemoveMember } from '../api/remove-member';
import { INVITABLE_ROLES } from '../roles';
import type { SpaceMember } from '../types';
import classes from './MembersTable.module.css';

/**
 * The members of a space: photo, nickname, email and role. A role selector and a remove button appear
 * only on the rows the viewer may change (the owner: everyone but themself; an admin: collaborators;
 * a collaborator: nobody). Nobody changes the owner.
 */
export function MembersTable({ space, members }: { space: SpaceItem; members: SpaceMember[] }) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<SpaceMember | null>(null);
  const may = (m: SpaceMember) => !m.is_me && !space.personal && mayChangeMember(space.role, m.role);

  return (
    <>
      <Stack gap={0} component="ul" aria-label={t('spaces.members.title')} className={classes.list} data-testid="space-members">
        {members.map((m) => (
          <li key={m.user_id} className={classes.row} data-testid={`space-member-${m.email}`}>
            <Group gap="sm" wrap="nowrap" className={classes.who}>
              <Avatar src={m.avatar_url} alt="" radius="xl" size={36} color="brand">
                {(m.nickname || m.email).slice(0, 1).toUpperCase()}
              </Avatar>
              <div className={classes.names}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {m.nickname}
                  </Text>
                  {m.is_me && (
                    <Badge size="xs" variant="light" color="gray" className={classes.keep}>
                      {t('spaces.members.you')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {m.email}
                </Text>
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap" className={classes.controls}>
              {may(m) ? (
                <Select
                  size="xs"
                  w={150}
                  aria-label={t('spaces.members.roleOf', { name: m.nickname || m.email })}
                  value={m.role_name}
                  data={INVITABLE_ROLES.map((value) => ({ value, label: t(`spaces.roles.${value}`) }))}
                  allowDeselect={false}
                  disabled={changeRole.isPending}
                  onChange={(value) => {
                    if (!value || value === m.role_name) return;
                    changeRole.mutate(
                      { unique_id: space.unique_id, user_id: m.user_id, role: value as InvitableRole },
                      {
                        onSuccess: (saved) =>
                          toastSuccess(t('spaces.members.roleChanged', { name: saved.nickname, role: t(`spaces.roles.${saved.role_name}`) })),
                      },
                    );
                  }}
                  data-testid={`space-member-role-${m.email}`}
                />
              ) : (
                <Badge variant={m.role_name === 'owner' ? 'filled' : 'light'} className={classes.keep} data-testid={`space-member-badge-${m.email}`}>
                  {t(`spaces.roles.${m.role_name}`)}
                </Badge>
              )}
              {may(m) && (
                <Tooltip label={t('spaces.members.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(m)}
                    aria-label={t('spaces.members.removeNamed', { name: m.nickname || m.email })}
                    data-testid={`space-member-remove-${m.email}`}
                  >
                    <IconUserMinus size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </li>
        ))}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t('spaces.members.removeTitle')}
        message={t('spaces.members.removeText', { name: removing?.nickname || removing?.email || '' })}
        confirmLabel={t('spaces.members.remove')}
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { unique_id: space.unique_id, user_id: removing.user_id },
            {
              onSuccess: () => {
                toastSuccess(t('spaces.members.removed', { name: removing.nickname || removing.email }));
                setRemoving(null);
              },
            },
          );
        }}
        testId="space-member-remove-dialog"
      />
    </>
  );
}
