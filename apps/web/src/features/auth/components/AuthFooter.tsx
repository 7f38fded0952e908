import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';

const SignUpAgreement = lazy(() => import('./SignUpAgreement'));

interface AuthFooterProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  className?: string;
}

/** Links between the modes, and the legal note when signing up. */
export function AuthFooter({ mode, onModeChange, className }: AuthFooterProps) {
  const { t } = useTranslation();
  const link = (target: AuthMode, label: string, testId: string) => (
    <Anchor component="button" type="button" fw={600} onClick={() => onModeChange(target)} data-testid={testId}>
      {label}
    </Anchor>
  );
  return (
    <div className={className}>
      {mode === 0 && (
        <Text size="sm" c="dimmed">
          {t('auth.signIn.noAccount')} {link(1, t('auth.signIn.toSignUp'), 'to-register')}
        </Text>
      )}
      {mode === 1 && (
        <>
          <Text size="sm" c="dimmed">
            {t('auth.signUp.haveAccount')} {link(0, t('auth.signUp.toSignIn'), 'to-login')}
          </Text>
          <Suspense fallback={null}>
            <SignUpAgreement />
          </Suspense>
        </>
      )}
      {mode === 2 && <Text size="sm">{link(0, t('auth.reset.back'), 'to-login')}</Text>}
    </div>
  );
}
