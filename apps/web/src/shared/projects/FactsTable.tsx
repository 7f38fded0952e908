import { Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  /** Names the row and its test id (`${testIdPrefix}${key}`). */
  key: string;
  label: string;
  value: ReactNode;
  /** Shown in red: the figure that stands in the way. */
  bad?: boolean;
}

/** Label on the left, value on the right: the facts of a video, the figures of a render. */
export function FactsTable({ facts, testIdPrefix, ...table }: { facts: Fact[]; testIdPrefix: string } & TableProps) {
  return (
    <Table horizontalSpacing={0} {...table}>
      <Table.Tbody>
        {facts.map(({ key, label, value, bad }) => (
          <Table.Tr key={key}>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              {/* A div, not a p: a value may be a badge. */}
              <Text size="sm" fw={600} c={bad ? 'red.9' : undefined} component="div" data-testid={`${testIdPrefix}${key}`}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
