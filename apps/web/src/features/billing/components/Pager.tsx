import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  testId: string;
}

/** Page numbers under a table; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onChange, testId }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="sm" mt="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {t('billing.pageOf', { page, pages })}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`billing.pagerControls.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('billing.pagerPage', { page }) })}
      />
    </Group>
  );
}
