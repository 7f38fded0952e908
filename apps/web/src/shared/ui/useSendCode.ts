import { CODE_RESEND_S, ErrorCode, V, type CodeAction } from '@framecast/contract';
import { useState } from 'react';
import { isApiError } from '../api/errors';
import { sendCode } from '../api/send-code';
import { withCaptcha } from '../captcha/store';
import { localizeMessage } from '../i18n/localize';
import { resendSeconds } from './resend-seconds';
import { toastSuccess } from './toast';
import { useCountdown } from './useCountdown';

/**
 * Request an emailed code: opens the captcha on 10204, starts the 60 s countdown, and on 10307
 * counts down the server's `wait_seconds` instead. Returns the ticket or null.
 */
export function useSendCode(action: CodeAction) {
  const countdown = useCountdown();
  const [loading, setLoading] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async (username: string): Promise<string | null> => {
    setLoading(true);
    try {
      const data = await withCaptcha((answer) => sendCode({ username, action, ...answer }));
      setSentOnce(true);
      countdown.start(resendSeconds(data.resend_after));
      toastSuccess(localizeMessage(V.codeSent));
      return data.ticket;
    } catch (error) {
      if (isApiError(error, ErrorCode.RESEND_TOO_SOON)) {
        setSentOnce(true);
        countdown.start(error.waitSeconds ?? CODE_RESEND_S);
      }
      return null;
    } finally {
      setLoading(false);
    }
  };

  return { send, loading, sentOnce, secondsLeft: countdown.left };
}
