import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, PHONE, TAKE_SHOTS } from './fixtures';
import { productPage, withShop } from './shop';

/**
 * The words and the voice search of URL to Video's first two steps, on a desktop and a phone, in English
 * and Chinese: the button says "Analyze" (as Batch Mode's does, US English), and the voice search box of
 * the settings is wide enough for its whole placeholder ("Search voices", not "Searc"). SHOTS=1 saves
 * the settings' voice picker to /tmp/shots-ads/.
 */

const test = withShop((url, origin) => (url.pathname === '/p' ? productPage(origin, 'Aurora Mug', 'A hand-glazed stoneware mug.') : null));

const PASSES = [
  ['desktop', 'en', { viewport: { width: 1280, height: 800 } }, 'Analyze', 'Search voices'],
  ['desktop', 'zh', { viewport: { width: 1280, height: 800 } }, '开始分析', '搜索声音'],
  ['phone', 'en', PHONE, 'Analyze', 'Search voices'],
  ['phone', 'zh', PHONE, '开始分析', '搜索声音'],
] as const;

/** Room for the text inside the box (its width less padding) against the placeholder drawn in the box's font. */
const placeholderRoom = (page: Page) =>
  page.getByTestId('voice-search').evaluate((el: HTMLInputElement) => {
    const css = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    return { room: el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight), text: context.measureText(el.placeholder).width };
  });

for (const [device, lang, options, analyze, search] of PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.use(options);

    test(`URL to Video says "${analyze}" and shows the whole voice search placeholder (${device}, ${lang})`, async ({ page, server, shop }) => {
      test.setTimeout(180_000);
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const member = await server.createUser();
      await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
      await page.goto('/url2video');
      await expect(page.getByTestId('link-analyse')).toHaveText(analyze);
      await page.getByTestId('link-url').fill(`${shop}/p`);
      await page.getByTestId('link-analyse').click();
      await expect(page.getByTestId('url2video-product-found')).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('url2video-next').click();
      await expect(page).toHaveURL(/\/url2video\/setting$/);

      const box = page.getByTestId('voice-search');
      await expect(box).toHaveAttribute('placeholder', search);
      await expect(page.locator('[data-testid^="voice-option-"]').first()).toBeVisible();
      const { room, text } = await placeholderRoom(page);
      expect(room, `${Math.round(room)} px of room for ${Math.round(text)} px of "${search}"`).toBeGreaterThanOrEqual(text);
      // Every control of the picker stays inside it: the narrow column does not push the gender filter out.
      const picker = (await page.getByTestId('voice-picker').boundingBox())!;
      for (const id of ['voice-search', 'voice-language', 'voice-gender']) {
        const b = (await page.getByTestId(id).boundingBox())!;
        expect(b.x + b.width, id).toBeLessThanOrEqual(picker.x + picker.width + 1);
      }

      if (TAKE_SHOTS) {
        mkdirSync('/tmp/shots-ads', { recursive: true });
        await page.getByTestId('voice-picker').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/shots-ads/voice-search-${device}-${lang}.png`, animations: 'disabled' });
      }
    });
  });
}
