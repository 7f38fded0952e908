import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconShieldLock, IconSparkles, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLogout } from '../../shared/api/logout';
import type { UserInfo } from '../../shared/api/user-info';
import { openAuthDialog } from '../../shared/dialogs/auth-dialog';
import { LanguageItems } from '../../shared/ui/LanguageItems';

/** The server's operator (ADMIN_EMAILS), once the user info says so; nothing is probed to find out. */
const isOperator = (user: UserInfo): boolean => user.is_operator === true;

const initials = (user: UserInfo) => (user.nickname || user.username).trim().slice(0, 1).toUpperCase();

/** Avatar button with profile, language and sign-out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const guest = user.status === 'guest';
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')} data-testid="user-menu" style={{ borderRadius: 999, padding: '4px 8px 4px 4px' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} radius="xl" size={34} color="brand" alt="">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} maw={140} truncate visibleFrom="sm">
              {guest ? t('common.freeTrial') : user.nickname || user.username}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{guest ? t('nav.guestAccount') : t('nav.signedInAs')}</Menu.Label>
        {!guest && (
          <Text size="sm" fw={600} px="sm" pb="xs" truncate data-testid="user-menu-email">
            {user.username}
          </Text>
        )}
        {guest ? (
          <Menu.Item leftSection={<IconSparkles size={16} />} onClick={() => openAuthDialog({ mode: 1 })} data-testid="user-menu-signup">
            {t('nav.signUpToSave')}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />} data-testid="user-menu-profile">
              {t('common.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to="/billing/subscriptions" leftSection={<IconCreditCard size={16} />} data-testid="user-menu-billing">
              {t('nav.billing')}
            </Menu.Item>
            <Menu.Item component={Link} to="/space-settings" leftSection={<IconUsersGroup size={16} />} data-testid="user-menu-space-settings">
              {t('nav.spaceSettings')}
            </Menu.Item>
            {isOperator(user) && (
              <Menu.Item component={Link} to="/operator" leftSection={<IconShieldLock size={16} />} data-testid="user-menu-operator">
                {t('routes.operator')}
              </Menu.Item>
            )}
          </>
        )}
        <Menu.Divider />
        <LanguageItems testIdPrefix="user-menu-lang-" />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} data-testid="logout">
          {t('common.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
