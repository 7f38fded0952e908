import { Modal } from '@mantine/core';
import { useNavigate, useRevalidator } from 'react-router';
import { closeAuthDialog, useAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { AuthPanel } from './AuthPanel';

/** The sign-in / sign-up / reset dialog: 820 px wide, two columns on desktop, closable or not. */
export default function AuthDialog() {
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
      aria-label="Sign in"
      data-testid="auth-dialog"
    >
      <AuthPanel
        key={`${mode}-${email ?? ''}`}
        mode={mode}
        initialEmail={email}
        showGuest={false}
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
