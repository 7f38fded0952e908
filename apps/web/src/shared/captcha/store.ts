import { ErrorCode } from '@framecast/contract';
import { create } from 'zustand';
import { ApiError, ClientCode, isApiError } from '../api/errors';

export interface CaptchaAnswer {
  captcha_id: string;
  captcha: string;
}

interface Pending {
  submit: (answer: CaptchaAnswer) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface CaptchaState {
  pending: Pending | null;
}

export const useCaptchaStore = create<CaptchaState>(() => ({ pending: null }));

/**
 * Run a call that may answer 10204 (captcha required). On 10204 the captcha dialog opens; its 4th
 * character retries the call with `captcha_id` and `captcha`. A 10201 answer (wrong captcha) closes
 * the dialog; the client has already shown the server's message.
 */
export function withCaptcha<T>(run: (answer?: CaptchaAnswer) => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (!isApiError(error, ErrorCode.CAPTCHA_REQUIRED)) throw error;
    return new Promise<T>((resolve, reject) => {
      useCaptchaStore.setState({
        pending: { submit: run, resolve: resolve as (v: unknown) => void, reject },
      });
    });
  });
}

/** The dialog was dismissed without an answer. */
export const cancelCaptcha = (): void => {
  const pending = useCaptchaStore.getState().pending;
  useCaptchaStore.setState({ pending: null });
  pending?.reject(new ApiError(ClientCode.CANCELLED, 'cancelled'));
};

/** Called by the dialog: settles the waiting call unless a new captcha is needed. Returns true when done. */
export const submitCaptcha = async (answer: CaptchaAnswer): Promise<'done' | 'again'> => {
  const pending = useCaptchaStore.getState().pending;
  if (!pending) return 'done';
  try {
    const value = await pending.submit(answer);
    useCaptchaStore.setState({ pending: null });
    pending.resolve(value);
    return 'done';
  } catch (error) {
    if (isApiError(error, ErrorCode.CAPTCHA_REQUIRED)) return 'again';
    useCaptchaStore.setState({ pending: null });
    pending.reject(error);
    return 'done';
  }
};
