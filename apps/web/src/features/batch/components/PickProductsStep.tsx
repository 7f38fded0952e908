import { BATCH_MAX_PRODUCTS, BATCH_MESSAGES } from '@framecast/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconPackage } from '@tabler/icons-react';
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
          empty={
            <Paper withBorder radius="lg" p="xl" data-testid="batch-pick-empty">
              <Stack align="center" gap="sm" ta="center">
                <IconPackage size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
                <Title order={3} fz="lg">
                  {t('batch.pick.emptyTitle')}
                </Title>
                <Text size="sm" c="dimmed" maw={460}>
                  {t('batch.pick.emptyBody')}
                </Text>
                <Group gap="xs" justify="center">
                  <Button component={Link} to="/batch-mode/add" leftSection={<IconLink size={16} />}>
                    {t('batch.pick.fromLinks')}
                  </Button>
                  <Button component={Link} to="/products" variant="default">
                    {t('batch.pick.openProducts')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          }
        />
      </Section>
      <StepNav onNext={onNext} canNext={picked.length > 0} blocker={batchMessage(BATCH_MESSAGES.products)} testIdPrefix="batch" />
    </>
  );
}
