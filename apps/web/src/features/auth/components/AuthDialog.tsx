import { Modal } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { closeAuthDialog, useAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { AuthPanel } from './AuthPanel';

const TITLES = { 0: 'signIn', 1: 'signUp', 2: 'reset' } as const;

/** The sign-in / sign-up / reset dialog: 820 px wide, two columns on desktop, closable or not. */
export default function AuthDialog() {
  const { t } = useTranslation();
  const { opened, mode, closable, email, redirectTo } = useAuthDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <Modal
      opened={opened}
      onClose={closable ? closeAuthDialog : () => undefined}
      size={820}
      padding={0}
      withCloseButton={false}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      centered
      radius={20}
      zIndex={300}
      // No Modal title here (the panel has its own), so the dialog element is named directly.
      attributes={{ content: { 'aria-label': t(`auth.${TITLES[mode]}.title`) } }}
      data-testid="auth-dialog"
    >
      <AuthPanel
        key={`${mode}-${email ?? ''}`}
        mode={mode}
        initialEmail={email}
        showGuest={false}
        titleOrder={2}
        onModeChange={(next, value) => useAuthDialog.setState({ mode: next, email: value })}
        onClose={closable ? closeAuthDialog : undefined}
        onSignedIn={() => {
          closeAuthDialog();
          // Re-run the guard here (questionnaire etc.), or go where the opener asked.
          if (redirectTo) navigate(redirectTo);
          else void revalidator.revalidate();
        }}
      />
    </Modal>
  );
}
