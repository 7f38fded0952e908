import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { expect, expectHome, signIn, test, toast, waitForCall } from './fixtures';

/**
 * Journey 3: three wrong passwords, then the captcha (spec 000 §4: 10204 opens it, 10201 closes it
 * and shows the server's message; §5: 4 characters, submitted on the 4th).
 */
test('three failed sign-ins, then a captcha: a wrong one is refused, the right one signs in', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/login');

  for (let attempt = 1; attempt <= 3; attempt++) {
    const answer = waitForCall(page, 'login');
    await signIn(page, user.email, `wrong-password-${attempt}`);
    const body = await (await answer).json();
    expect(body.code).toBe(ErrorCode.LOGIN_FAILED);
    expect(body.msg).toBe(ErrorMessage[ErrorCode.LOGIN_FAILED]);
    // The server's message, shown as sent.
    const shown = toast(page, body.msg);
    await expect(shown).toBeVisible();
    await shown.locator('.mantine-Notification-closeButton').click();
    await expect(shown).toBeHidden();
    await expect(page.getByTestId('captcha-dialog')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/login$/);

  // Fourth attempt (right password): 10204 → the captcha dialog with a fresh picture.
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  let loginAnswer = waitForCall(page, 'login');
  let captchaAnswer = waitForCall(page, 'captcha');
  await signIn(page, user.email, user.password);
  expect((await (await loginAnswer).json()).code).toBe(ErrorCode.CAPTCHA_REQUIRED);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Type the 4 characters you see in the picture.')).toBeVisible();
  let captcha = (await (await captchaAnswer).json()).data as { id: string };
  await expect(dialog.getByTestId('captcha-image')).toBeVisible();

  // A wrong captcha: the login retries on the 4th character, the server answers 10201, the dialog closes.
  const right = await server.captchaAnswer(captcha.id);
  const wrong = right === 'zzzz' ? 'yyyy' : 'zzzz';
  loginAnswer = waitForCall(page, 'login');
  await dialog.getByTestId('captcha-input').pressSequentially(wrong);
  const wrongResponse = await loginAnswer;
  const wrongBody = await wrongResponse.json();
  expect(wrongBody.code).toBe(ErrorCode.CAPTCHA_WRONG);
  expect(JSON.parse(wrongResponse.request().postData() ?? '{}')).toMatchObject({ captcha_id: captcha.id, captcha: wrong });
  await expect(toast(page, wrongBody.msg)).toBeVisible();
  expect(wrongBody.msg).toBe(ErrorMessage[ErrorCode.CAPTCHA_WRONG]);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);

  // Again: a new captcha; typing its 4 characters submits by itself and signs in.
  loginAnswer = waitForCall(page, 'login');
  captchaAnswer = waitForCall(page, 'captcha');
  await page.getByTestId('login-submit').click();
  expect((await (await loginAnswer).json()).code).toBe(ErrorCode.CAPTCHA_REQUIRED);
  captcha = (await (await captchaAnswer).json()).data;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('captcha-image')).toBeVisible();
  const answer = await server.captchaAnswer(captcha.id);
  loginAnswer = waitForCall(page, 'login');
  await dialog.getByTestId('captcha-input').pressSequentially(answer.toUpperCase());
  expect((await (await loginAnswer).json()).code).toBe(0);
  await expect(dialog).toBeHidden();
  await expectHome(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The server used the captcha up and forgot the failures of this account.
  expect(await server.db.selectFrom('captchas').select('id').where('id', '=', captcha.id).executeTakeFirst()).toBeUndefined();
  const failures = await server.db.selectFrom('login_failures').select('id').where('email', '=', user.email).execute();
  expect(failures).toHaveLength(0);
});
