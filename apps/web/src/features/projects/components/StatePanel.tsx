import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  color: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  testId: string;
}

/** Where the video would be: failed (why, try again), cancelled, or not rendered yet. */
export function StatePanel({ icon, color, title, text, actions, testId }: Props) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder data-testid={testId}>
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={64} radius={22} variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={460} component="div">
          {text}
        </Text>
        <Stack gap="xs" mt="xs" align="center">
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
