import { expectAccessible } from './a11y';
import { expect, PHONE, shot, signUpInUi, test, uniqueEmail } from './fixtures';

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
    // The library is long: a page of cards, then more on request.
    const before = await page.locator('[data-testid^="voice-card-"]').count();
    await page.getByTestId('voices-more').click();
    await expect(page.locator('[data-testid^="voice-card-"]')).toHaveCount(before * 2);
  });
});
