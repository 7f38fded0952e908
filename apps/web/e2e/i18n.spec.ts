import type { Page } from '@playwright/test';
import { expect, expectHome, signIn, test, type E2EServer } from './fixtures';

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

/** A new user in the Chinese interface, on the avatar video tool. */
async function openAvatarToolInChinese(page: Page, server: E2EServer): Promise<void> {
  const user = await server.createUser();
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'zh');
  });
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expectHome(page, 'zh');
  await page.goto('/talking-avatar');
}

test('in Chinese the voice picker names voices and languages in Chinese and finds them by Chinese or English words', async ({ page, server }) => {
  await openAvatarToolInChinese(page, server);

  // Searching 普通话 finds the two Mandarin voices, named from Chinese parts.
  const voices = page.locator('[data-testid^="voice-option-"]');
  await expect(voices.first()).toBeVisible();
  await page.getByTestId('voice-search').fill('普通话');
  await expect(voices).toHaveCount(2);
  await expect(page.getByTestId('voice-option-espeak:cmn-latn-pinyin+f2')).toHaveText('中文（普通话）女声');
  await expect(page.getByTestId('voice-option-espeak:cmn-latn-pinyin')).toHaveText('中文（普通话）男声');
  await page.getByTestId('voice-option-espeak:cmn-latn-pinyin+f2').click();
  await expect(page.getByTestId('voice-selected')).toHaveText('中文（普通话）女声');
  // English words find them too.
  await page.getByTestId('voice-search').fill('Mandarin');
  await expect(voices).toHaveCount(2);
  await page.getByTestId('voice-search').fill('');

  // Every language in the list has a Chinese name in this browser (its ICU lacks many; we fill them in).
  await page.getByTestId('voice-language').click();
  const languages = page.getByRole('listbox').getByRole('option');
  await expect(languages.first()).toBeVisible();
  const names = await languages.allTextContents();
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter((name) => !/\p{Script=Han}/u.test(name))).toEqual([]);
  // It answers to Chinese words: 粤语 keeps only Cantonese.
  await page.getByTestId('voice-language').fill('粤语');
  await page.getByRole('option', { name: '粤语', exact: true }).click();
  await expect(voices).toHaveCount(2);
  await expect(voices.first()).toContainText('粤语');
  await expect(page.getByTestId('voice-picker')).not.toContainText('Chinese');
});

test('in Chinese the avatar picker, engine notes, plan and render dialog read in Chinese, and 医生 finds the doctors', async ({ page, server }) => {
  await openAvatarToolInChinese(page, server);

  // The plan reads as a Chinese phrase (not "Free 套餐"), in the sidebar and beside the script's limit.
  await expect(page.getByTestId('plan-card')).toContainText('免费版');
  await expect(page.getByTestId('plan-card')).not.toContainText('Free');
  await expect(page.getByTestId('script-section')).toContainText('免费版：最长 30 秒');

  // Look names are Chinese; 医生 finds both doctors among all avatars, not only the six samples.
  await expect(page.locator('[data-testid^="avatar-look-"]').first()).toBeVisible();
  await page.getByTestId('avatar-search').fill('医生');
  await expect(page.locator('[data-testid^="avatar-look-"]')).toHaveCount(2);
  await expect(page.getByTestId('avatar-look-hana/doctor')).toContainText('医生');
  await expect(page.getByTestId('avatar-look-omar/doctor')).toContainText('医生');
  await expect(page.getByTestId('avatar-picker')).not.toContainText('Doctor');
  await expect(page.getByTestId('avatar-licence')).toContainText('Framecast 原创插画（CC0-1.0）');

  // The engines' details (sent by the server in English) read in Chinese too.
  await page.getByTestId('engine-speech').hover();
  await expect(page.getByRole('tooltip')).toContainText('约 130 种语言');

  // The render dialog names the plan's limit in Chinese.
  await page.getByTestId('avatar-look-hana/doctor').click();
  await page.getByTestId('script-input').fill('大家好，欢迎使用 Framecast。');
  await page.getByTestId('render-button').click();
  await expect(page.getByTestId('render-figures')).toContainText('免费版视频最长');
  await expect(page.getByTestId('render-limit')).toHaveText('30 秒');
});
