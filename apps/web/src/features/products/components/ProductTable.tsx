import type { Product } from '@framecast/contract';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMovie, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { priceText, urlHost } from '../../../shared/products/draft';

interface Props {
  products: Product[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Select every product shown, or none when all are. */
  onToggleAll: () => void;
  onOpen: (p: Product) => void;
  onDelete: (p: Product) => void;
}

/**
 * The list view: one row per product with its facts in columns, a box to select it, "Make a video" and,
 * for those who may (its `can_edit`), delete.
 */
export function ProductTable({ products, selected, onToggle, onToggleAll, onOpen, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={8} highlightOnHover data-testid="product-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={products.length > 0 && products.every((p) => selected.has(p.id))}
                indeterminate={products.some((p) => selected.has(p.id)) && !products.every((p) => selected.has(p.id))}
                onChange={onToggleAll}
                aria-label={t('products.selectAll')}
                data-testid="product-select-all"
                radius="sm"
              />
            </Table.Th>
            <Table.Th>{t('products.columns.name')}</Table.Th>
            <Table.Th>{t('products.columns.host')}</Table.Th>
            <Table.Th>{t('products.columns.price')}</Table.Th>
            <Table.Th>{t('products.columns.media')}</Table.Th>
            <Table.Th>{t('products.columns.updated')}</Table.Th>
            <Table.Th w={88}>
              <VisuallyHidden>{t('products.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => {
            const host = urlHost(p.url);
            return (
              <Table.Tr key={p.id} data-testid={`product-row-${p.id}`} bg={selected.has(p.id) ? 'var(--mantine-color-brand-0)' : undefined}>
                <Table.Td>
                  <Checkbox
                    checked={selected.has(p.id)}
                    onChange={() => onToggle(p.id)}
                    aria-label={t('products.select', { name: p.name })}
                    data-testid={`product-select-${p.id}`}
                    radius="sm"
                  />
                </Table.Td>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onOpen(p)}
                    aria-label={t(p.can_edit ? 'products.card.open' : 'products.card.view', { name: p.name })}
                    display="block"
                  >
                    <Text size="sm" fw={600} truncate maw={280} title={p.name}>
                      {p.name}
                    </Text>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {host && p.url ? (
                    <Anchor href={p.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {host}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{priceText(p.price, p.currency, i18n.language) || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span data-testid="product-row-media">{p.media.length}</span>
                    {!p.media_ok && (
                      <Tooltip label={t('products.card.needsMedia')}>
                        <Badge color="orange" variant="light" size="sm" data-testid="product-row-warning">
                          <IconAlertTriangle size={12} style={{ verticalAlign: -1 }} aria-hidden />
                          <VisuallyHidden>{t('products.card.needsMedia')}</VisuallyHidden>
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{date.format(new Date(p.updated_at))}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('products.makeVideoOf', { name: p.name })}>
                      <ActionIcon
                        component={Link}
                        to={`/url2video/setting?product=${p.id}`}
                        variant="subtle"
                        color="gray"
                        aria-label={t('products.makeVideoOf', { name: p.name })}
                        data-testid="product-row-make"
                      >
                        <IconMovie size={16} />
                      </ActionIcon>
                    </Tooltip>
                    {p.can_edit && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onDelete(p)}
                        aria-label={t('products.card.delete', { name: p.name })}
                        data-testid="product-row-delete"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
