import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { navSections, type NavItem } from './nav-items';

const isActive = (item: NavItem, pathname: string): boolean =>
  pathname === item.to || [item.to, ...(item.match ?? [])].some((p) => pathname.startsWith(`${p}/`) || pathname === p);

/** The sidebar: every area of the product. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" component="nav" aria-label={t('nav.main')}>
      {navSections.map((section) => (
        <Stack gap={2} key={section.title}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4} style={{ letterSpacing: '0.06em' }}>
            {t(section.title)}
          </Text>
          {section.items.map((item) => {
            const Icon = item.icon;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<Icon size={19} stroke={1.7} />}
                active={isActive(item, pathname)}
                onClick={onNavigate}
                variant="light"
                style={{ borderRadius: 10 }}
                fw={500}
                data-testid={`nav-${item.to.split('/')[1]}`}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
