import { ErrorCode } from '@framecast/contract';
import { expect, expectHome, test, waitForCall } from './fixtures';

/**
 * Free trials without an account: the first ones from a network start at once; past the allowance
 * (GUEST_TRIALS_PER_IP, 2 by default) the server answers 10204 and the captcha dialog opens; its 4th
 * character retries the guest call with the answer and the trial starts.
 */
test('free trials start at once, then need the captcha', async ({ page, server }) => {
  await page.goto('/login');
  // Signed out by forgetting the session (a guest has no sign-out to keep the trial), then back to sign-in.
  const startTrial = async () => {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await page.goto('/login');
    const answer = waitForCall(page, 'guest');
    await page.getByTestId('guest-start').click();
    return (await (await answer).json()) as { code: number; data: { token: string } | null };
  };

  for (let i = 0; i < 2; i++) {
    expect((await startTrial()).code).toBe(0);
    await expectHome(page);
  }

  const captchaAnswer = waitForCall(page, 'captcha');
  expect((await startTrial()).code).toBe(ErrorCode.CAPTCHA_REQUIRED);
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  const captcha = (await (await captchaAnswer).json()).data as { id: string };
  await expect(dialog.getByTestId('captcha-image')).toBeVisible();
  const retried = waitForCall(page, 'guest');
  await dialog.getByTestId('captcha-input').pressSequentially(await server.captchaAnswer(captcha.id));
  const response = await retried;
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ captcha_id: captcha.id });
  expect((await response.json()).code).toBe(0);
  await expect(dialog).toBeHidden();
  await expectHome(page);
  expect(await server.db.selectFrom('guest_starts').select('ip').execute()).toHaveLength(3);
});
