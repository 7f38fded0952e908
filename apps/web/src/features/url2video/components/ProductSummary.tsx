import { PRODUCT_MESSAGES, type Product } from '@framecast/contract';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { productMessage } from '../../../shared/products/messages';
import { mediaReady } from '../wizard';
import classes from './Url2Video.module.css';

interface Props {
  product: Product;
  /** The pictures and videos chosen for the video, in order (Apply to My Product); null: all of them. */
  mediaIds: string[] | null;
  onChange: () => void;
}

/**
 * The product found: its name, first pictures (the chosen ones, when some were chosen) and whether they
 * are enough; when not, the way to add some or choose others.
 */
export function ProductSummary({ product, mediaIds, onChange }: Props) {
  const { t } = useTranslation();
  const media = mediaIds === null ? product.media : mediaIds.flatMap((id) => product.media.filter((m) => m.asset_id === id));
  const ok = mediaReady(product, mediaIds);
  const pictures = media.filter((m) => m.thumb_url || m.kind === 'image').slice(0, 4);
  return (
    <Stack gap="sm" data-testid="url2video-product-found">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} flex={1}>
          <Text size="xs" c="dimmed">
            {t('url2video.product.found')}
          </Text>
          <Title order={3} fz="lg" data-testid="url2video-product-name">
            {product.name}
          </Title>
          {product.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {product.description}
            </Text>
          )}
        </Stack>
        <Button variant="default" size="xs" onClick={onChange} data-testid="url2video-product-change">
          {t('url2video.product.change')}
        </Button>
      </Group>
      {pictures.length > 0 && (
        <ul className={classes.pictures} aria-label={t('url2video.product.pictures', { name: product.name })}>
          {pictures.map((m) => (
            <li key={m.asset_id}>
              <img src={m.thumb_url ?? m.url} alt={m.name} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {ok ? (
        <Group gap={6}>
          <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.9" data-testid="url2video-media-ok">
            {t('url2video.product.mediaOk')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="url2video-media-count">
            · {t(mediaIds === null ? 'url2video.product.media' : 'batch.apply.chosenCount', { count: media.length })}
          </Text>
          <Anchor component={Link} to={`/apply-product/asset?product=${product.id}`} size="xs" data-testid="url2video-media-choose">
            {t('batch.apply.chooseMedia')}
          </Anchor>
        </Group>
      ) : (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="url2video-media-missing">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{productMessage(PRODUCT_MESSAGES.media)}</Text>
            {mediaIds === null ? (
              <Button component={Link} to={`/products?id=${product.id}`} size="xs" variant="light" color="orange" rightSection={<IconExternalLink size={14} />}>
                {t('url2video.product.openInProducts')}
              </Button>
            ) : (
              <Button component={Link} to={`/apply-product/asset?product=${product.id}`} size="xs" variant="light" color="orange">
                {t('batch.apply.chooseMedia')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
