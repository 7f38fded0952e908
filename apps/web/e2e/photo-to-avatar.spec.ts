import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectAccessible } from './a11y';
import { facePhoto } from './faces';
import { expect, shot, test, waitForCall } from './fixtures';

/**
 * Photo to Avatar in Chromium: a real man's portrait (a tile of the face model's own MIT-licensed demo
 * screenshot) becomes a cartoon avatar drawn after him, its look ready in seconds on this server.
 */
test('photo to avatar: a portrait becomes a drawn avatar of the same person', async ({ page, server }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-photo-to-avatar-'));
  const portrait = facePhoto(path.join(dir, 'Portrait.png'), 0, 283);
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);

  await page.goto('/aigc-avatar/create');
  await page.getByTestId('create-photo-to-avatar').click();
  await expect(page).toHaveURL(/\/photo-to-avatar$/);
  // The create page (which has a name field too) shows until this page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Photo to avatar', level: 1 })).toBeVisible();
  await page.getByTestId('create-name').fill('Me, drawn');
  await page.getByTestId('photo-pick').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('picker-upload').click();
  await (await chooser).setFiles(portrait);
  await expect(page.getByTestId('media-picker')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('photo-status')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'photo to avatar');
  await shot(page, '34-photo-to-avatar-desktop-en');
  await expect(page.getByTestId('create-name')).toHaveValue('Me, drawn');
  const made = waitForCall(page, 'userAvatarGenerate');
  await page.getByRole('button', { name: 'Create avatar' }).click();
  const avatar = (await (await made).json()).data;
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.locator('[data-testid^="look-"][data-status]').first()).toContainText('Cartoon');
  await shot(page, '35-photo-to-avatar-made-desktop-en');
  fs.rmSync(dir, { recursive: true, force: true });
});
