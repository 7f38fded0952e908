import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PHONE, test, type E2EServer } from './fixtures';

/**
 * The header as a customer sees it (issue 24, item 29): nothing is painted above the logo. The skip
 * link waits off screen until focused; its drop shadow used to reach 30 px into the header and left a
 * faint grey smudge over the logo on every page.
 */

const SHOTS = process.env.SHELL_SHOTS_DIR;

async function signedIn(page: Page, server: E2EServer, lang: 'en' | 'zh') {
  const user = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  if (lang === 'zh') await page.addInitScript(() => localStorage.setItem('language', 'zh'));
}

/** The darkest pixel of the header strip from the top edge down to the logo, 0 (black) … 255 (white). */
async function darkestAboveLogo(page: Page): Promise<number> {
  const logo = page.getByRole('banner').getByLabel('Framecast');
  const box = (await logo.boundingBox())!;
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: box.x + box.width + 40, height: Math.floor(box.y) }, scale: 'css' });
  // Decoded by the browser itself: a canvas reads the screenshot's pixels back.
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const c = canvas.getContext('2d')!;
    c.drawImage(img, 0, 0);
    const { data } = c.getImageData(0, 0, img.width, img.height);
    let darkest = 255;
    for (let i = 0; i < data.length; i += 4) darkest = Math.min(darkest, data[i]!, data[i + 1]!, data[i + 2]!);
    return darkest;
  }, png.toString('base64'));
}

for (const [device, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
] as const) {
  test.describe(device, () => {
    test.use(options);
    for (const lang of ['en', 'zh'] as const) {
      test(`nothing is painted above the logo until the skip link is focused (${lang})`, async ({ page, server }) => {
        await signedIn(page, server, lang);
        await page.goto('/home');
        await expect(page.getByRole('banner').getByLabel('Framecast')).toBeVisible();
        // The header is white: any shade above the logo is the smudge.
        expect(await darkestAboveLogo(page)).toBe(255);
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/shell-${device}-${lang}.png` });
          await page.screenshot({ path: `${SHOTS}/shell-${device}-${lang}-logo.png`, clip: { x: 0, y: 0, width: 260, height: 60 }, scale: 'device' });
        }
        // The skip link still shows itself to keyboard users.
        await page.keyboard.press('Tab');
        await expect(page.locator('.fc-skip-link')).toBeFocused();
        await expect(page.locator('.fc-skip-link')).toBeInViewport();
      });
    }
  });
}
