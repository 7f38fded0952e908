import { expect, expectHome, signIn, test } from './fixtures';

/** Journey 6: the Chinese interface (spec 000 §1: English by default, a Chinese option stored locally). */

test('switching to Chinese on the sign-in screen translates it, persists across reload, and carries into home', async ({ page, server }) => {
  const user = await server.createUser();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');

  await page.getByTestId('language-switch').first().click();
  await page.getByTestId('language-option-zh').click();

  await expect(page.getByTestId('login-submit')).toHaveText('登录');
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await expect(page.getByTestId('forgot-password-link')).toHaveText('忘记密码？');
  await expect(page.getByTestId('to-register')).toHaveText('免费注册');
  await expect(page.getByText('登录后继续使用 Framecast')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');

  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText('登录');
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // Validation messages come in Chinese too (they are the contract's English texts, translated).
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入邮箱', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your email', { exact: true })).toHaveCount(0);

  await signIn(page, user.email, user.password);
  await expectHome(page, 'zh');
  await expect(page.getByTestId('tool-translation')).toContainText('视频翻译');
  await expect(page.getByText('Create video', { exact: true })).toHaveCount(0);

  // And back to English from the user menu; that choice persists as well.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-lang-en').click();
  await expectHome(page, 'en');
  await page.reload();
  await expectHome(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('language=zh stored before the first load opens the app in Chinese', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'zh');
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '创建账号' })).toBeVisible();
  await expect(page.getByTestId('send-code-button')).toHaveText('获取验证码');
  await expect(page.getByText('验证邮箱')).toBeVisible();
  await page.getByTestId('to-login').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toHaveText('登录');

  // The forced re-login notice, in Chinese.
  await page.goto('/login?tipsReLoginMsg=1');
  await expect(page.getByTestId('login-notice')).toHaveText('登录验证失败，请重新登录。');
});
