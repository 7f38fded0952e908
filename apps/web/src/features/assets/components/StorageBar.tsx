import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatBytes } from '@framecast/contract';

/** How much of the plan's storage the space uses. */
export function StorageBar({ used, quota }: { used: number; quota: number }) {
  const { t } = useTranslation();
  const share = quota ? Math.min(100, (used / quota) * 100) : 0;
  return (
    <div style={{ minWidth: 180 }} data-testid="storage-bar">
      <Group justify="space-between" gap={4} mb={4}>
        <Text size="xs" c="dimmed">
          {t('assets.storage')}
        </Text>
        <Text size="xs" fw={600}>
          {formatBytes(used)} / {formatBytes(quota)}
        </Text>
      </Group>
      <Progress
        value={Math.max(share, used > 0 ? 1 : 0)}
        size="sm"
        color={share > 90 ? 'red' : share > 75 ? 'orange' : 'violet'}
        aria-label={t('assets.storage')}
      />
    </div>
  );
}
