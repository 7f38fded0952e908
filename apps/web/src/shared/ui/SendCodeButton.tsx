import { Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface SendCodeButtonProps {
  secondsLeft: number;
  sentOnce: boolean;
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** "Send code" with the 60-second resend countdown of spec 000 §4. */
export function SendCodeButton({ secondsLeft, sentOnce, loading, disabled, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label = secondsLeft > 0 ? t('auth.code.wait', { seconds: secondsLeft }) : sentOnce ? t('auth.code.resend') : t('auth.code.send');
  return (
    <Button
      variant="light"
      size="compact-sm"
      onClick={onClick}
      loading={loading}
      disabled={disabled || secondsLeft > 0}
      data-testid="send-code-button"
      aria-live="polite"
      miw={96}
    >
      {label}
    </Button>
  );
}
