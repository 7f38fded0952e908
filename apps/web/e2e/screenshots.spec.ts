import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { renderLookPreview } from '@framecast/engine';
import { expect, expectHome, PHONE, shot, TAKE_SHOTS, test, uniqueEmail, waitForCall, type E2EServer } from './fixtures';

/**
 * Pictures of the main screens for people to look at (apps/web/e2e/screenshots-out/, gitignored):
 * desktop 1440x900 and phone 390x844, English and Chinese. Each also checks the screen is the one
 * intended, so a picture of an error page fails the run instead of being saved silently. Taken when
 * SHOTS is set (SHOTS=1 npx playwright test -c apps/web/e2e/playwright.config.ts screenshots).
 */

const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: PHONE,
} as const;

const withToken = async (page: Page, server: E2EServer, token: string) => {
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
};

// Every screen at both sizes in both languages would take four passes; the pairs below cover each size and
// each language once and keep the suite within its time budget.
const PASSES: [keyof typeof DEVICES, 'en' | 'zh'][] = [
  ['desktop', 'en'],
  ['desktop', 'zh'],
  ['phone', 'zh'],
];

for (const [device, lang] of PASSES) {
  const options = DEVICES[device];
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`screens (${device}, ${lang})`, async ({ page, server }) => {
      // Many screens, and the custom avatar's uploads: more than the default minute.
      test.setTimeout(240_000);
      const name = (screen: string) => `${screen}-${device}-${lang}`;
      await page.addInitScript((l) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', l);
      }, lang);

      await page.goto('/login');
      await expect(page.getByTestId('login-submit')).toHaveText(lang === 'zh' ? '登录' : 'Sign in');
      await shot(page, name('01-login'));

      await page.goto('/login?tipsReLoginMsg=1');
      await expect(page.getByTestId('login-notice')).toBeVisible();
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, name('02-login-errors'));

      await page.goto('/register');
      const email = uniqueEmail(`shot-${device}-${lang}`);
      await page.getByTestId('code-email').fill(email);
      const sent = waitForCall(page, 'sendCode');
      await page.getByTestId('send-code-button').click();
      expect((await (await sent).json()).code).toBe(0);
      await expect(page.getByTestId('code-sent-note')).toBeVisible();
      await page.getByTestId('code-input').fill(await server.codeFor(email));
      await shot(page, name('03-register-code'));
      await page.getByTestId('code-next').click();
      await expect(page.getByTestId('set-password')).toBeVisible();
      await page.getByTestId('set-password').fill('abc');
      await page.getByTestId('set-password-confirm').fill('abd');
      await page.getByTestId('set-password-submit').click();
      await shot(page, name('04-register-password'));

      const newcomer = await server.createUser({ questionnaire: false });
      await withToken(page, server, newcomer.token);
      await page.goto('/home');
      await expect(page).toHaveURL(/\/questionnaire$/);
      await expect(page.getByTestId('questionnaire')).toBeVisible();
      await page.getByTestId('q-role-marketer').click();
      await shot(page, name('05-questionnaire'));

      const member = await server.createUser();
      await page.context().clearCookies();
      await withToken(page, server, member.token);
      await page.goto('/home');
      await expectHome(page, lang);
      await shot(page, name('06-home'));
      await shot(page, name('06-home-top'), { fullPage: false });

      if (device === 'phone') {
        await page.getByTestId('nav-burger').click();
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await shot(page, name('07-phone-menu'), { fullPage: false });
        await page.goto('/editor');
        await expect(page.getByTestId('h5-page')).toBeVisible();
        await shot(page, name('09-h5'));
      } else {
        await page.getByTestId('user-menu').click();
        await expect(page.getByTestId('logout')).toBeVisible();
        await shot(page, name('07-user-menu'), { fullPage: false });
      }

      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-email-value')).toHaveText(member.email);
      await shot(page, name('08-profile'));

      // The avatar video tool and the projects list (a draft made through the API shows as a card).
      await page.goto('/talking-avatar');
      await expect(page.locator('[data-testid^="avatar-look-"]').first()).toBeVisible();
      await expect(page.getByTestId('voice-picker')).toBeVisible();
      await page
        .getByTestId('script-input')
        .fill(lang === 'zh' ? '欢迎来到 Framecast。这个数字人会读出你的脚本。' : 'Welcome to Framecast. This avatar reads your script.');
      await shot(page, name('10-avatar-video'));
      const draft = {
        version: 1,
        aspectRatio: '9:16',
        avatar: { id: 'maya/support' },
        voice: 'espeak:en-us',
        script: 'A draft for the screenshot.',
        subtitles: true,
      };
      expect((await server.call('projectSave', { document: draft, name: 'Launch teaser' }, member.token)).code).toBe(0);
      await page.goto('/projects');
      await expect(page.locator('[data-testid^="project-card-"]').first()).toBeVisible();
      await shot(page, name('11-projects'));

      // Talking Photo with a two-face photo (two of our own looks side by side), the second face chosen.
      const pair = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-shot-')), 'pair.png');
      await renderLookPreview('maya/support', 'neutral', `${pair}.a.png`, 600);
      await renderLookPreview('sofia/coach', 'neutral', `${pair}.b.png`, 600);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', `${pair}.a.png`, '-i', `${pair}.b.png`, '-filter_complex', '[0][1]hstack', pair]);
      await page.goto('/talking-photo');
      await shot(page, name('12-talking-photo-empty'));
      await page.getByTestId('photo-pick').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('picker-upload').click();
      await (await chooser).setFiles(pair);
      await expect(page.getByTestId('face-2')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('face-2').click();
      await page.getByTestId('script-input').fill(lang === 'zh' ? '你好！我是一张会说话的照片。' : 'Hello! I am a photo, and now I can talk.');
      await shot(page, name('13-talking-photo'));

      // Photo avatars: the create form, an avatar with two looks (one failed review), and the Avatars page.
      await page.goto('/aigc-avatar/create');
      await expect(page.getByTestId('create-usage')).toBeVisible();
      await page.getByTestId('create-name').fill(lang === 'zh' ? '小爱' : 'Ada');
      await page.getByTestId('tta-detail').fill(lang === 'zh' ? '红色短卷发，圆框眼镜，绿色毛衣' : 'short curly red hair, round glasses, green sweater');
      await page.getByTestId('tta-motion').click();
      await page.getByRole('option', { name: 'Motion 3.0' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, name('14-avatar-create'));
      const made = await server.call('userAvatarGenerate', { name: 'Ada', options: { style: 'cartoon', count: 2, detail: 'round glasses' } }, member.token);
      expect(made.code).toBe(0);
      // Drawing takes a second here, too quick to catch: the generating state is pictured from an answer held at it.
      const detailPath = '**/api/avatar/mine/detail?*';
      await page.route(detailPath, async (route) => {
        const json = await (await route.fetch()).json();
        json.data.looks = json.data.looks.map((l: any) => ({ ...l, status: 'generating', image_url: null }));
        await route.fulfill({ json });
      });
      await page.goto(`/photo-avatar-detail?id=${made.data.id}`);
      await expect(page.locator('[data-testid^="look-"][data-status="generating"]').first()).toBeVisible();
      await shot(page, name('15-avatar-generating'), { fullPage: false });
      await page.unroute(detailPath);
      await expect(page.locator('[data-testid^="look-"][data-status="ready"]')).toHaveCount(2, { timeout: 60_000 });
      await shot(page, name('16-avatar-detail'));
      await page.goto('/avatar');
      await expect(page.getByTestId(`user-avatar-${made.data.id}`)).toBeVisible();
      await expect(page.getByTestId('avatars-library').locator('[data-testid^="avatar-look-"]').first()).toBeVisible();
      await shot(page, name('17-avatars'));
      await page.goto('/avatar?tab=custom');
      await expect(page.getByTestId('avatars-custom-empty')).toBeVisible();
      await shot(page, name('18-avatars-custom'), { fullPage: false });
      await page.goto(`/talking-avatar?avatar=${encodeURIComponent(made.data.looks[0].ref)}`);
      await expect(page.getByTestId(`my-look-${made.data.looks[0].id}`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-testid="preview-avatar"][data-photo-look]')).toBeVisible();
      await shot(page, name('19-avatar-video-my-avatar'), { fullPage: false });

      // Create video avatar: the three steps with plain footage (no face: the consent check refuses it,
      // which pictures a refusal), a processing state held from an answer, and the Custom tab.
      const clips = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-shots-custom-'));
      const clip = (file: string, size: string, seconds: number) => {
        const out = path.join(clips, file);
        execFileSync('ffmpeg', [
          ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x8090a0:s=${size}:r=5`, '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=16000'],
          ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-c:a', 'aac', '-shortest', out],
        ]);
        return out;
      };
      await page.goto('/create-custom-avatar');
      await page
        .getByTestId('footage-upload')
        .locator('input[type=file]')
        .setInputFiles(clip('my-footage.mp4', '1280x720', 61));
      await expect(page.getByTestId('footage-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
      for (const check of ['face_visible', 'facing_camera']) await page.getByTestId(`footage-check-${check}`).check();
      await shot(page, name('20-custom-upload'));
      for (const check of ['pauses', 'quiet_well_lit']) await page.getByTestId(`footage-check-${check}`).check();
      await page.getByTestId('custom-next').click();
      await page.getByTestId('consent-name').fill(lang === 'zh' ? '小明' : 'Alex');
      await shot(page, name('21-custom-consent'));
      await page.getByTestId('consent-mode').locator('label').nth(1).click();
      await page
        .getByTestId('consent-upload')
        .locator('input[type=file]')
        .setInputFiles(clip('my-consent.mp4', '640x480', 8));
      await expect(page.getByTestId('consent-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
      await page.getByTestId('custom-next').click();
      await expect(page.getByTestId('submit-summary')).toBeVisible();
      await shot(page, name('22-custom-submit'));
      const holdProcessing = '**/api/avatar/mine/detail?*';
      await page.route(holdProcessing, async (route) => {
        const json = await (await route.fetch()).json();
        json.data.custom = { ...json.data.custom, status: 'processing', reason: null };
        await route.fulfill({ json });
      });
      await page.getByTestId('submit-create').click();
      await expect(page.getByTestId('custom-status')).toHaveAttribute('data-status', 'processing');
      await shot(page, name('23-custom-processing'), { fullPage: false });
      await page.unroute(holdProcessing);
      await page.reload();
      await expect(page.getByTestId('custom-status')).toHaveAttribute('data-status', 'consent_failed', { timeout: 60_000 });
      await shot(page, name('24-custom-refused'), { fullPage: false });
      await page.goto('/avatar?tab=custom');
      await expect(page.locator('[data-testid^="custom-avatar-"][data-status="consent_failed"]')).toBeVisible();
      await shot(page, name('25-avatars-custom-list'), { fullPage: false });
      fs.rmSync(clips, { recursive: true, force: true });
    });
  });
}
