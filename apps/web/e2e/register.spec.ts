import { V } from '@framecast/contract';
import { expect, expectHome, sha, signIn, test, toast, uniqueEmail, waitForCall } from './fixtures';

/**
 * Journeys 1 and 2: sign up with an emailed code, answer the questionnaire, land on home; sign out
 * from the user menu and sign in again with the same email and password. The second needs the
 * account of the first, so the two run in order (a failure of the first skips the second).
 */
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('newcomer');
const password = 'Frame-cast9';

test('sign up: email code, password, "Sign up Success", questionnaire, home', async ({ page, server }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByTestId('to-register').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Step 1: email → Send code → the code from the mailbox → Next.
  await page.getByTestId('code-email').fill(email);
  const sent = waitForCall(page, 'sendCode');
  await page.getByTestId('send-code-button').click();
  const sentResponse = await sent;
  expect((await sentResponse.json()).code).toBe(0);
  expect(JSON.parse(sentResponse.request().postData() ?? '{}')).toMatchObject({ username: email, action: 'reg' });
  await expect(toast(page, V.codeSent)).toBeVisible();
  await expect(page.getByTestId('code-sent-note')).toHaveText(`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`);
  // The 60-second resend countdown.
  await expect(page.getByTestId('send-code-button')).toHaveText(/^Resend in (60|59|58|57|56|55)s$/);
  await expect(page.getByTestId('send-code-button')).toBeDisabled();

  await page.getByTestId('code-input').fill(await server.codeFor(email));
  const checked = waitForCall(page, 'checkCode');
  await page.getByTestId('code-next').click();
  expect((await (await checked).json()).code).toBe(0);

  // Step 2: password and confirmation → Create account.
  await expect(page.getByTestId('set-password')).toBeVisible();
  await page.getByTestId('set-password').fill(password);
  await page.getByTestId('set-password-confirm').fill(password);
  const registered = waitForCall(page, 'register');
  await page.getByTestId('set-password-submit').click();
  const registerResponse = await registered;
  expect((await registerResponse.json()).code).toBe(0);
  // The password travels hashed (spec 000 §7.1), never as typed.
  const sentBody = JSON.parse(registerResponse.request().postData() ?? '{}');
  expect(sentBody.password).toBe(sha(password));
  expect(registerResponse.request().postData()).not.toContain(password);

  await expect(toast(page, V.signUpSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaire$/);

  // The account exists, has not answered yet, and its password is stored as a slow hash.
  const stored = await server.userByEmail(email);
  expect(stored).toMatchObject({ status: 'active', is_signup_questionnaire: false });
  expect(stored!.password_hash).toBeTruthy();
  expect(stored!.password_hash).not.toContain(sha(password));

  // The questionnaire: the four questions; an incomplete answer is refused.
  const form = page.getByTestId('questionnaire');
  await expect(form.getByRole('heading', { name: 'Welcome to Framecast' })).toBeVisible();
  await page.getByTestId('questionnaire-submit').click();
  await expect(form.getByRole('alert').filter({ hasText: 'Please choose an option' }).first()).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Pick at least one' })).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaire$/);

  await form.getByRole('group', { name: 'What best describes your role?' }).getByRole('radio', { name: 'Content creator' }).click();
  await form.getByRole('group', { name: 'How many people are on your team?' }).getByRole('radio', { name: '2-10' }).click();
  const goals = form.getByRole('group', { name: 'What do you want to make?' });
  await goals.getByRole('checkbox', { name: 'Product ads' }).click();
  await goals.getByRole('checkbox', { name: 'Video podcasts' }).click();
  await expect(goals.getByRole('checkbox', { name: 'Video podcasts' })).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('group', { name: 'How did you hear about us?' }).getByRole('radio', { name: 'A friend or colleague' }).click();
  await expect(form.getByText('4 of 4 answered')).toBeVisible();

  const answered = waitForCall(page, 'questionnaire');
  await page.getByTestId('questionnaire-submit').click();
  expect((await (await answered).json()).code).toBe(0);

  // Home: create video, avatar, more tools.
  await expectHome(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const after = await server.userByEmail(email);
  expect(after).toMatchObject({ is_signup_questionnaire: true });
  expect(after!.questionnaire).toMatchObject({ role: 'creator', team_size: '2-10', heard_from: 'friend' });
  expect((after!.questionnaire as { goals: string[] }).goals.sort()).toEqual(['podcasts', 'product_ads']);

  // Answered once, the questionnaire is not asked again.
  await page.goto('/questionnaire');
  await expectHome(page);
});

test('sign out from the user menu, then sign in again with the same email and password', async ({ page, server }) => {
  await page.goto('/login');
  const first = waitForCall(page, 'login');
  await signIn(page, email, password);
  expect((await (await first).json()).code).toBe(0);
  await expectHome(page);
  expect(await server.liveSessionCount(email)).toBeGreaterThanOrEqual(1);
  const live = await server.liveSessionCount(email);

  // Sign out: the menu shows who is signed in, the server ends the session, the browser forgets it.
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-email')).toHaveText(email);
  const loggedOut = waitForCall(page, 'logout');
  await page.getByTestId('logout').click();
  expect((await (await loggedOut).json()).code).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(await server.liveSessionCount(email)).toBe(live - 1);

  // Signed out, home is protected again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);

  // Sign in with the same email and password.
  const again = waitForCall(page, 'login');
  await signIn(page, email, password);
  expect((await (await again).json()).code).toBe(0);
  await expectHome(page);
  await page.reload();
  await expectHome(page);
});
