import { ErrorCode } from '@framecast/contract';
import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/i18n/localize';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { useBatchKind } from '../store';

/** In place of the wizard when the space's plan has no batch creation (Creator and up): what it does, and the way to upgrade. */
export function UpgradeNotice() {
  const { t } = useTranslation();
  const kind = useBatchKind();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="batch-upgrade">
      <Stack gap="md" maw={640}>
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconStack2 size={24} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 19, sm: 22 }}>
          {t('batch.upgrade.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`batch.upgrade.body.${kind}`)}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('batch.upgrade.point1')}</List.Item>
          <List.Item>{t('batch.upgrade.point2')}</List.Item>
          <List.Item>{t('batch.upgrade.point3')}</List.Item>
        </List>
        <LimitAlert
          message={errorText(ErrorCode.PLAN_FEATURE_REQUIRED)}
          upgradeLabel={t('batch.upgrade.cta')}
          source={kind === 'mode' ? 'batch-mode' : 'batch-product'}
          testId="batch-plan"
        />
      </Stack>
    </Paper>
  );
}
