import type { Page } from '@playwright/test';
import { type E2EServer, expect, SHOT_PASSES, shot, TAKE_SHOTS, test } from './fixtures';

const signInAs = async (page: Page, server: E2EServer, token: string) => {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
};

/** Makes a key on the profile page and returns the secret the dialog shows (once). */
async function createKey(page: Page, name: string): Promise<string> {
  await page.getByTestId('api-key-new').click();
  await page.getByTestId('api-key-name').fill(name);
  await page.getByTestId('api-key-scope-render.run').check();
  await page.getByTestId('api-key-create').click();
  const secret = (await page.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^fck_/);
  return secret;
}

test('a person makes an API key on the profile page, a script uses it, and revoking it stops the script', async ({ page, server }) => {
  const user = await server.createUser();
  await signInAs(page, server, user.token);
  await page.goto('/profile');
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  const secret = await createKey(page, 'Nightly export');
  await expect(page.getByTestId('api-key-once')).toContainText('will not be shown again');
  expect((await server.call('projectList', {}, `Bearer ${secret}`)).code).toBe(0);
  await page.getByTestId('api-key-done').click();
  await expect(page.getByTestId('api-key-secret')).toBeHidden();

  const row = page.getByTestId('api-key-row');
  await expect(row).toContainText('Nightly export');
  await expect(row).toContainText('Projects: Read · Renders: Run');
  await expect(page.locator('body')).not.toContainText(secret);

  await row.getByTestId('api-key-revoke').click();
  await page.getByTestId('api-key-revoke-dialog-confirm').click();
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();
  expect((await server.call('projectList', {}, `Bearer ${secret}`)).code).toBe(10102);
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`API keys on the profile page (${device}, ${lang})`, async ({ page, server }) => {
      const name = (screen: string) => `api-keys-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const user = await server.createUser();
      await server.call(
        'apiKeyCreate',
        { name: lang === 'zh' ? '每晚导出脚本' : 'Nightly export script', scopes: ['projects.read', 'assets.read'] },
        user.token,
      );
      await signInAs(page, server, user.token);
      await page.goto('/profile');
      await expect(page.getByTestId('api-key-row')).toBeVisible();
      await page.getByTestId('profile-api-keys').scrollIntoViewIfNeeded();
      await shot(page, name('1-list'), { fullPage: false });
      await page.getByTestId('api-key-new').click();
      await page.getByTestId('api-key-name').fill(lang === 'zh' ? '持续集成渲染' : 'CI renders');
      await page.getByTestId('api-key-scope-render.run').check();
      await shot(page, name('2-create'), { fullPage: false });
      await page.getByTestId('api-key-create').click();
      await expect(page.getByTestId('api-key-secret')).toBeVisible();
      await shot(page, name('3-secret'), { fullPage: false });
      await page.getByTestId('api-key-done').click();
      await page.getByTestId('api-key-revoke').first().click();
      await expect(page.getByTestId('api-key-revoke-dialog')).toBeVisible();
      await shot(page, name('4-revoke'), { fullPage: false });
    });
  });
}
