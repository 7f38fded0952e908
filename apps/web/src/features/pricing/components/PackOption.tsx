import { Group, Radio, Text } from '@mantine/core';

interface Props {
  /** The goods_sn chosen by the radio group. */
  value: string;
  /** What the pack gives ('10 credits', '30 minutes'). */
  title: string;
  price: string;
  /** The price per unit ('$1.90 per credit'). */
  unit: string;
  /** Test ids of the card and, where tests read them, of its price and unit price. */
  testId: { card: string; price?: string; unit?: string };
}

/** One pack of a buy dialog (credit packs, lip-sync minutes): a radio card with its price and unit price. */
export function PackOption({ value, title, price, unit, testId }: Props) {
  return (
    <Radio.Card value={value} radius="md" p="sm" data-testid={testId.card}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Radio.Indicator />
          <Text fw={600}>{title}</Text>
        </Group>
        <div style={{ textAlign: 'right' }}>
          <Text fw={700} data-testid={testId.price}>
            {price}
          </Text>
          <Text size="xs" c="dimmed" data-testid={testId.unit}>
            {unit}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
