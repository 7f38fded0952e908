import { BATCH_MAX_PRODUCTS, BATCH_MESSAGES } from '@framecast/contract';
import { ActionBar, Button, Text, Tooltip } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { batchMessage } from '../../../shared/batch/messages';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface Props {
  count: number;
  onMake: () => void;
  onClear: () => void;
}

/** Selected products: "Make videos" of them (Batch Product, up to ten), or clear the selection. */
export function SelectionBar({ count, onMake, onClear }: Props) {
  const { t } = useTranslation();
  const over = count > BATCH_MAX_PRODUCTS;
  return (
    <ActionBar
      opened={count > 0}
      onClose={onClear}
      closeOnEscape
      shadow="lg"
      radius="xl"
      zIndex={150}
      aria-label={t('products.selected')}
      data-testid="products-bar"
    >
      <Text size="sm" fw={650} px={6} style={{ whiteSpace: 'nowrap' }} data-testid="products-bar-count">
        {t('common.batch.selected', { count })}
      </Text>
      <ActionBar.Divider />
      <Tooltip label={batchMessage(BATCH_MESSAGES.limit)} disabled={!over}>
        <Button size="compact-sm" leftSection={<IconStack2 size={15} />} onClick={onMake} disabled={over} data-testid="products-make-videos">
          {t('products.makeVideos', { count })}
        </Button>
      </Tooltip>
      <ActionBar.CloseButton aria-label={t('common.batch.clear')} data-testid="products-bar-clear" />
    </ActionBar>
  );
}
