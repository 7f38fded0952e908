import { Plan } from '@framecast/contract';
import { Group, Loader, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus, IconSelector, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSpaceName } from '../../../shared/spaces/name';
import { type SpaceItem, useSpaces } from '../../../shared/spaces/space-list';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSwitchSpace } from '../api/switch-space';
import { CreateSpaceDialog } from './CreateSpaceDialog';
import classes from './SpaceSwitcher.module.css';
import { SpaceAvatar } from './SpaceAvatar';

/** "Owner" / "Personal space" / "Collaborator · plan expired" under a space's name. */
function useRoleLine() {
  const { t } = useTranslation();
  return (space: SpaceItem) => {
    const role = space.personal ? t('spaces.personal') : t(`spaces.roles.${space.role_name}`);
    return space.plan_expired ? `${role} · ${t('spaces.switcher.expired')}` : role;
  };
}

/**
 * The sidebar's space switcher (also in the phone menu): the space the member works in, the others with
 * their role, "Create space" on a Team plan and the way to the space's settings. Choosing a space moves
 * the member there on the server, and every page then loads again for it. A free trial has no spaces.
 */
export default function SpaceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const spaces = useSpaces();
  const switcher = useSwitchSpace();
  const roleLine = useRoleLine();
  const nameOf = useSpaceName();
  const [creating, setCreating] = useState(false);

  if (!user || user.status === 'guest' || spaces.isError) return null;
  const list = spaces.data?.list ?? [];
  const current = list.find((s) => s.now_here) ?? list.find((s) => s.personal);
  if (!current) return <Skeleton h={52} radius="md" />;

  const choose = (space: SpaceItem) => {
    if (space.now_here) return;
    switcher.mutate({ unique_id: space.unique_id }, { onSuccess: () => toastSuccess(t('spaces.switcher.switched', { name: nameOf(space) })) });
  };

  return (
    <>
      <Menu position="bottom-start" width={260} shadow="lg" withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.target} aria-label={t('spaces.switcher.label', { name: nameOf(current) })} data-testid="space-switcher">
            <Group gap="sm" wrap="nowrap">
              <SpaceAvatar name={nameOf(current)} photo={current.photo_url} radius="md" size={36} />
              <div className={classes.text}>
                <Text size="sm" fw={650} truncate data-testid="space-switcher-name">
                  {nameOf(current)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {roleLine(current)}
                </Text>
              </div>
              {switcher.isPending ? <Loader size={14} /> : <IconSelector size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="space-switcher-menu">
          <Menu.Label>{t('spaces.switcher.heading')}</Menu.Label>
          {list.map((space) => (
            <Menu.Item
              key={space.unique_id}
              onClick={() => choose(space)}
              leftSection={<SpaceAvatar name={nameOf(space)} photo={space.photo_url} radius="sm" size={28} />}
              rightSection={space.now_here ? <IconCheck size={16} aria-label={t('spaces.switcher.current')} /> : null}
              aria-current={space.now_here || undefined}
              data-testid={`space-option-${space.unique_id}`}
            >
              <Text size="sm" fw={space.now_here ? 650 : 500} truncate maw={170}>
                {nameOf(space)}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={170}>
                {roleLine(space)}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          {user.actual_plan === Plan.Team && (
            <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="space-create">
              {t('spaces.create.open')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/space-settings" leftSection={<IconSettings size={16} />} onClick={onNavigate} data-testid="space-settings-link">
            {t('spaces.settings.title')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateSpaceDialog opened={creating} onClose={() => setCreating(false)} onCreated={choose} />
    </>
  );
}
