import { useState } from 'react';
import type { AuthMode } from '../../../shared/dialogs/auth-dialog';
import { useAfterSignIn } from '../hooks/useAfterSignIn';
import { useLoginNotice } from '../hooks/useLoginNotice';
import { useRedirectIfSignedIn } from '../hooks/useRedirectIfSignedIn';
import { AuthPanel, type AuthPanelProps } from './AuthPanel';

type Props = Pick<AuthPanelProps, 'showLanguage' | 'titleOrder'> & { initialEmail?: string };

/**
 * The sign-in panel on a page of its own (/h5-login, /home-login): switches modes in place, carries the
 * typed email across them, shows the re-login notice and continues to the stored callback once signed in.
 */
export function StandaloneAuthPanel({ initialEmail = '', showLanguage, titleOrder }: Props) {
  const [mode, setMode] = useState<AuthMode>(0);
  const [email, setEmail] = useState(initialEmail);
  const notice = useLoginNotice();
  const goOn = useAfterSignIn();
  useRedirectIfSignedIn(goOn);
  return (
    <AuthPanel
      key={`${mode}-${email}`}
      mode={mode}
      withBrand={false}
      showLanguage={showLanguage}
      titleOrder={titleOrder}
      initialEmail={email}
      notice={notice}
      onModeChange={(next, value) => {
        setEmail(value);
        setMode(next);
      }}
      onSignedIn={goOn}
    />
  );
}
