import type { Product } from '@framecast/contract';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconMovie, IconPackage, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { coverOf, priceText } from '../../../shared/products/draft';
import classes from './Products.module.css';

interface Props {
  product: Product;
  selected: boolean;
  onToggle: (id: string) => void;
  onOpen: (p: Product) => void;
  onDelete: (p: Product) => void;
}

/**
 * A product in the grid: its cover, name, price, how many media, and a warning when they are not enough;
 * a box to select it (for "Make videos") and "Make a video" of it alone. Delete only for those who may
 * (its `can_edit`: who added it, or an owner or admin of the space); the others open it read-only.
 */
export function ProductCard({ product, selected, onToggle, onOpen, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const cover = coverOf(product.media);
  const price = priceText(product.price, product.currency, i18n.language);
  return (
    <Paper withBorder radius="md" className={classes.card} data-selected={selected || undefined} data-testid={`product-card-${product.id}`}>
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(product)}
        aria-label={t(product.can_edit ? 'products.card.open' : 'products.card.view', { name: product.name })}
      >
        <div className={classes.cover}>{cover ? <img src={cover} alt="" loading="lazy" /> : <IconPackage size={40} stroke={1.3} aria-hidden />}</div>
      </UnstyledButton>
      <Checkbox
        className={classes.check}
        checked={selected}
        onChange={() => onToggle(product.id)}
        aria-label={t('products.select', { name: product.name })}
        data-testid={`product-select-${product.id}`}
        radius="sm"
      />
      <Stack gap={6} p="sm" flex={1}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={2} fz="sm" lineClamp={2} data-testid="product-card-name">
            {product.name}
          </Title>
          {product.can_edit && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onDelete(product)}
              aria-label={t('products.card.delete', { name: product.name })}
              data-testid="product-card-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            {price || (
              <Text span size="sm" c="dimmed">
                {t('products.card.noPrice')}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed" data-testid="product-card-media">
            {t('products.card.media', { count: product.media.length })}
          </Text>
        </Group>
        {!product.media_ok && (
          <Badge
            color="orange"
            variant="light"
            leftSection={<IconAlertTriangle size={12} />}
            styles={{ root: { alignSelf: 'flex-start', textTransform: 'none', height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
            data-testid="product-card-warning"
          >
            {t('products.card.needsMedia')}
          </Badge>
        )}
        <Button
          component={Link}
          to={`/url2video/setting?product=${product.id}`}
          variant="light"
          size="compact-sm"
          leftSection={<IconMovie size={14} />}
          mt="auto"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('products.makeVideoOf', { name: product.name })}
          data-testid="product-card-make"
        >
          {t('products.makeVideo')}
        </Button>
      </Stack>
    </Paper>
  );
}
