import { PRODUCT_MESSAGES, type Product } from '@framecast/contract';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconLink, IconPackage, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AnalysisProgress } from '../../../shared/products/AnalysisProgress';
import { useProduct, useProducts } from '../../../shared/products/api';
import { productMessage } from '../../../shared/products/messages';
import { useLinkAnalysis } from '../../../shared/products/useLinkAnalysis';
import { Section } from '../../../shared/ui/Section';
import { useWizard } from '../store';
import { ProductSummary } from './ProductSummary';
import { StepNav } from '../../../shared/ui/StepNav';
import classes from './Url2Video.module.css';

/** Step 1: the product, read from a page's link (up to 45 s) or one the space has; its media must be enough. */
export function ProductStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const { productId, productReady, mediaIds, setProduct, setMedia } = useWizard();
  const product = useProduct(productId);
  const [source, setSource] = useState<'link' | 'list'>('link');
  const [missing, setMissing] = useState(false);

  // What the server says of the product (and of the media chosen from it) decides whether they are
  // enough; a deleted one is forgotten.
  useEffect(() => {
    if (product.data) setMedia(product.data, mediaIds);
  }, [product.data, mediaIds, setMedia]);
  useEffect(() => {
    if (product.isError && productId) {
      setMissing(true);
      setProduct(null);
    }
  }, [product.isError, productId, setProduct]);

  const choose = useCallback(
    (p: Pick<Product, 'id' | 'media_ok'>) => {
      setMissing(false);
      setProduct(p.id, p.media_ok);
    },
    [setProduct],
  );

  const blocker = productId === null ? t('url2video.errors.product') : product.data && !productReady ? productMessage(PRODUCT_MESSAGES.media) : null;
  const done = productId !== null && productReady && product.data !== undefined;

  return (
    <>
      <Section title={t('url2video.product.title')} hint={t('url2video.product.hint')} testId="url2video-product">
        {missing && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="url2video-product-missing">
            {t('url2video.product.missing')}
          </Alert>
        )}
        {productId !== null ? (
          product.data ? (
            <ProductSummary product={product.data} mediaIds={mediaIds} onChange={() => setProduct(null)} />
          ) : (
            <Skeleton h={160} radius="md" />
          )
        ) : (
          <>
            <SegmentedControl
              value={source}
              onChange={(v) => setSource(v as typeof source)}
              data={[
                { value: 'link', label: t('url2video.product.fromLink') },
                { value: 'list', label: t('url2video.product.fromList') },
              ]}
              style={{ alignSelf: 'flex-start' }}
              data-testid="url2video-product-source"
            />
            {source === 'link' ? <LinkForm onReady={(id) => choose({ id, media_ok: false })} /> : <ProductList onChoose={choose} />}
          </>
        )}
      </Section>
      <StepNav onNext={onNext} canNext={done} blocker={blocker} testIdPrefix="url2video" />
    </>
  );
}

/** The link field: the URL helper's words under it, then the page read with its stage and bar. */
function LinkForm({ onReady }: { onReady: (productId: string) => void }) {
  const { t } = useTranslation();
  const link = useLinkAnalysis(onReady);
  if (link.working) return <AnalysisProgress stage={link.stage} expected={link.expected} value={link.progress} url={link.text} />;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        link.analyse();
      }}
      noValidate
    >
      <Stack gap="sm">
        {link.failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('products.link.failedTitle')} data-testid="link-failure">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{link.failure}</Text>
              <Button size="xs" variant="light" color="red" onClick={link.analyse} data-testid="link-retry">
                {t('products.link.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('products.link.label')}
            placeholder={t('products.link.placeholder')}
            leftSection={<IconLink size={16} />}
            value={link.text}
            onChange={(e) => link.setText(e.currentTarget.value)}
            error={link.fieldError}
            description={link.normalized && link.normalized !== link.text.trim() ? t('products.link.willRead', { url: link.normalized }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="url"
            autoComplete="url"
            data-testid="link-url"
          />
          <Button type="submit" mt={25} style={{ flexShrink: 0 }} data-testid="link-analyse">
            {t('products.link.analyze')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The space's products, searched by name, each chosen with a click. */
function ProductList({ onChoose }: { onChoose: (p: Product) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const products = useProducts(q.trim());
  const items = products.data?.items ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={15} />}
        placeholder={t('url2video.product.search')}
        aria-label={t('url2video.product.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="url2video-product-search"
      />
      {products.isError && !products.data ? (
        <Alert color="red" variant="light">
          {t('url2video.product.loadError')}
        </Alert>
      ) : products.isPending ? (
        <Skeleton h={64} radius="md" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" data-testid="url2video-product-none">
          {t(q.trim() ? 'url2video.product.noMatch' : 'url2video.product.none')}
        </Text>
      ) : (
        <ul className={classes.products} aria-label={t('url2video.product.choose')}>
          {items.map((p) => {
            const cover = p.media.find((m) => m.kind === 'image')?.thumb_url ?? p.media.find((m) => m.kind === 'image')?.url ?? p.media[0]?.thumb_url;
            return (
              <li key={p.id}>
                <UnstyledButton className={classes.productRow} onClick={() => onChoose(p)} data-testid={`url2video-product-${p.id}`}>
                  <span className={classes.thumb}>{cover ? <img src={cover} alt="" /> : <IconPackage size={22} aria-hidden />}</span>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {p.name}
                    </Text>
                    <Text size="xs" c={p.media_ok ? 'dimmed' : 'var(--mantine-color-orange-light-color)'} truncate>
                      {p.media_ok ? t('url2video.product.media', { count: p.media.length }) : productMessage(PRODUCT_MESSAGES.media)}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
