import { AppShell, Burger, Button, Group, ScrollArea, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { currentLanguage, loadLanguage } from '../../shared/i18n';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, Outlet, useLocation } from 'react-router';
import { useUser } from '../../shared/api/user-info';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { Logo } from '../../shared/ui/Logo';
import { useRouteTitle } from '../useRouteTitle';
import { NavLinks } from './NavLinks';
import { PlanCard } from './PlanCard';
import { useSessionWatch } from './useSessionWatch';
import { useSetPasswordPrompt } from './useSetPasswordPrompt';
import { UserMenu } from './UserMenu';

// The space switcher and the words it reads come with the signed-in pages, not with the shell.
const SpaceSwitcher = lazy(() => Promise.all([import('../../features/spaces/components/SpaceSwitcher'), loadLanguage(currentLanguage())]).then(([m]) => m));
// Only in a team space whose plan has ended.
const ExpiredSpaceNotice = lazy(() =>
  Promise.all([import('../../features/spaces/components/ExpiredSpaceNotice'), loadLanguage(currentLanguage())]).then(([m]) => m),
);

/** The workspace frame: header with user menu, sidebar with every area, responsive burger on phones. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user, token } = useUser();
  useRouteTitle();
  useSessionWatch();
  useSetPasswordPrompt(user);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address closes the phone menu
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 252, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      {/* Keyboard users jump past the header and the sidebar's links (shown on focus only). */}
      <a href="#main" className="fc-skip-link">
        {t('common.skipToContent')}
      </a>
      <AppShell.Header px="md" style={{ display: 'flex', alignItems: 'center' }}>
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('common.openMenu')} data-testid="nav-burger" />
            <Link to="/home" style={{ textDecoration: 'none', color: 'inherit' }}>
              <Logo size={30} />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch compact />
            {user ? (
              <UserMenu user={user} />
            ) : token ? null : (
              <Button component={Link} to="/login" size="sm" data-testid="header-sign-in">
                {t('common.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {user && user.status !== 'guest' && (
          <AppShell.Section pb="sm" data-testid="space-switcher-section">
            <Suspense fallback={<Skeleton h={54} radius="md" />}>
              <SpaceSwitcher onNavigate={close} />
            </Suspense>
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <NavLinks onNavigate={close} />
        </AppShell.Section>
        {user && (
          <AppShell.Section pt="sm">
            <PlanCard user={user} />
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main">
        {user?.space.plan_expired && (
          <Suspense fallback={null}>
            <ExpiredSpaceNotice />
          </Suspense>
        )}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
