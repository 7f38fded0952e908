import { expect, PHONE, signIn, test } from './fixtures';

/** Journey 7: a phone (spec 000 §2.13 rules 3 and 4; "phones cannot use the editor"). */

test.use(PHONE);

test('signed out on a phone, a protected route goes to the phone sign-in, and back after signing in', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/h5-login$/);
  await expect(page.getByText('Manage your videos on the go. Editing works best on a computer.')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test('signed in on a phone, the editor sends the user to /h5', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/editor');
  await expect(page).toHaveURL(/\/h5$/);
  const h5 = page.getByTestId('h5-page');
  await expect(h5.getByText('Framecast works best on a computer')).toBeVisible();
  await expect(h5.getByText(/\/editor$/)).toBeVisible();

  // "Continue to home" goes on to the (phone) home page.
  await page.getByTestId('h5-home').click();
  await expect(page).toHaveURL(/\/home$/);
});
