import { Badge, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  badge?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Outside the app shell: add a top bar with the logo and the language switch. */
  standalone?: boolean;
  testId?: string;
}

/** A centred message page: ban, mobile entry, not available yet, not found. */
export function StatusPage({ icon, color = 'brand', badge, title, children, actions, standalone, testId }: StatusPageProps) {
  const body = (
    <Center mih={standalone ? 'calc(100vh - 72px)' : 'calc(100vh - 60px)'} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center" data-testid={testId}>
        <ThemeIcon size={84} radius={28} variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {badge && (
          <Badge variant="light" color={color} size="lg">
            {badge}
          </Badge>
        )}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" component="div" size="md" lh={1.6}>
          {children}
        </Text>
        {actions && (
          <Group mt="sm" justify="center">
            {actions}
          </Group>
        )}
      </Stack>
    </Center>
  );
  if (!standalone) return body;
  return (
    <main style={{ minHeight: '100vh', background: 'var(--mantine-color-gray-0)' }}>
      <Group justify="space-between" px="lg" h={72}>
        <Link to="/home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Logo size={30} />
        </Link>
        <LanguageSwitch />
      </Group>
      {body}
    </main>
  );
}
