import { Button, Center, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { closePricing, openPricing, usePricing } from '../../../shared/pricing/store';
import { useCheckout } from '../model/checkout-store';
import { closePayStatus, stopWaiting } from '../model/purchase';
import { DIALOG_Z } from './PaymentDialog';

/** 'Completing Your Payment…' while the order is polled, then 'Payment successful' (spec 001 §4 steps 5-6), or 'Payment declined'. */
export function PayStatusDialogs() {
  const { t } = useTranslation();
  const phase = useCheckout((s) => s.phase);
  return (
    <>
      <Modal
        opened={phase === 'loading'}
        onClose={stopWaiting}
        title={t('pricing.pay.loadingTitle')}
        centered
        zIndex={DIALOG_Z + 10}
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('pricing.pay.stopWaiting') }}
        data-testid="pay-loading"
      >
        <Stack align="center" gap="md" py="md" role="status" aria-live="polite">
          <Loader size="lg" />
          <Text ta="center" size="sm" c="dimmed">
            {t('pricing.pay.loadingText')}
          </Text>
        </Stack>
      </Modal>
      <Modal
        opened={phase === 'success'}
        onClose={closePayStatus}
        title={t('pricing.pay.successTitle')}
        centered
        zIndex={DIALOG_Z + 10}
        data-testid="pay-success"
      >
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <Text ta="center">{t('pricing.pay.successText')}</Text>
          <Center>
            <Button
              onClick={() => {
                closePayStatus();
                closePricing();
              }}
              data-testid="pay-success-ok"
            >
              {t('pricing.pay.gotIt')}
            </Button>
          </Center>
        </Stack>
      </Modal>
      <Modal
        opened={phase === 'declined'}
        onClose={closePayStatus}
        title={t('pricing.pay.declinedTitle')}
        centered
        zIndex={DIALOG_Z + 10}
        data-testid="pay-declined"
      >
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconCreditCardOff size={32} aria-hidden />
          </ThemeIcon>
          <Text ta="center" role="alert">
            {t('pricing.pay.declined')}
          </Text>
          <Group justify="center" gap="sm">
            <Button variant="default" onClick={closePayStatus} data-testid="pay-declined-close">
              {t('pricing.pay.close')}
            </Button>
            <Button
              onClick={() => {
                closePayStatus();
                if (!usePricing.getState().opened) openPricing({ source: 'pay-declined' });
              }}
              data-testid="pay-declined-retry"
            >
              {t('pricing.pay.tryAgain')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
