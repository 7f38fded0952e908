import { CODE_RESEND_S, ErrorCode, V, type CodeAction } from '@framecast/contract';
import { useState } from 'react';
import { isApiError } from '../api/errors';
import { sendCode } from '../api/send-code';
import { withCaptcha } from '../captcha/store';
import { localizeMessage } from '../i18n/localize';
import { resendSeconds } from './resend-seconds';
import { toastSuccess } from './toast';
import { useCountdown } from './useCountdown';

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Request an emailed code: opens the captcha on 10204, starts the 60 s countdown, and on 10307
 * counts down the server's `wait_seconds` instead. Returns the ticket or null.
 *
 * The wait is the address's (the server counts per address): `for(email)` tells the field's current
 * address, so a mistyped address corrected can have its code at once, and going back to the first one
 * shows its wait again.
 */
export function useSendCode(action: CodeAction) {
  const countdown = useCountdown();
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (username: string): Promise<string | null> => {
    setLoading(true);
    try {
      const data = await withCaptcha((answer) => sendCode({ username, action, ...answer }));
      setSentTo(normalized(username));
      countdown.start(resendSeconds(data.resend_after));
      toastSuccess(localizeMessage(V.codeSent));
      return data.ticket;
    } catch (error) {
      if (isApiError(error, ErrorCode.RESEND_TOO_SOON)) {
        setSentTo(normalized(username));
        countdown.start(error.waitSeconds ?? CODE_RESEND_S);
      }
      return null;
    } finally {
      setLoading(false);
    }
  };

  const isSentTo = (email: string) => sentTo !== null && sentTo === normalized(email);
  return {
    send,
    loading,
    /** The countdown and "Resend" label for the address now in the field. */
    for: (email: string) => ({ secondsLeft: isSentTo(email) ? countdown.left : 0, sentOnce: isSentTo(email) }),
  };
}
