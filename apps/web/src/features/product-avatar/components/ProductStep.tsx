import { type Asset, PRODUCT_CUTOUT_EXPECTED_SECONDS, type ProductCutout } from '@framecast/contract';
import { Alert, Button, FileButton, Group, Loader, Progress, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconCircleCheck, IconPhotoPlus, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { durationText } from '../../../shared/i18n/localize';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import { useUploader } from '../../../shared/upload/useUploader';
import { productMessage } from '../messages';
import classes from './ProductAvatar.module.css';

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

interface Props {
  asset: Asset | null;
  removeBackground: boolean;
  /** The cut-out of the picture as last heard of; undefined while none was asked for. */
  cutout: ProductCutout | undefined;
  /** Starting the cut-out or asking about it failed (the server's words). */
  failure: string | null;
  starting: boolean;
  onAsset: (asset: Asset) => void;
  onRemoveBackground: (on: boolean) => void;
  onRetry: () => void;
}

/** Seconds since `key` last changed, counted while `running`. */
function useElapsed(running: boolean, key: string | null): number {
  const [elapsed, setElapsed] = useState(0);
  const started = useRef(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (a new cut-out) starts the count again
  useEffect(() => {
    started.current = Date.now();
    setElapsed(0);
  }, [key]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsed((Date.now() - started.current) / 1000), 500);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

/** Step 1: the product picture (the product_image rule), its background removed by the server, shown on squares. */
export function ProductStep({ asset, removeBackground, cutout, failure, starting, onAsset, onRemoveBackground, onRetry }: Props) {
  const { t } = useTranslation();
  const onAssetRef = useRef(onAsset);
  onAssetRef.current = onAsset;
  const uploader = useUploader({ tool: 'product_image', onUploaded: (a) => onAssetRef.current(a) });
  const item = uploader.items.at(-1);
  const sending = item && item.status !== 'done' && item.status !== 'failed';
  const working = starting || cutout?.status === 'working';
  const expected = cutout?.expected_seconds ?? PRODUCT_CUTOUT_EXPECTED_SECONDS;
  const elapsed = useElapsed(working, cutout?.id ?? null);
  const failed = failure ?? (cutout?.status === 'failed' ? productMessage(cutout.error ?? t('productAvatar.errors.cutoutFailed')) : null);

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    for (const it of uploader.items) (it.status === 'done' || it.status === 'failed' ? uploader.dismiss : uploader.cancel)(it.id);
    uploader.add([file]);
  };

  const replace = (
    <FileButton onChange={(f) => f && send([f])} accept="image/png,image/jpeg">
      {(props) => (
        <Button {...props} variant="default" size="xs" leftSection={<IconPhotoPlus size={14} />} disabled={Boolean(sending)} data-testid="product-replace">
          {t('productAvatar.product.replace')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Section step={1} title={t('productAvatar.product.title')} hint={t('productAvatar.product.hint')} testId="product-step">
      <Switch
        checked={removeBackground}
        onChange={(e) => onRemoveBackground(e.currentTarget.checked)}
        label={t('productAvatar.product.removeBackground')}
        description={t('productAvatar.product.removeBackgroundHint')}
        disabled={working}
        data-testid="product-remove-background"
      />
      {!asset && !sending && (
        <Dropzone
          onDrop={send}
          onReject={(rejected) => send(rejected.map((r) => r.file))}
          accept={ACCEPT}
          multiple={false}
          className={classes.drop}
          data-testid="product-drop"
        >
          <Stack gap={6} align="center" style={{ pointerEvents: 'none' }}>
            <IconUpload size={32} stroke={1.5} color="var(--mantine-color-violet-6)" />
            <Text fw={600}>{t('productAvatar.product.upload')}</Text>
            <Text size="xs" c="dimmed" ta="center">
              {t('productAvatar.product.rule')}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {sending && item && (
        <Stack gap={4} data-testid="product-uploading">
          <Text size="sm" truncate title={item.name}>
            {t('productAvatar.product.uploading', { name: item.name })}
          </Text>
          <Progress value={item.size ? (item.sent / item.size) * 100 : 0} size="sm" animated={item.status === 'verifying'} aria-label={item.name} />
        </Stack>
      )}
      {item?.status === 'failed' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('productAvatar.product.uploadFailed')}
          data-testid="product-upload-error"
        >
          {item.error}
        </Alert>
      )}
      {asset && (
        <SimpleGrid cols={2} spacing="sm" maw={560}>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('productAvatar.product.original')}
            </Text>
            <div className={classes.checker} data-plain>
              <img src={asset.url} alt={t('productAvatar.product.originalAlt')} />
            </div>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('productAvatar.product.cutout')}
            </Text>
            <div className={classes.checker} data-testid="product-cutout" data-status={failed ? 'failed' : working ? 'working' : (cutout?.status ?? 'none')}>
              {cutout?.status === 'ready' && cutout.image_url ? (
                <img src={cutout.image_url} alt={t('productAvatar.product.cutoutAlt')} />
              ) : working ? (
                <div className={classes.waiting}>
                  <Loader size="sm" />
                  <Text size="xs" c="dimmed">
                    {t('productAvatar.product.waiting')}
                  </Text>
                </div>
              ) : (
                <IconAlertCircle size={28} color="var(--mantine-color-gray-5)" />
              )}
            </div>
          </Stack>
        </SimpleGrid>
      )}
      {asset && working && (
        <Stack gap={4} data-testid="product-working">
          <Text size="sm">{t(removeBackground ? 'productAvatar.product.working' : 'productAvatar.product.preparing', { time: durationText(expected) })}</Text>
          <Progress value={Math.min(95, (elapsed / Math.max(1, expected)) * 100)} size="sm" striped animated aria-label={t('productAvatar.product.waiting')} />
        </Stack>
      )}
      {asset && failed && !working && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('productAvatar.product.failed')} data-testid="product-failed">
          <Stack gap="xs">
            <Text size="sm">{failed}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry} data-testid="product-retry">
                {t('productAvatar.product.retry')}
              </Button>
              {replace}
            </Group>
          </Stack>
        </Alert>
      )}
      {asset && cutout?.status === 'ready' && !working && (
        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap" data-testid="product-ready">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} />
            <Text size="sm">{t(`productAvatar.product.ready.${cutout.engine}`)}</Text>
          </Group>
          {replace}
        </Group>
      )}
    </Section>
  );
}
