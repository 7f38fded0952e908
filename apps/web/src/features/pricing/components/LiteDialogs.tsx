import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricingDialog, openPricing } from '../../../shared/pricing/store';
import { DIALOG_Z } from './PaymentDialog';

/** The Lite plan's restriction dialogs (spec 001 §2): mobile-only, and a feature the plan lacks. */
export function LiteDialog({ kind, onContinue }: { kind: 'liteMobile' | 'liteFeature'; onContinue?: () => void }) {
  const { t } = useTranslation();
  const mobile = kind === 'liteMobile';
  const upgrade = () => {
    closePricingDialog();
    openPricing({ source: mobile ? 'lite-mobile' : 'lite-feature' });
  };
  const proceed = () => {
    closePricingDialog();
    onContinue?.();
  };
  return (
    <Modal
      opened
      onClose={proceed}
      centered
      size="md"
      zIndex={DIALOG_Z}
      title={mobile ? t('pricing.lite.mobileTitle') : t('pricing.lite.featureTitle')}
      data-testid={mobile ? 'lite-mobile' : 'lite-feature'}
    >
      <Stack gap="lg">
        <Text>{mobile ? t('pricing.lite.mobileText') : t('pricing.lite.featureText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={proceed} data-testid="lite-continue">
            {t('pricing.lite.continue')}
          </Button>
          <Button onClick={upgrade} data-testid="lite-upgrade">
            {t('pricing.lite.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
