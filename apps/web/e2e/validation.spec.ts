import { API_PREFIX, V } from '@framecast/contract';
import { expect, test, toast, uniqueEmail, waitForCall } from './fixtures';

/** Journey 8: the form messages of spec 000 §5, word for word, before anything reaches the server. */

test('sign-in form: empty, malformed email and short password are refused with the spec wording', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `${API_PREFIX}/v1/auth/login`) loginCalls.push(r.url());
  });
  await page.goto('/login');

  await page.getByTestId('login-submit').click();
  await expect(page.getByText(V.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(V.passwordRequired, { exact: true })).toBeVisible();
  await expect(page.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('login-email').fill('not-an-email');
  await page.getByTestId('login-password').fill('abc');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(V.emailFormat, { exact: true })).toBeVisible();
  await expect(page.getByText(V.passwordMin, { exact: true })).toBeVisible();
  await expect(page.getByText(V.emailRequired, { exact: true })).toHaveCount(0);

  await page.getByTestId('login-email').fill('someone@example.com');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(V.passwordMin, { exact: true })).toBeVisible();
  await expect(page.getByText(V.emailFormat, { exact: true })).toHaveCount(0);

  // Nothing invalid was ever sent.
  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up: the code step and the set-password step use the spec wording', async ({ page, server }) => {
  const email = uniqueEmail('valid');
  await page.goto('/register');
  await expect(page.getByTestId('auth-panel')).toHaveAttribute('data-mode', '1');

  // "Next" stays disabled until a code was requested (no ticket yet).
  await expect(page.getByTestId('code-next')).toBeDisabled();

  // Send code with no email, then with a malformed one.
  await page.getByTestId('send-code-button').click();
  await expect(page.getByText(V.emailRequired, { exact: true })).toBeVisible();
  await page.getByTestId('code-email').fill('nobody@');
  await page.getByTestId('send-code-button').click();
  await expect(page.getByText(V.emailFormat, { exact: true })).toBeVisible();
  expect(server.mailCount('nobody@')).toBe(0);

  // A real address: the code is mailed, Next becomes available, an empty code is refused.
  await page.getByTestId('code-email').fill(email);
  const sent = waitForCall(page, 'sendCode');
  await page.getByTestId('send-code-button').click();
  expect((await (await sent).json()).code).toBe(0);
  await expect(toast(page, V.codeSent)).toBeVisible();
  await expect(page.getByTestId('code-next')).toBeEnabled();
  await page.getByTestId('code-next').click();
  await expect(page.getByText(V.codeRequired, { exact: true })).toBeVisible();

  // A wrong code: the server's message.
  const wrong = waitForCall(page, 'checkCode');
  const code = await server.codeFor(email);
  await page.getByTestId('code-input').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('code-next').click();
  const wrongBody = await (await wrong).json();
  expect(wrongBody.code).toBe(10303);
  await expect(toast(page, wrongBody.msg)).toBeVisible();

  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-next').click();

  // Set-password step: the button is disabled while a field is empty.
  const submit = page.getByTestId('set-password-submit');
  await expect(page.getByTestId('set-password')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByTestId('set-password').fill('abc');
  await page.getByTestId('set-password-confirm').fill('abc');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(V.passwordRange, { exact: true })).toBeVisible();

  await page.getByTestId('set-password').fill('secret123');
  await page.getByTestId('set-password-confirm').fill('secret124');
  await submit.click();
  await expect(page.getByText(V.confirmMismatch, { exact: true })).toBeVisible();
  await expect(page.getByText(V.passwordRange, { exact: true })).toHaveCount(0);

  await page.getByTestId('set-password-confirm').fill('');
  await expect(submit).toBeDisabled();

  // No account was created by any of this.
  expect(await server.userByEmail(email)).toBeUndefined();
});
