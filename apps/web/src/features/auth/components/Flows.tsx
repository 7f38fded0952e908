import { V } from '@framecast/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { forgetEndedSession } from '../../../shared/api/logout';
import { getCachedUser, type UserInfo } from '../../../shared/api/user-info';
import { setLoginNotice } from '../../../shared/session/notice-store';
import { localizeMessage } from '../../../shared/i18n/localize';
import { toastSuccess } from '../../../shared/ui/toast';
import { register } from '../api/register';
import { resetPassword } from '../api/reset-password';
import { completeSignIn } from '../hooks/complete-sign-in';
import { VerifyFlow } from './VerifyFlow';

interface FlowProps {
  email: string;
  onEmailChange: (email: string) => void;
  emailLocked?: boolean;
}

/** Mode 1: code for 'reg', then the password; shows "Sign up Success". */
export function RegisterFlow({ onSignedIn, ...props }: FlowProps & { onSignedIn: (user: UserInfo) => void }) {
  const { t } = useTranslation();
  return (
    <VerifyFlow
      {...props}
      action="reg"
      submitLabel={t('auth.signUp.submit')}
      onComplete={async (input) => {
        const user = await register(input);
        await completeSignIn(user, { registered: true });
        notifications.clean();
        toastSuccess(localizeMessage(V.signUpSuccess));
        onSignedIn(user);
      }}
    />
  );
}

/** Mode 2: code for 'resetpwd', then the new password; then back to sign-in. */
export function ResetFlow({ onDone, ...props }: FlowProps & { onDone: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <VerifyFlow
      {...props}
      action="resetpwd"
      submitLabel={t('auth.reset.submit')}
      onComplete={async (input) => {
        await resetPassword(input);
        // The reset ended every session of the account, this browser's too: forget it here, before a
        // call with the dead token reads as a stale session. Another account's session (a trial) stays.
        // (Not judged by the cookies: the reset's answer has already cleared the server's one.)
        const held = getCachedUser();
        if (!held || held.username.toLowerCase() === input.username.toLowerCase()) forgetEndedSession();
        setLoginNotice(null);
        toastSuccess(t('auth.reset.success'));
        onDone(input.username);
      }}
    />
  );
}
