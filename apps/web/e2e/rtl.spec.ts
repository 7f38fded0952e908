import type { Locator, Page } from '@playwright/test';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { type E2EServer, expect, test } from './fixtures';

/**
 * Right-to-left scripts in the timeline editor: Arabic typed in the Script panel and Hebrew in the Text
 * panel turn their boxes and the stage's caption and title right to left; Latin text stays left to right.
 */

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** The direction a box is laid out in, as the user sees it. */
const direction = (box: Locator) => expect.poll(() => box.evaluate((el) => getComputedStyle(el).direction));

test('Arabic in the Script panel and Hebrew in the Text panel are shown right to left, in the boxes and on the stage', async ({ page, server }) => {
  test.setTimeout(120_000);
  const member = await signedIn(page, server);
  const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' });
  const draft = await server.call('projectSave', { document: doc, name: 'RTL draft' }, member.token);
  expect(draft.code, draft.msg).toBe(0);
  await page.goto(`/editor?id=${draft.data.id}`);

  const words = page.getByTestId('script-text').first();
  await direction(words).toBe('ltr');
  await page.getByTestId('panel-subtitles').click();
  if (!(await page.getByTestId('subtitles-enabled').isChecked())) await page.getByTestId('subtitles-enabled').check();
  await page.getByTestId('panel-script').click();
  // A line that starts with a number is still Arabic: the first strong character decides.
  await words.fill('2027 مرحبا بكم في فريمكاست');
  await direction(words).toBe('rtl');
  await expect(page.getByTestId('stage-caption')).toHaveAttribute('dir', 'rtl');
  await words.fill('Hello مرحبا');
  await direction(words).toBe('ltr');
  await expect(page.getByTestId('stage-caption')).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('panel-text').click();
  await page.getByTestId('add-text-title').click();
  const title = page.getByTestId('text-words');
  await title.fill('שלום עולם');
  await direction(title).toBe('rtl');
  await expect(page.getByTestId('stage-layer-text')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('stage-layer-text')).toHaveText('שלום עולם');
});
