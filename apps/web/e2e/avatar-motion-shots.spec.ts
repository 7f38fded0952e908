import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderLookPreview } from '@framecast/engine';
import { expect, PHONE, shot, TAKE_SHOTS, test } from './fixtures';

/**
 * Pictures (SHOTS=1) of photo avatar motion and of the script's pauses and pronunciation: the motion form,
 * an avatar with a motion look, and the script toolbar with marks and with the notice of a voice that
 * cannot read them. Desktop in English and Chinese, phone in Chinese, like screenshots.spec.ts.
 */
const PASSES = [
  ['desktop', 'en', { viewport: { width: 1440, height: 900 } }],
  ['desktop', 'zh', { viewport: { width: 1440, height: 900 } }],
  ['phone', 'zh', PHONE],
] as const;

for (const [device, lang, options] of PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`motion and pronunciation (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(180_000);
      const name = (screen: string) => `${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      // No call may fail on the server's side (a 500 shows as "something went wrong" in the pictures).
      const failures: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 500 || (r.url().includes('/api/') && r.status() >= 400)) failures.push(`${r.status()} ${r.url()}`);
      });
      const member = await server.createUser();
      await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-motion-shots-'));
      const portrait = path.join(dir, 'Portrait.png');
      await renderLookPreview('amara/teacher', 'neutral', portrait, 600);
      await page.goto('/aigc-avatar/create?mode=photo');
      await page.getByTestId('create-name').fill(lang === 'zh' ? '阿玛拉' : 'Amara');
      await page.getByTestId('photo-pick').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('picker-upload').click();
      await (await chooser).setFiles(portrait);
      await expect(page.getByTestId('media-picker')).toBeHidden({ timeout: 30_000 });
      await expect(page.getByTestId('photo-status')).toBeVisible();
      await page.getByTestId('create-submit').click();
      await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(1, { timeout: 60_000 });

      await page.getByTestId('look-motion').click();
      await page.getByTestId('motion-model').getByText('Motion 3.0').click();
      await page.getByTestId('motion-prompt').fill(lang === 'zh' ? '生动，不时点头' : 'lively, with nods');
      await shot(page, name('30-avatar-motion'));
      await page.getByTestId('motion-submit').click();
      await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(2, { timeout: 90_000 });
      await shot(page, name('31-avatar-with-motion'));

      await page.goto('/talking-avatar');
      await page
        .getByTestId('script-input')
        .fill(lang === 'zh' ? "欢迎！[pause 1s] 今天介绍 {Framecast|fr'eImk,a:st}。" : "Welcome! [pause 1s] Today I'll show you {Framecast|fr'eImk,a:st}.");
      await page.getByTestId('voice-option-espeak:en-us').scrollIntoViewIfNeeded();
      await page.getByTestId('voice-option-espeak:en-us').click();
      await page.getByTestId('script-section').scrollIntoViewIfNeeded();
      await shot(page, name('32-script-pronunciation'), { fullPage: false });
      await page.getByTestId('voice-option-flite:slt').scrollIntoViewIfNeeded();
      await page.getByTestId('voice-option-flite:slt').click();
      await expect(page.getByTestId('pronounce-removed')).toBeVisible();
      await page.getByTestId('script-section').scrollIntoViewIfNeeded();
      await shot(page, name('33-script-pronunciation-removed'), { fullPage: false });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(failures).toEqual([]);
    });
  });
}
