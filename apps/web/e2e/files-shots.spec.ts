import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expect, PHONE, shot, TAKE_SHOTS, test } from './fixtures';

/**
 * Pictures (SHOTS=1) of Projects with portrait thumbnails shown whole, and of the avatar picker with the
 * chosen and recent looks first. Projects' thumbnails come from renders; here a 9:16 and a 16:9 picture
 * stand in for them (the list's answer is the server's, with its thumbnail links pointed at those).
 */
const PASSES = [
  ['desktop', 'en', { viewport: { width: 1280, height: 800 } }],
  ['desktop', 'zh', { viewport: { width: 1280, height: 800 } }],
  ['phone', 'en', PHONE],
  ['phone', 'zh', PHONE],
] as const;

const picture = (file: string, w: number, h: number) =>
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=${w}x${h}`, '-frames:v', '1', file]);

for (const [device, lang, options] of PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`projects and picker (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(120_000);
      const name = (screen: string) => `files-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.addInitScript(() => localStorage.setItem('recent_looks', JSON.stringify(['amara/teacher', 'maya/support'])));
      const user = await server.createUser();
      await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-files-shots-'));
      const tall = path.join(dir, 'tall.png');
      const wide = path.join(dir, 'wide.png');
      picture(tall, 360, 640);
      picture(wide, 640, 360);
      for (const [n, aspectRatio] of [
        ['Bottle 9:16', '9:16'],
        ['Lamp 16:9', '16:9'],
        ['Serum 9:16', '9:16'],
      ] as const) {
        const doc = newAvatarVideoDoc({ aspectRatio, avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' });
        expect((await server.call('projectSave', { name: n, document: doc }, user.token)).code).toBe(0);
      }
      await page.route('**/shot/*.png', (r) => r.fulfill({ path: r.request().url().endsWith('tall.png') ? tall : wide, contentType: 'image/png' }));
      await page.route('**/api/project/list*', async (r) => {
        const res = await r.fetch();
        const body = await res.json();
        for (const p of body.data.items) p.thumbnail_url = p.aspect_ratio === '9:16' ? '/shot/tall.png' : '/shot/wide.png';
        await r.fulfill({ response: res, json: body });
      });
      await page.goto('/projects');
      await expect(page.locator('[data-testid^="project-card-"]')).toHaveCount(3);
      await shot(page, name('projects'));

      await page.goto('/talking-avatar');
      await expect(page.getByTestId('avatar-set-recent')).toBeVisible({ timeout: 30_000 });
      await shot(page, name('picker'), { fullPage: false });
    });
  });
}
