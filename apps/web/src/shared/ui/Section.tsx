import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  step?: number;
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A card of the Avatar Video form: numbered title, one-line hint, an optional action on the right. */
export function Section({ step, title, hint, action, testId, children }: Props) {
  return (
    <Paper component="section" p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {step !== undefined && (
              <ThemeIcon size={28} radius="xl" variant="light" fw={700}>
                {step}
              </ThemeIcon>
            )}
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz={17} lh={1.6}>
                {title}
              </Title>
              {hint && (
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              )}
            </div>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
