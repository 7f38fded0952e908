import type { Product } from '@framecast/contract';
import { ActionIcon, Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconLink, IconList, IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { toastSuccess } from '../../../shared/ui/toast';
import { useSearchDraft } from '../../../shared/ui/useSearchDraft';
import { useSelection } from '../../../shared/ui/useSelection';
import { useProducts } from '../../../shared/products/api';
import { useDeleteProduct } from '../api';
import { AddByLinkModal } from '../components/AddByLinkModal';
import { NEW_PRODUCT, ProductEditor } from '../../../shared/products/ProductEditor';
import { ProductCard } from '../components/ProductCard';
import { ProductTable } from '../components/ProductTable';
import { SelectionBar } from '../components/SelectionBar';
import classes from '../components/Products.module.css';

/**
 * /products: the space's products as cards or a list, searched by name (`?q=`), `?view=list`, and the
 * editor open on `?id=` (`new` for one made by hand), so a link or the back button reopens it. Products
 * selected become a batch ("Make videos"); each can be made into a video alone (URL to Video).
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const list = params.get('view') === 'list';
  const editing = params.get('id');
  const patch = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [draft, setDraft] = useSearchDraft(
    q,
    useCallback((text: string) => patch({ q: text || null }), [patch]),
  );
  const products = useProducts(q);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  // A new search is a new selection.
  const { selected, toggle, selectAll, clear } = useSelection([q]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const items = products.data?.items ?? [];
  const open = (p: Product) => patch({ id: p.id });
  const onReady = useCallback(
    (id: string) => {
      setAdding(false);
      patch({ id });
    },
    [patch],
  );

  return (
    <Container size={1200} py="lg" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('products.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('products.subtitle')}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => patch({ id: NEW_PRODUCT })} data-testid="products-add-manual">
              {t('products.addManually')}
            </Button>
            <Button leftSection={<IconLink size={16} />} onClick={() => setAdding(true)} data-testid="products-add-link">
              {t('products.addByLink')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            leftSection={<IconSearch size={15} />}
            placeholder={t('products.search')}
            aria-label={t('products.search')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-testid="products-search"
          />
          <Tooltip label={list ? t('products.showGrid') : t('products.showList')}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => patch({ view: list ? null : 'list' })}
              aria-label={list ? t('products.showGrid') : t('products.showList')}
              data-testid="products-layout"
            >
              {list ? <IconLayoutGrid size={17} /> : <IconList size={17} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {products.isError && !products.data ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              {t('products.loadError')}
              <Button size="xs" variant="light" color="red" onClick={() => void products.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : products.isPending ? (
          <div className={classes.grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={260} radius="md" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" data-testid="products-empty">
            <Stack align="center" gap="sm" ta="center">
              <IconPackage size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
              {q ? (
                <Text size="sm">{t('products.empty.search', { q })}</Text>
              ) : (
                <>
                  <Title order={2} fz="lg">
                    {t('products.empty.title')}
                  </Title>
                  <Text size="sm" c="dimmed" maw={460}>
                    {t('products.empty.body')}
                  </Text>
                  <Button leftSection={<IconLink size={16} />} onClick={() => setAdding(true)}>
                    {t('products.addByLink')}
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        ) : list ? (
          <ProductTable
            products={items}
            selected={selected}
            onToggle={toggle}
            onToggleAll={() => (items.every((p) => selected.has(p.id)) ? clear() : selectAll(items.map((p) => p.id)))}
            onOpen={open}
            onDelete={setDeleting}
          />
        ) : (
          <div className={`${classes.grid}${selected.size > 0 ? ' selecting' : ''}`} data-testid="product-grid">
            {items.map((p) => (
              <ProductCard key={p.id} product={p} selected={selected.has(p.id)} onToggle={toggle} onOpen={open} onDelete={setDeleting} />
            ))}
          </div>
        )}
      </Stack>
      <SelectionBar
        count={selected.size}
        onClear={clear}
        onMake={() =>
          navigate(
            `/batch-product/settings?products=${items
              .filter((p) => selected.has(p.id))
              .map((p) => p.id)
              .join(',')}`,
          )
        }
      />
      <AddByLinkModal
        opened={adding}
        onClose={() => setAdding(false)}
        onReady={onReady}
        onManual={() => {
          setAdding(false);
          patch({ id: NEW_PRODUCT });
        }}
      />
      <ProductEditor id={editing} onClose={() => patch({ id: null })} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('products.remove.title')}
        message={t('products.remove.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('products.remove.confirm')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toastSuccess(t('products.remove.done', { name: deleting.name })),
            onSettled: () => setDeleting(null),
          })
        }
        testId="product-delete"
      />
    </Container>
  );
}
