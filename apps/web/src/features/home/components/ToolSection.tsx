import { Anchor, Group, SimpleGrid, Stack, Text, Title, type StyleProp } from '@mantine/core';
import { Link } from 'react-router';
import type { Tool } from '../tools';
import { ToolCard } from './ToolCard';

interface ToolSectionProps {
  title: string;
  hint: string;
  tools: Tool[];
  columns: StyleProp<number>;
  large?: boolean;
  action?: { label: string; to: string };
  testId: string;
}

/** A titled grid of tool cards. */
export function ToolSection({ title, hint, tools, columns, large, action, testId }: ToolSectionProps) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={19}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {action && (
          <Anchor component={Link} to={action.to} size="sm" fw={600}>
            {action.label}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={columns} spacing="md">
        {tools.map((tool) => (
          <ToolCard key={tool.key} tool={tool} large={large} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
