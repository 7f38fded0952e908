import { PRODUCT_MESSAGES, type Product, productMediaEnough } from '@framecast/contract';
import { Alert, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCircleCheck, IconPhotoPlus, IconPlus, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProduct } from '../../../shared/products/api';
import { moveEarlier } from '../../../shared/products/draft';
import { MediaList } from '../../../shared/products/MediaList';
import { productMessage } from '../../../shared/products/messages';
import { ProductEditor } from '../../../shared/products/ProductEditor';
import { Section } from '../../../shared/ui/Section';
import { StepNav } from '../../../shared/ui/StepNav';
import { applyPath, handOver } from '../apply';
import { useWizard } from '../store';
import classes from './Apply.module.css';

interface Props {
  productId: string;
  templateId: string | null;
}

/** Apply's second step: which of the product's pictures and videos the video uses, and in what order. */
export function ApplyAssetStep({ productId, templateId }: Props) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  const [editing, setEditing] = useState(false);
  return (
    <>
      {product.data ? (
        <MediaChooser key={`${product.data.id}-${product.data.updated_at}`} product={product.data} templateId={templateId} onEdit={() => setEditing(true)} />
      ) : product.isError ? (
        <>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="apply-product-missing">
            {t('url2video.product.missing')}
          </Alert>
          <StepNav onBack={() => history.back()} testIdPrefix="apply" />
        </>
      ) : (
        <Skeleton h={280} radius="lg" />
      )}
      <ProductEditor id={editing ? productId : null} onClose={() => setEditing(false)} />
    </>
  );
}

function MediaChooser({ product, templateId, onEdit }: { product: Product; templateId: string | null; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wizard = useWizard();
  // What was chosen for this product before (back from the script), else all its media in their order.
  const [ids, setIds] = useState<string[]>(() => {
    const before = wizard.productId === product.id ? wizard.mediaIds : null;
    const known = before?.filter((id) => product.media.some((m) => m.asset_id === id));
    return known?.length ? known : product.media.map((m) => m.asset_id);
  });
  const chosen = ids.flatMap((id) => product.media.filter((m) => m.asset_id === id));
  const unused = product.media.filter((m) => !ids.includes(m.asset_id));
  const enough = productMediaEnough(chosen);

  const next = () => {
    if (!enough) return;
    navigate(handOver(product, ids, templateId));
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Section
        title={t('batch.apply.asset.title', { name: product.name })}
        hint={t('batch.apply.asset.hint')}
        testId="apply-asset"
        action={
          // A teammate's product is read-only to a collaborator: nothing to add, so nothing offered.
          product.can_edit && (
            <Button variant="default" size="xs" leftSection={<IconPhotoPlus size={14} />} onClick={onEdit} data-testid="apply-edit-product">
              {t('batch.apply.asset.addMore')}
            </Button>
          )
        }
      >
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={650} id="apply-chosen-label">
              {t('batch.apply.asset.chosen')}
            </Text>
            {enough ? (
              <Group gap={4} wrap="nowrap">
                <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                <Text size="xs" c="teal.9" data-testid="apply-media-ok">
                  {t('batch.apply.chosenCount', { count: chosen.length })}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="var(--mantine-color-orange-light-color)" role="status" data-testid="apply-media-short">
                {productMessage(PRODUCT_MESSAGES.media)}
              </Text>
            )}
          </Group>
          {chosen.length > 0 ? (
            <MediaList
              media={chosen}
              onRemove={(i) => setIds((list) => list.filter((_, j) => j !== i))}
              onMoveEarlier={(i) => setIds((list) => moveEarlier(list, i))}
              testId="apply-chosen"
            />
          ) : (
            <Text size="sm" c="dimmed" py="sm" data-testid="apply-chosen-none">
              {t('batch.apply.asset.noneChosen')}
            </Text>
          )}
        </Stack>
        {unused.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={650}>
              {t('batch.apply.asset.unused')}
            </Text>
            <ul className={classes.unused} data-testid="apply-unused">
              {unused.map((m) => {
                const src = m.thumb_url ?? (m.kind === 'image' ? m.url : null);
                return (
                  <li key={m.asset_id}>
                    <UnstyledButton
                      className={classes.add}
                      onClick={() => setIds((list) => [...list, m.asset_id])}
                      aria-label={t('batch.apply.asset.use', { name: m.name })}
                      data-testid={`apply-use-${m.kind}`}
                    >
                      {src ? <img src={src} alt="" /> : <IconVideo size={28} aria-hidden />}
                      <span className={classes.plus} aria-hidden>
                        <IconPlus size={16} />
                      </span>
                    </UnstyledButton>
                    <Text size="xs" c="dimmed" truncate title={m.name} mt={2}>
                      {m.name}
                    </Text>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
        {product.media.length === 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {productMessage(PRODUCT_MESSAGES.media)}
          </Alert>
        )}
      </Section>
      <StepNav
        onBack={() => navigate(applyPath('choose', { templateId }))}
        canNext={enough}
        blocker={productMessage(PRODUCT_MESSAGES.media)}
        testIdPrefix="apply"
      >
        <Button rightSection={<IconArrowRight size={16} />} disabled={!enough} onClick={next} data-testid="apply-next">
          {t('batch.apply.asset.next')}
        </Button>
      </StepNav>
    </>
  );
}
