import { PRODUCT_MESSAGES, type Product } from '@framecast/contract';
import { Alert, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPackage, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useProducts } from './api';
import { coverOf } from './draft';
import { productMessage } from './messages';
import classes from './ProductPicker.module.css';

interface Props {
  /** The chosen products' ids, in the order they were chosen. */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** At most this many may be chosen; the others are then shown but cannot be ticked. */
  max: number;
  /** Said under the list when the most are chosen (the contract's limit, in the user's language). */
  limitNote: string;
  /** When the space has no products at all: how to add some, in a sentence and buttons under the picker's own title. */
  empty: { body: string; actions: ReactNode };
  /** `<prefix>-search`, `<prefix>-count`, `<prefix>-product-<id>`. */
  testIdPrefix: string;
}

/**
 * The space's products to choose several from (GET product/list, searched by name): each a ticked card
 * with its cover, name and whether its pictures and videos are enough, and a count "3 / 10".
 */
export function ProductPicker({ selected, onChange, max, limitNote, empty, testIdPrefix: id }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const products = useProducts(q.trim());
  const items = products.data?.items ?? [];
  const full = selected.length >= max;
  const toggle = (p: Product, on: boolean) => onChange(on ? [...selected, p.id] : selected.filter((s) => s !== p.id));

  if (!q && products.data && items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid={`${id}-empty`}>
        <Stack align="center" gap="sm" ta="center">
          <IconPackage size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={3} fz="lg">
            {t('batch.pick.emptyTitle')}
          </Title>
          <Text size="sm" c="dimmed" maw={460}>
            {empty.body}
          </Text>
          {empty.actions}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <TextInput
          flex={1}
          leftSection={<IconSearch size={15} />}
          placeholder={t('batch.picker.search')}
          aria-label={t('batch.picker.search')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          data-testid={`${id}-search`}
        />
        <Text size="sm" fw={650} c={full ? 'var(--mantine-color-orange-light-color)' : undefined} aria-live="polite" data-testid={`${id}-count`}>
          {t('batch.picker.count', { count: selected.length, max })}
        </Text>
      </Group>
      {products.isError && !products.data ? (
        <Alert color="red" variant="light">
          {t('url2video.product.loadError')}
        </Alert>
      ) : products.isPending ? (
        <Skeleton h={64} radius="md" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" data-testid={`${id}-none`}>
          {t('url2video.product.noMatch')}
        </Text>
      ) : (
        <fieldset className={classes.fieldset}>
          <VisuallyHidden component="legend">{t('batch.picker.label')}</VisuallyHidden>
          <div className={classes.list}>
            {items.map((p) => {
              const on = selected.includes(p.id);
              const cover = coverOf(p.media);
              return (
                <Checkbox.Card
                  key={p.id}
                  className={classes.card}
                  radius="md"
                  checked={on}
                  disabled={!on && full}
                  onChange={(checked) => toggle(p, checked)}
                  data-testid={`${id}-product-${p.id}`}
                >
                  <Group gap="sm" wrap="nowrap" p={8}>
                    <Checkbox.Indicator disabled={!on && full} />
                    <span className={classes.thumb}>{cover ? <img src={cover} alt="" /> : <IconPackage size={22} aria-hidden />}</span>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate>
                        {p.name}
                      </Text>
                      {p.media_ok ? (
                        <Text size="xs" c="dimmed" truncate>
                          {t('url2video.product.media', { count: p.media.length })}
                        </Text>
                      ) : (
                        <Group gap={4} wrap="nowrap" align="flex-start">
                          <IconAlertTriangle size={12} color="var(--mantine-color-orange-light-color)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                          <Text size="xs" c="var(--mantine-color-orange-light-color)" lineClamp={2}>
                            {productMessage(PRODUCT_MESSAGES.media)}
                          </Text>
                        </Group>
                      )}
                    </Stack>
                  </Group>
                </Checkbox.Card>
              );
            })}
          </div>
        </fieldset>
      )}
      {full && (
        <Text size="xs" c="dimmed" data-testid={`${id}-full`}>
          {limitNote}
        </Text>
      )}
    </Stack>
  );
}
