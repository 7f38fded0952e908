import { Text, Title } from '@mantine/core';

/** A panel's heading and what it changes. */
export function PanelTitle({ title, hint }: { title: string; hint?: string }) {
  return (
    <div>
      <Title order={2} fz="md">
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}
