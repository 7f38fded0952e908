/** Spec 001 §9: the payment status is asked every 3 seconds. */
export const POLL_INTERVAL_MS = 3000;

export type PollOutcome = 'paid' | 'failed' | 'stopped' | 'error';

interface PollOptions {
  /** One status question; resolves with whether the order is paid, or rejects (a non-zero code, the network). */
  check: (signal: AbortSignal) => Promise<{ had_pay: boolean; status?: string }>;
  signal: AbortSignal;
  interval?: number;
  /** Waits between questions (a test passes a fake). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Asks until the order is paid (spec 001 §4 steps 5-7): 'paid' once had_pay, 'failed' when the
 * platform refused or the buyer cancelled, 'error' when a question failed (polling stops), 'stopped'
 * when the signal aborted (the drawer closed).
 */
export async function pollPayment({ check, signal, interval = POLL_INTERVAL_MS, sleep = defaultSleep }: PollOptions): Promise<PollOutcome> {
  while (!signal.aborted) {
    let answer: { had_pay: boolean; status?: string };
    try {
      answer = await check(signal);
    } catch {
      return signal.aborted ? 'stopped' : 'error';
    }
    if (signal.aborted) return 'stopped';
    if (answer.had_pay) return 'paid';
    if (answer.status === 'failed' || answer.status === 'cancelled') return 'failed';
    await sleep(interval, signal);
  }
  return 'stopped';
}
