import { Anchor } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';
import { useRouteHandle } from '../../../shared/ui/useRouteHandle';
import { AuthPanel } from '../components/AuthPanel';
import { useAfterSignIn } from '../hooks/useAfterSignIn';
import { useLoginNotice } from '../hooks/useLoginNotice';
import { useRedirectIfSignedIn } from '../hooks/useRedirectIfSignedIn';
import classes from './AuthPage.module.css';

const modeByLabel: Record<string, AuthMode> = { login: 0, register: 1, forgotPassword: 2 };
const pathByMode: Record<AuthMode, string> = { 0: '/login', 1: '/register', 2: '/forgot-password' };

/** /login, /register and /forgot-password: one screen, three modes. */
export default function AuthPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const initialEmail = (state as { email?: string } | null)?.email ?? '';
  const notice = useLoginNotice();
  const goOn = useAfterSignIn();
  useRedirectIfSignedIn(goOn);
  const mode = modeByLabel[handle?.label ?? 'login'] ?? 0;

  return (
    <main className={classes.page}>
      <div className={classes.card}>
        <AuthPanel
          mode={mode}
          initialEmail={initialEmail}
          onModeChange={(next, email) => navigate(pathByMode[next] + search, { replace: true, state: { email } })}
          onSignedIn={goOn}
          notice={notice}
        />
      </div>
      <nav className={classes.legal} aria-label={t('common.legal')}>
        <Anchor component={Link} to="/terms-of-use" c="dimmed" size="sm">
          {t('common.terms')}
        </Anchor>
        <Anchor component={Link} to="/privacy-policy" c="dimmed" size="sm">
          {t('common.privacy')}
        </Anchor>
      </nav>
    </main>
  );
}
