import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_STATEMENT } from '@framecast/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { faceFilm, faceTile, speechWav } from './faces';
import { type E2EServer, expect, test } from './fixtures';

/**
 * Create Video Avatar in Chromium: a visitor is asked to sign in; a member uploads footage of a real
 * face (a tile of the face model's MIT-licensed demo screenshot, drifting a little, with espeak-ng
 * speech) and a consent video of the same man reading the statement, ticks the four checks, submits,
 * and follows the consent check and processing to a ready avatar, which the Custom tab then lists.
 * Record-your-own runs on Chromium's fake camera, and without permission shows "Device not authorized".
 */

// Chromium's fake camera and microphone (a test pattern and a beep) for the whole file: this forces its
// own browser, so the flags stay out of every other spec; permission prompts are accepted unless a test blocks them.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const signInAs = async (page: Page, server: E2EServer) => {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
};

test.describe('a video avatar from uploaded footage', () => {
  let dir: string;
  let footage: string;
  let consent: string;
  test.beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-custom-'));
    const talk = speechWav(dir, 'talk', 'Hello, I am filming the footage for my avatar. I pause between my sentences.');
    const statement = speechWav(dir, 'statement', CONSENT_STATEMENT.replace('{name}', 'Alex'));
    // 61 seconds at 740 by 740 (over 720p), and the consent: the same man in another tile of the grid.
    footage = faceFilm(dir, 'footage', faceTile(0, 283, 780), 61, talk);
    consent = faceFilm(dir, 'consent', faceTile(1, 283, 640), 10, statement);
  });
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('upload footage and consent, tick the checks, submit, and follow the avatar to ready', async ({ page, server }) => {
    test.setTimeout(300_000);
    // Signed out, the steps show and the upload asks to sign in first.
    await page.goto('/create-custom-avatar');
    await expect(page.getByRole('heading', { name: 'Create video avatar', level: 1 })).toBeVisible();
    await expect(page.getByTestId('footage-rules')).toContainText('Between 1 minute and 5 minutes long');
    await expect(page.getByTestId('custom-sign-in-button')).toHaveAttribute('href', '/login?redirect=%2Fcreate-custom-avatar');
    await expect(page.getByTestId('custom-next')).toBeDisabled();

    await signInAs(page, server);
    await page.goto('/avatar?tab=custom');
    await expect(page.getByTestId('avatars-custom-empty')).toBeVisible();
    await page.getByTestId('avatars-create-custom').click();
    await expect(page).toHaveURL(/\/create-custom-avatar$/);

    // Upload: the footage goes up under its rule, then all four checks open Consent.
    await page.getByTestId('footage-upload').locator('input[type=file]').setInputFiles(footage);
    await expect(page.getByTestId('footage-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
    await expect(page.getByTestId('footage-upload-complete')).toContainText('footage.mp4 · 61 s');
    await expect(page.getByTestId('footage-silent')).toHaveCount(0);
    await expect(page.getByTestId('custom-next')).toBeDisabled();
    await expect(page.getByTestId('custom-blocker')).toHaveText('Tick all four boxes to continue.');
    for (const check of ['face_visible', 'facing_camera', 'pauses', 'quiet_well_lit']) await page.getByTestId(`footage-check-${check}`).check();
    await expectAccessible(page, '/create-custom-avatar footage uploaded');
    await page.getByTestId('custom-next').click();

    // Consent: the statement with the name in it; this time the video is uploaded.
    await expect(page.getByTestId('custom-wizard')).toHaveAttribute('data-step', 'consent');
    await expect(page.getByTestId('consent-statement')).toContainText('I, [your name], am recording');
    await page.getByTestId('consent-name').fill('Alex');
    await expect(page.getByTestId('consent-statement')).toContainText(CONSENT_STATEMENT.replace('{name}', 'Alex'));
    await expect(page.getByTestId('custom-next')).toBeDisabled();
    await page.getByTestId('consent-mode').getByText('Upload a video').click();
    await page.getByTestId('consent-upload').locator('input[type=file]').setInputFiles(consent);
    await expect(page.getByTestId('consent-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
    await expect(page.getByTestId('consent-video')).toBeVisible();
    await page.getByTestId('custom-next').click();

    // Submit: the name carried over, the summary, then the status page follows the avatar.
    await expect(page.getByTestId('submit-name')).toHaveValue('Alex');
    await expect(page.getByTestId('submit-summary')).toContainText('footage.mp4');
    await expect(page.getByTestId('submit-summary')).toContainText('consent.mp4');
    await expect(page.getByTestId('submit-timing')).toContainText('The avatar is ready in a few minutes.');
    await page.getByTestId('submit-name').fill('');
    await page.getByTestId('submit-create').click();
    await expect(page.getByTestId('submit-name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('submit-name').fill('Alex on video');
    await page.getByTestId('submit-create').click();
    await expect(page).toHaveURL(/\/create-custom-avatar\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByTestId('custom-status-name')).toHaveText('Alex on video');
    const status = page.getByTestId('custom-status');
    await expect(status).toHaveAttribute('data-status', /consent_checking|processing|ready/);
    if ((await status.getAttribute('data-status')) === 'consent_checking')
      await expect(page.getByTestId('custom-status-detail')).toHaveText('Checking your consent… 10–20 seconds');
    await expect(status).toHaveAttribute('data-status', /processing|ready/, { timeout: 90_000 });
    await expect(status).toHaveAttribute('data-status', 'ready', { timeout: 180_000 });
    await expect(page.getByTestId('custom-status-label')).toHaveText('Ready');
    await expect(page.getByTestId('custom-poster')).toHaveJSProperty('complete', true);
    await expect(page.getByTestId('custom-preview')).toBeVisible();
    const detail = (await server.call('userAvatarDetail', { id }, (await page.context().cookies()).find((c) => c.name === 'token')!.value)).data;
    await expect(page.getByTestId('custom-use')).toHaveAttribute('href', `/talking-avatar?avatar=${encodeURIComponent(detail.looks[0].ref)}`);
    await expectAccessible(page, '/create-custom-avatar?id= ready');

    // The Custom tab lists it, ready, with its picture; the card opens its page again.
    await page.getByTestId('custom-back').click();
    await expect(page).toHaveURL(/\/avatar\?tab=custom$/);
    const card = page.getByTestId(`custom-avatar-${id}`);
    await expect(card).toHaveAttribute('data-status', 'ready');
    await expect(card.getByTestId('custom-avatar-status')).toHaveText('Ready');
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await card.getByRole('link', { name: 'Open Alex on video' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-custom-avatar\\?id=${id}$`));
    await page.getByTestId('custom-use').click();
    await expect(page).toHaveURL(/\/talking-avatar\?/);
  });
});

test.describe('record your own consent on a (fake) camera', () => {
  test.use({ permissions: ['camera', 'microphone'] });

  test('record a few seconds, stop, play it back, record again, and send it as the consent video', async ({ page, server }) => {
    test.setTimeout(120_000);
    await signInAs(page, server);
    await page.goto('/create-custom-avatar');
    await goToConsent(page);
    await expect(page.getByTestId('recorder')).toHaveAttribute('data-phase', 'idle');
    await expect(page.getByTestId('recorder')).toContainText('You have up to 30 seconds.');
    await page.getByTestId('recorder-allow').click();
    await expect(page.getByTestId('recorder')).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('recorder-live')).toHaveJSProperty('paused', false);
    await page.getByTestId('recorder-start').click();
    await expect(page.getByTestId('recorder-countdown')).toHaveText(/0:(30|29) left/);
    await expect(page.getByTestId('recorder-countdown')).toHaveText('0:27 left', { timeout: 6_000 });
    await page.getByTestId('recorder-stop').click();
    await expect(page.getByTestId('recorder')).toHaveAttribute('data-phase', 'recorded');
    await expect(page.getByTestId('recorder-length')).toHaveText(/Your recording: [34] s/);
    await expect(page.getByTestId('recorder-playback')).toBeVisible();
    await expect.poll(() => page.getByTestId('recorder-playback').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);

    // Again: back to the live picture; a second take is kept and sent as a consent_video file.
    await page.getByTestId('recorder-again').click();
    await expect(page.getByTestId('recorder')).toHaveAttribute('data-phase', 'live');
    await page.getByTestId('recorder-start').click();
    await page.waitForTimeout(3_000);
    await page.getByTestId('recorder-stop').click();
    await expect(page.getByTestId('recorder-playback')).toBeVisible();
    await expectAccessible(page, '/create-custom-avatar recorded');
    await page.getByTestId('recorder-use').click();
    await expect(page.getByTestId('consent-upload')).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
    await expect(page.getByTestId('recorder-use')).toHaveCount(0);
    await expect(page.getByTestId('custom-next')).toBeEnabled();
  });
});

test.describe('record your own consent without permission', () => {
  test('a refused camera and microphone say "Device not authorized" and how to allow them', async ({ page, server }) => {
    test.setTimeout(120_000);
    await signInAs(page, server);
    // The site's camera and microphone are blocked. Headless Chromium with a fake device grants them
    // whatever the permission settings say, so the browser's answer to a "Block" is played here.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/create-custom-avatar');
    await goToConsent(page);
    await page.getByTestId('recorder-allow').click();
    const blocked = page.getByTestId('recorder-blocked');
    await expect(blocked).toContainText('Device not authorized');
    await expect(blocked).toContainText('allow both for this site');
    await expectAccessible(page, '/create-custom-avatar device not authorized');
    await blocked.getByRole('button', { name: 'Upload a video instead' }).click();
    await expect(page.getByTestId('consent-upload-pick')).toBeVisible();
  });
});

/** Through Upload with small footage the rule takes (a fresh 720p minute, no face needed to upload). */
let shortFootage: string | null = null;
async function goToConsent(page: Page): Promise<void> {
  if (!shortFootage) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-custom-rec-'));
    shortFootage = path.join(dir, 'plain.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x808080:s=1280x720:r=5', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=16000'],
      ...['-t', '61', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-c:a', 'aac', '-shortest', shortFootage],
    ]);
  }
  await page.getByTestId('footage-upload').locator('input[type=file]').setInputFiles(shortFootage);
  await expect(page.getByTestId('footage-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  for (const check of ['face_visible', 'facing_camera', 'pauses', 'quiet_well_lit']) await page.getByTestId(`footage-check-${check}`).check();
  await page.getByTestId('custom-next').click();
  await expect(page.getByTestId('custom-wizard')).toHaveAttribute('data-step', 'consent');
}
