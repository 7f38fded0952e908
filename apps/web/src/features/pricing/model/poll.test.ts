import { describe, expect, it, vi } from 'vitest';
import { pollPayment } from './poll';

const noSleep = vi.fn(async () => undefined);

describe('pollPayment', () => {
  it('asks until the order is paid', async () => {
    const answers = [
      { had_pay: false, status: 'pending' },
      { had_pay: false, status: 'pending' },
      { had_pay: true, status: 'paid' },
    ];
    const check = vi.fn(async () => answers.shift()!);
    const sleep = vi.fn(async () => undefined);
    expect(await pollPayment({ check, signal: new AbortController().signal, sleep })).toBe('paid');
    expect(check).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(3000, expect.anything());
  });

  it('stops at the first failed question (a non-zero code or the network)', async () => {
    const check = vi.fn().mockResolvedValueOnce({ had_pay: false, status: 'pending' }).mockRejectedValueOnce(new Error('18010'));
    expect(await pollPayment({ check, signal: new AbortController().signal, sleep: noSleep })).toBe('error');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops when the payment was refused or cancelled', async () => {
    const check = vi.fn(async () => ({ had_pay: false, status: 'failed' }));
    expect(await pollPayment({ check, signal: new AbortController().signal, sleep: noSleep })).toBe('failed');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops when the drawer closes (the signal aborts) while waiting', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const check = vi.fn(async () => ({ had_pay: false, status: 'pending' }));
    const done = pollPayment({ check, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toBe('stopped');
    expect(check).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
