import { Alert, CloseButton, Divider, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserInfo } from '../../../shared/api/user-info';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';
import { localizeMessage } from '../../../shared/i18n/localize';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { Logo } from '../../../shared/ui/Logo';
import { AuthFooter } from './AuthFooter';
import { BrandColumn } from './BrandColumn';
import classes from './AuthPanel.module.css';
import { GuestLink } from './GuestLink';
import { SignInForm } from './SignInForm';

export interface AuthPanelProps {
  mode: AuthMode;
  /** Switch mode, carrying the email typed so far. */
  onModeChange: (mode: AuthMode, email: string) => void;
  onSignedIn: (user: UserInfo) => void;
  initialEmail?: string;
  /** A message to show above the sign-in form (e.g. after a forced sign-out). */
  notice?: string | null;
  /** Dialog only: show a close button. */
  onClose?: () => void;
  showGuest?: boolean;
  /** The brand column beside the form (desktop only). */
  withBrand?: boolean;
  /** The language switch in the corner (off when the page has its own). */
  showLanguage?: boolean;
  /** The title's heading level: 1 when the panel is the page, 2 in a dialog or under a page's own title. */
  titleOrder?: 1 | 2;
}

const titles = { 0: 'signIn', 1: 'signUp', 2: 'reset' } as const;

// Sign-up and reset (their steps, schemas and zod) load when the panel switches to them, not with sign-in.
const RegisterFlow = lazy(() => import('./Flows').then((m) => ({ default: m.RegisterFlow })));
const ResetFlow = lazy(() => import('./Flows').then((m) => ({ default: m.ResetFlow })));

/** The shared sign-in / sign-up / reset screen (modes 0/1/2), used by the pages and the dialog. */
export function AuthPanel({
  mode,
  onModeChange,
  onSignedIn,
  initialEmail = '',
  notice,
  onClose,
  showGuest = true,
  withBrand = true,
  showLanguage = true,
  titleOrder = 1,
}: AuthPanelProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const key = titles[mode];
  return (
    <div className={`${classes.panel} ${withBrand ? '' : classes.compact}`} data-testid="auth-panel" data-mode={mode}>
      {withBrand && <BrandColumn className={classes.brandColumn} />}
      <div className={classes.formColumn}>
        <div className={classes.topBar}>
          {showLanguage && <LanguageSwitch />}
          {onClose && <CloseButton onClick={onClose} aria-label={t('common.close')} data-testid="auth-dialog-close" />}
        </div>
        <div className={classes.phoneLogo}>
          <Logo size={30} />
        </div>
        <Stack gap={4} mb="xl">
          <Title order={titleOrder} fz={26}>
            {t(`auth.${key}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`auth.${key}.subtitle`)}
          </Text>
        </Stack>
        {notice && mode === 0 && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} mb="md" data-testid="login-notice">
            {localizeMessage(notice)}
          </Alert>
        )}
        {mode === 0 && (
          <>
            <SignInForm email={email} onEmailChange={setEmail} onForgot={() => onModeChange(2, email)} onSignedIn={onSignedIn} />
            {showGuest && (
              <>
                <Divider my="lg" label={t('auth.or')} labelPosition="center" />
                <GuestLink onStarted={onSignedIn} />
              </>
            )}
          </>
        )}
        <Suspense fallback={null}>
          {mode === 1 && <RegisterFlow email={email} onEmailChange={setEmail} onSignedIn={onSignedIn} />}
          {mode === 2 && <ResetFlow email={email} onEmailChange={setEmail} onDone={(done) => onModeChange(0, done)} />}
        </Suspense>
        <AuthFooter mode={mode} onModeChange={(next) => onModeChange(next, email)} className={classes.footer} />
      </div>
    </div>
  );
}
