import { expect, test } from './fixtures';

/**
 * Pauses and phonetic pronunciation in the script (spec 001 §8): an espeak-ng voice takes both from the
 * toolbar; choosing a voice that cannot read them (flite) removes them, with the spec's notice, and turns
 * the tools off.
 */
test('insert a pause and a pronunciation; a voice without support removes them with a notice', async ({ page, server }) => {
  test.setTimeout(120_000);
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  await page.goto('/talking-avatar');
  const script = page.getByTestId('script-input');
  await script.fill('I like tomato soup.');
  await page.getByTestId('voice-option-espeak:en-us').scrollIntoViewIfNeeded();
  await page.getByTestId('voice-option-espeak:en-us').click();

  // A pause after "like": the cursor goes there, the menu inserts the mark.
  await script.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
  await page.getByTestId('pause-add').click();
  await page.getByTestId('pause-1').click();
  await expect(script).toHaveValue('I like [pause 1s] tomato soup.');

  // "tomato" selected becomes the word to pronounce.
  await script.evaluate((el: HTMLTextAreaElement) => {
    const at = el.value.indexOf('tomato');
    el.setSelectionRange(at, at + 'tomato'.length);
  });
  await page.getByTestId('pronounce-add').click();
  await expect(page.getByTestId('pronounce-word')).toHaveValue('tomato');
  await page.getByTestId('pronounce-insert').click();
  await expect(page.getByText('Type how the word is said.')).toBeVisible();
  await page.getByTestId('pronounce-phonemes').fill("t@m'A:toU");
  await page.getByTestId('pronounce-insert').click();
  await expect(script).toHaveValue("I like [pause 1s] {tomato|t@m'A:toU} soup.");
  // The pause counts in the estimate.
  await expect(page.getByTestId('script-duration')).toBeVisible();

  // flite cannot read them: they go, the notice says so, the tools are off.
  await page.getByTestId('voice-option-flite:slt').scrollIntoViewIfNeeded();
  await page.getByTestId('voice-option-flite:slt').click();
  await expect(script).toHaveValue('I like tomato soup.');
  await expect(page.getByTestId('pronounce-removed')).toHaveText(
    'This voice does not support pauses and phonetic pronunciation, so they were removed from the script.',
  );
  await expect(page.getByTestId('pause-add')).toBeDisabled();
  await expect(page.getByTestId('pronounce-unsupported')).toBeVisible();
  await page.getByTestId('voice-option-espeak:en-us').click();
  await expect(page.getByTestId('pause-add')).toBeEnabled();
});
