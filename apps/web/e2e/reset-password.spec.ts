import { ErrorCode, ErrorMessage, V } from '@framecast/contract';
import { expect, expectHome, signIn, test, toast, waitForCall } from './fixtures';

/** Journey 4: forgot password → emailed code → new password; the new one works, the old one fails. */
test('reset the password with an emailed code, then only the new password signs in', async ({ page, server }) => {
  const user = await server.createUser({ password: 'old-secret1' });
  const newPassword = 'new-secret2';

  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // The email typed on the sign-in form comes along.
  await expect(page.getByTestId('code-email')).toHaveValue(user.email);

  const before = server.mailCount(user.email);
  const sent = waitForCall(page, 'sendCode');
  await page.getByTestId('send-code-button').click();
  const sentResponse = await sent;
  expect((await sentResponse.json()).code).toBe(0);
  expect(JSON.parse(sentResponse.request().postData() ?? '{}')).toMatchObject({ username: user.email, action: 'resetpwd' });
  await expect(toast(page, V.codeSent)).toBeVisible();
  await expect(page.getByTestId('send-code-button')).toHaveText(/Resend in \d+s/);
  await expect(page.getByTestId('send-code-button')).toBeDisabled();

  await page.getByTestId('code-input').fill(await server.codeFor(user.email, before));
  await page.getByTestId('code-next').click();

  await page.getByTestId('set-password').fill(newPassword);
  await page.getByTestId('set-password-confirm').fill(newPassword);
  const reset = waitForCall(page, 'resetPassword');
  await page.getByTestId('set-password-submit').click();
  expect((await (await reset).json()).code).toBe(0);
  await expect(toast(page, 'Your password has been reset. Please sign in with the new password.')).toBeVisible();

  // Back on sign-in with the email filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toHaveValue(user.email);

  // The reset signed out the session the account had before.
  expect(await server.liveSessionCount(user.email)).toBe(0);

  // The old password no longer works...
  const failed = waitForCall(page, 'login');
  await signIn(page, user.email, user.password);
  const failedBody = await (await failed).json();
  expect(failedBody.code).toBe(ErrorCode.LOGIN_FAILED);
  await expect(toast(page, ErrorMessage[ErrorCode.LOGIN_FAILED])).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // ...the new one does.
  const ok = waitForCall(page, 'login');
  await signIn(page, user.email, newPassword);
  expect((await (await ok).json()).code).toBe(0);
  await expectHome(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await server.liveSessionCount(user.email)).toBe(1);
});

/** What a call with a session the reset has ended would show on sign-in. */
const staleSessionTexts = [V.reLogin, ErrorMessage[ErrorCode.TOKEN_INVALID], ErrorMessage[ErrorCode.SESSION_REVOKED], ErrorMessage[ErrorCode.TOKEN_EXPIRED]];

test('changing the password from Profile signs this browser out quietly and comes back to Profile', async ({ page, server }) => {
  const user = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  await page.goto('/profile');
  await page.getByTestId('profile-change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  const before = server.mailCount(user.email);
  await dialog.getByTestId('send-code-button').click();
  await dialog.getByTestId('code-input').fill(await server.codeFor(user.email, before));
  await dialog.getByTestId('code-next').click();
  await dialog.getByTestId('set-password').fill('New-secret9');
  await dialog.getByTestId('set-password-confirm').fill('New-secret9');
  await dialog.getByTestId('set-password-submit').click();
  await expect(toast(page, 'Your password has been reset. Please sign in with the new password.')).toBeVisible();

  // The ended session is forgotten at once: sign-in with the address, and no stale-session message.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toHaveValue(user.email);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await page.waitForTimeout(500);
  for (const text of staleSessionTexts) await expect(page.getByText(text)).toHaveCount(0);

  await signIn(page, user.email, 'New-secret9');
  await expect(page).toHaveURL(/\/profile$/);
  for (const text of staleSessionTexts) await expect(page.getByText(text)).toHaveCount(0);
});

test('a reset while this browser is still signed in forgets the ended session', async ({ page, server }) => {
  const user = await server.createUser({ password: 'old-secret1' });
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  await page.goto('/forgot-password');
  await page.getByTestId('code-email').fill(user.email);
  const before = server.mailCount(user.email);
  await page.getByTestId('send-code-button').click();
  await page.getByTestId('code-input').fill(await server.codeFor(user.email, before));
  await page.getByTestId('code-next').click();
  await page.getByTestId('set-password').fill('New-secret9');
  await page.getByTestId('set-password-confirm').fill('New-secret9');
  await page.getByTestId('set-password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login/);
  for (const text of staleSessionTexts) await expect(page.getByText(text)).toHaveCount(0);
});
