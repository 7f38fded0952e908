import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  danger?: boolean;
  testId?: string;
}

/** A titled section of a settings page (profile, space settings) with an optional action on the right. */
export function SettingsCard({ title, description, action, children, danger, testId }: SettingsCardProps) {
  return (
    <Card padding="lg" style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="md" c={danger ? 'red.9' : undefined}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            )}
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
