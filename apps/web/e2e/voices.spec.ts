import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Plan } from '@framecast/contract';
import { startFakeFish } from '@framecast/engine';
import { expectAccessible } from './a11y';
import { E2EServer, expect, PHONE, shot, signUpInUi, test, toast, uniqueEmail } from './fixtures';

/**
 * The Voices page in Chromium: the library of every local voice with its labels, the server-side
 * filters (accent, use case, sound, favourites only), a preview that really plays, and stars that stay
 * after a reload; then the page in Chinese on a phone.
 */
test('voices: filter the library, play a preview, star voices and list only the favourites', async ({ page, server }) => {
  test.setTimeout(120_000);
  await signUpInUi(page, server, uniqueEmail('voices'), 'Frame-cast9');
  await page.getByRole('link', { name: 'Voices' }).first().click();
  await expect(page).toHaveURL(/\/voice$/);
  await expect(page.getByRole('heading', { name: 'Voices', level: 1 })).toBeVisible();
  const slt = page.getByTestId('voice-card-flite:slt');
  await expect(slt).toContainText('American English');
  await expect(slt).toContainText('Female · SLT');
  await expect(slt.getByTestId('voice-quality')).toHaveText('Standard');
  await expect(slt).toContainText('Narration');
  await expectAccessible(page, '/voice');

  // Filters run on the server: a Scottish accent finds flite's awb first (it sounds better) and espeak's
  // two Scottish voices after it; with the Standard sound only awb is left. The news use case → rms.
  const cards = page.locator('[data-testid^="voice-card-"]');
  await page.getByTestId('voices-accent').click();
  await page.getByRole('option', { name: 'Scotland' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute('data-testid', 'voice-card-flite:awb');
  await page.getByTestId('voices-quality').click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('voice-card-flite:awb')).toBeVisible();
  await page.getByTestId('voices-clear').click();
  await page.getByTestId('voices-use-case').click();
  await page.getByRole('option', { name: 'News' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('voice-card-flite:rms')).toBeVisible();
  await page.getByTestId('voices-clear').click();

  // A preview plays: the WAV comes back and the button turns into Stop.
  const preview = page.waitForResponse((r) => r.url().includes('/api/voice/preview/flite%3Aslt.wav'));
  await page.getByTestId('voice-play-flite:slt').click();
  const wav = await preview;
  expect(wav.status()).toBe(200);
  expect(wav.headers()['content-type']).toContain('audio/wav');
  await expect(page.getByTestId('voice-play-flite:slt')).toHaveAttribute('aria-label', /Stop/);

  // Star two voices, list only the favourites, and find them starred after a reload.
  await page.getByTestId('voice-star-flite:slt').click();
  await page.getByTestId('voice-star-flite:rms').click();
  await expect(page.getByTestId('voice-star-flite:slt')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('voices-favorites').click();
  await expect(cards).toHaveCount(2);
  await page.getByTestId('voice-star-flite:rms').click();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('voice-star-flite:slt')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'voices-desktop-en', { fullPage: false });
});

test.describe('phone, zh', () => {
  test.use(PHONE);
  test('the Voices page reads in Chinese on a phone', async ({ page, server }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'zh'));
    const member = await server.createUser();
    await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
    await page.goto('/voice');
    await expect(page.getByRole('heading', { name: '声音', level: 1 })).toBeVisible();
    const slt = page.getByTestId('voice-card-flite:slt');
    await expect(slt).toContainText('美国英语');
    await expect(slt.getByTestId('voice-quality')).toHaveText('标准');
    await expect(slt).toContainText('旁白解说');
    await shot(page, 'voices-phone-zh', { fullPage: false });
    // My voices on a server without a voice-clone engine: the dialog says so instead of pretending.
    await page.getByTestId('voices-tab-mine').click();
    await expect(page.getByTestId('my-voices-empty')).toBeVisible();
    await page.getByTestId('clone-open').click();
    await expect(page.getByTestId('clone-unavailable')).toContainText('此服务器暂不支持声音克隆');
    await shot(page, 'clone-unavailable-phone-zh', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByTestId('voices-tab-library').click();
    // The library is long: a page of cards, then more on request.
    await expect(page.getByTestId('voice-card-flite:slt')).toBeVisible();
    const before = await page.locator('[data-testid^="voice-card-"]').count();
    await page.getByTestId('voices-more').click();
    await expect(page.locator('[data-testid^="voice-card-"]')).toHaveCount(before * 2);
  });
});

test('my voices: clone a voice from recordings on a fish-speech server, use it in the voice picker, delete it', async ({ browser }) => {
  test.setTimeout(180_000);
  const fish = await startFakeFish();
  const server = await E2EServer.start({ ENGINE_VOICE_CLONE_URL: fish.url });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-clone-'));
  try {
    const take = path.join(dir, 'My take.wav');
    const short = path.join(dir, 'Too short.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=180:duration=8', take]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=180:duration=3', short]);
    const member = await server.createUser();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
    const page = await context.newPage();
    // A Free space is told which plan clones voices (the server's entitlements), not offered a form it would refuse.
    await page.goto('/voice?tab=mine');
    await expect(page.getByTestId('clone-plan-limit')).toContainText('It comes with Starter and up.');
    await expect(page.getByTestId('clone-open')).toHaveCount(0);
    await expectAccessible(page, 'my voices, plan without voice cloning');
    await server.setPlan(member.email, Plan.Starter);
    await page.reload();
    await expect(page.getByTestId('my-voices-empty')).toBeVisible();
    await expect(page.getByTestId('clone-plan-limit')).toHaveCount(0);
    await page.getByTestId('clone-open').click();
    const dialog = page.getByRole('dialog', { name: 'Clone a voice' });
    await dialog.getByTestId('clone-consent').click();
    await dialog.getByTestId('clone-submit').click();
    await expect(dialog.getByText('Please enter a name for the voice')).toBeVisible();
    await expect(dialog.getByText('Choose the gender of the voice')).toBeVisible();
    await expect(dialog.getByTestId('clone-samples-error')).toHaveText('Add at least one recording of the voice');

    // A recording under 5 seconds is refused in the browser with the rule's words; an 8-second one is kept.
    const upload = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByTestId('clone-upload').click();
      await (await chooser).setFiles(file);
    };
    await upload(short);
    await expect(dialog.getByText('File length cannot be less than 5 seconds.')).toBeVisible();
    await upload(take);
    await expect(dialog.getByTestId('clone-sample')).toHaveCount(1, { timeout: 30_000 });
    await expect(dialog.getByTestId('clone-samples-error')).toBeHidden();
    await dialog.getByTestId('clone-name').fill('My narration voice');
    await dialog.getByTestId('clone-gender').getByText('Female').click();
    await expect(dialog.getByText('Please enter a name for the voice')).toBeHidden();
    await expect(dialog.getByText('Choose the gender of the voice')).toBeHidden();
    await expectAccessible(page, 'the clone voice dialog');
    await shot(page, 'clone-dialog-desktop-en', { fullPage: false });
    await dialog.getByTestId('clone-submit').click();
    await expect(toast(page, '“My narration voice” is ready to use.')).toBeVisible();
    const card = page.locator('[data-testid^="clone-card-"]');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('clone-status')).toHaveText('Ready');
    await shot(page, 'my-voices-desktop-en', { fullPage: false });
    expect(fish.references.size).toBe(1);
    const id = [...fish.references.keys()][0]!;

    // The voice picker of an avatar video offers it.
    await page.goto('/talking-avatar');
    await page.getByTestId('voice-search').fill('narration');
    await expect(page.getByTestId(`voice-option-clone:${id}`)).toContainText('My narration voice');

    // Delete it: gone here and at the engine.
    await page.goto('/voice?tab=mine');
    await card.getByTestId('clone-delete').click();
    await expect(page.getByTestId('clone-delete-confirm')).toContainText('“My narration voice” and its recordings are deleted');
    await page.getByRole('dialog', { name: 'Delete this voice?' }).getByRole('button', { name: 'Delete voice' }).click();
    await expect(page.getByTestId('my-voices-empty')).toBeVisible();
    expect(fish.references.size).toBe(0);
    await context.close();
  } finally {
    await server.close();
    await fish.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
