import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CardPrice } from '../model/cards';
import type { Cell } from '../model/plans';
import classes from './pricing.module.css';

interface Props {
  id: string;
  name: string;
  description: string;
  /** A price, or a word in its place ('$0', 'Custom'). */
  price: CardPrice | string | null;
  perLabel?: string;
  /** Below the price: 'Billed $432 yearly'. */
  note?: string | null;
  features: Cell[];
  highlighted?: boolean;
  badge?: string;
  /** The seat selector, above the button. */
  extra?: ReactNode;
  action: ReactNode;
}

/** One plan card: name, price (the original struck through), the button or status, and what it includes. */
export function PriceCard({ id, name, description, price, perLabel, note, features, highlighted, badge, extra, action }: Props) {
  const { t } = useTranslation();
  const headingId = `plan-${id}-name`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-highlighted={highlighted || undefined}
      data-testid={`plan-card-${id}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={26}>
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          {badge && (
            <Badge variant="filled" color="brand" size="sm">
              {badge}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mih={40}>
          {description}
        </Text>
        <div className={classes.priceLine}>
          {price === null ? (
            <Text size="xl" fw={700} c="dimmed">
              —
            </Text>
          ) : typeof price === 'string' ? (
            <Text fz={32} fw={800} lh={1.1}>
              {price}
            </Text>
          ) : (
            <Group gap={6} align="baseline" wrap="wrap">
              <Text fz={32} fw={800} lh={1.1} data-testid={`plan-price-${id}`}>
                {price.perMonth}
              </Text>
              {perLabel && (
                <Text size="sm" c="dimmed">
                  {perLabel}
                </Text>
              )}
              {price.original && (
                <Text size="sm" c="dimmed" td="line-through" data-testid={`plan-original-${id}`}>
                  <VisuallyHidden>{t('pricing.card.originalPrice', { price: price.original })}</VisuallyHidden>
                  <span aria-hidden>{price.original}</span>
                </Text>
              )}
            </Group>
          )}
          <Text size="xs" c="dimmed" mih={18} data-testid={`plan-note-${id}`}>
            {note ?? ''}
          </Text>
        </div>
        {extra}
        <div>{action}</div>
        <List spacing={6} size="sm" center icon={null} className={classes.features}>
          {features.map((cell, i) =>
            typeof cell === 'object' ? (
              <List.Item
                key={i}
                c={cell.soon ? 'dimmed' : undefined}
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color={cell.soon ? 'gray' : 'brand'}>
                    {cell.soon ? <IconClockHour4 size={12} aria-hidden /> : <IconCheck size={12} aria-hidden />}
                  </ThemeIcon>
                }
                data-soon={cell.soon || undefined}
              >
                {t(cell.key, cell.values)}
                {cell.soon && (
                  <Badge ml={6} size="xs" variant="light" color="gray" style={{ verticalAlign: 'middle' }}>
                    {t('pricing.compare.comingSoon')}
                  </Badge>
                )}
              </List.Item>
            ) : null,
          )}
        </List>
      </Stack>
    </Paper>
  );
}
