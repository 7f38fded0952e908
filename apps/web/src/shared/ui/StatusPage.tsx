import { Badge, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StandaloneFrame } from './StandaloneFrame';

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
  return standalone ? <StandaloneFrame>{body}</StandaloneFrame> : body;
}
