import { BATCH_MAX_PRODUCTS, BATCH_MESSAGES } from '@framecast/contract';
import { Button, Group } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductPicker } from '../../../shared/products/ProductPicker';
import { Section } from '../../../shared/ui/Section';
import { StepNav } from '../../../shared/ui/StepNav';
import { batchMessage } from '../../../shared/batch/messages';
import { useBatch } from '../store';
import { pickedIds } from '../wizard';

/** Batch Product's first step: up to ten of the space's products, searched and ticked. */
export function PickProductsStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const wizard = useBatch();
  const picked = pickedIds(wizard);
  return (
    <>
      <Section title={t('batch.pick.title')} hint={t('batch.pick.hint', { max: BATCH_MAX_PRODUCTS })} testId="batch-pick">
        <ProductPicker
          selected={picked}
          onChange={wizard.pick}
          max={BATCH_MAX_PRODUCTS}
          limitNote={batchMessage(BATCH_MESSAGES.limit)}
          testIdPrefix="batch-pick"
          empty={{
            body: t('batch.pick.emptyBody'),
            actions: (
              <Group gap="xs" justify="center">
                <Button component={Link} to="/batch-mode/add" leftSection={<IconLink size={16} />}>
                  {t('batch.pick.fromLinks')}
                </Button>
                <Button component={Link} to="/products" variant="default">
                  {t('batch.pick.openProducts')}
                </Button>
              </Group>
            ),
          }}
        />
      </Section>
      <StepNav onNext={onNext} canNext={picked.length > 0} blocker={batchMessage(BATCH_MESSAGES.products)} testIdPrefix="batch" />
    </>
  );
}
