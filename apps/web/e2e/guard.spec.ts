import { ErrorCode, V } from '@framecast/contract';
import type { BrowserContext } from '@playwright/test';
import { expect, expectHome, signIn, test, waitForCall } from './fixtures';

/** The route guard of spec 000 §2.13 on a desktop browser: journeys 5 and 9. */

const tokenOf = async (context: BrowserContext): Promise<string> => {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value);
};

test('a protected page while signed out goes to sign-in, and back there after signing in', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Rule 5: the address rides along as ?redirect= only for template/create links; not here.
  expect(new URL(page.url()).searchParams.get('redirect')).toBeNull();

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-email-value')).toHaveText(user.email);
});

test('rule 5: a create link keeps the intended address as ?redirect= and returns to it', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/home?action=openCreatePage');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home?action=openCreatePage');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home\?action=openCreatePage$/);
});

test('?tipsReLoginMsg shows the re-login message on sign-in, and ends a live session', async ({ page, server }) => {
  await page.goto('/login?tipsReLoginMsg=1');
  await expect(page.getByTestId('login-notice')).toHaveText(V.reLogin);

  // Signed in, a link carrying tipsReLoginMsg drops the session and asks to sign in again.
  const user = await server.createUser();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile?tipsReLoginMsg=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(V.reLogin);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // ...and comes back to where it was headed after signing in.
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session ended on the server (signed out elsewhere) is sent to sign-in on the next navigation', async ({ page, context, server }) => {
  const user = await server.createUser();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The same token is signed out from another client.
  const token = await tokenOf(context);
  expect((await server.call('logout', {}, token)).code).toBe(0);
  expect((await server.call('userInfo', {}, token)).code).toBe(ErrorCode.SESSION_REVOKED);

  // Whichever call the app makes first carries the refusal (user info, or a call of the page): assert the outcome.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

  // Signing in again returns to the page that was asked for.
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session deleted on the server shows "Login verification failed, please re-login." on the next navigation', async ({ page, context, server }) => {
  const user = await server.createUser();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const dbUser = await server.userByEmail(user.email);
  await server.db.deleteFrom('sessions').where('user_id', '=', dbUser!.id).execute();
  // The server caches a session lookup for a few seconds; wait until the token is refused.
  const token = await tokenOf(context);
  await expect.poll(async () => (await server.call('userInfo', {}, token)).code, { timeout: 15_000 }).toBe(ErrorCode.TOKEN_INVALID);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(V.reLogin);
});

test('code 50007 forces the ban page: when signing in, and for a session banned while signed in', async ({ page, server }) => {
  const ban = (email: string) => server.setUser(email, { status: 'banned' });

  // Signing in to a banned account.
  const banned = await server.createUser();
  await ban(banned.email);
  await page.goto('/login');
  const answer = waitForCall(page, 'login');
  await signIn(page, banned.email, banned.password);
  expect((await (await answer).json()).code).toBe(ErrorCode.BANNED);
  await expect(page).toHaveURL(/\/ban$/);
  await expect(page.getByTestId('ban-page').getByRole('heading', { name: 'Your account has been suspended' })).toBeVisible();

  // A signed-in account that gets banned: the next page load answers 50007 and shows the ban page.
  const user = await server.createUser();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expectHome(page);
  await ban(user.email);
  const info = waitForCall(page, 'userInfo');
  await page.goto('/profile');
  expect((await (await info).json()).code).toBe(ErrorCode.BANNED);
  await expect(page).toHaveURL(/\/ban$/);
  await expect(page.getByTestId('ban-page')).toBeVisible();
});
