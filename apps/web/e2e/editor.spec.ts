import type { Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { type E2EServer, expect, SHOT_PASSES, shot, TAKE_SHOTS, test, waitForCall } from './fixtures';

/**
 * The timeline editor in Chromium: a blank video from Home built with the Script, Layout and Text panels,
 * autosaved (the indicator), undone and redone, kept over a reload, checked before render (a line with no
 * words is named on its scene), rendered and played; and a draft a teammate holds, read only.
 */

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

const saveState = (page: Page) => page.getByTestId('save-state');
const saved = (page: Page) => expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

test('a blank video from Home: script, text and layout, autosaved, undone, kept over a reload, checked, rendered and played', async ({ page, server }) => {
  test.setTimeout(300_000);
  const member = await signedIn(page, server);
  await page.goto('/home');
  await page.getByTestId('tool-blank').click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('editor-stage')).toBeVisible();
  // Nothing is saved before the first change: a blank video left at once leaves no draft behind.
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  expect((await server.call('projectList', { page: 1, page_size: 20 }, member.token)).data.total).toBe(0);

  // Script: the first line's words; the indicator goes Unsaved → Auto saved, and the draft gets its address.
  const words = page.getByTestId('script-text').first();
  const firstSave = waitForCall(page, 'projectSave');
  await words.fill('Welcome to our spring collection.');
  await expect(saveState(page)).toHaveAttribute('data-state', /unsaved|saving/);
  const created = (await (await firstSave).json()).data;
  expect(created.document.scenes[0].script[0].text).toBe('Welcome to our spring collection.');
  await saved(page);
  await expect(page).toHaveURL(new RegExp(`/editor\\?id=${created.id}`));
  await expect(page.getByTestId('stage-caption')).toHaveText('Welcome to our spring collection.');

  // Text: a title on the scene, shown on the stage, its words changed.
  await page.getByTestId('panel-text').click();
  await page.getByTestId('add-text-title').click();
  await expect(page.getByTestId('stage-layer-text')).toHaveText('Your title');
  await page.getByTestId('text-words').fill('Spring 2027');
  await expect(page.getByTestId('stage-layer-text')).toHaveText('Spring 2027');

  // Layout: portrait, as Free allows; the stage takes the frame's shape.
  await page.getByTestId('panel-layout').click();
  await page.getByTestId('aspect-9:16').click();
  await expect(page.getByTestId('editor-stage')).toHaveAttribute('data-frame', '720x1280');

  // A second scene, its words typed, then undone and redone.
  await page.getByTestId('add-scene').click();
  await expect(page.getByTestId('scene-card')).toHaveCount(2);
  await page.getByTestId('panel-script').click();
  await page.getByTestId('script-text').first().fill('Every piece is made by hand.');
  await expect(page.getByTestId('scene-card').nth(1)).toContainText('Every piece is made by hand.');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('script-text').first()).toHaveValue('');
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('script-text').first()).toHaveValue('Every piece is made by hand.');
  // The keyboard does the same.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByTestId('scene-card').nth(1)).toContainText('No words yet');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(page.getByTestId('scene-card').nth(1)).toContainText('Every piece is made by hand.');
  await saved(page);
  await expectAccessible(page, 'editor');

  // A reload keeps everything.
  await page.reload();
  await expect(page.getByTestId('scene-card')).toHaveCount(2);
  await expect(page.getByTestId('editor-stage')).toHaveAttribute('data-frame', '720x1280');
  await expect(page.getByTestId('stage-layer-text')).toHaveText('Spring 2027');
  await saved(page);

  // Render checks first: an empty line is named on its scene, and the scene is shown.
  await page.getByTestId('scene-card').nth(1).click();
  await page.getByTestId('add-line').click();
  await page.getByTestId('editor-render').click();
  await expect(page.getByTestId('render-problems')).toContainText('Scene 2: a line has nothing to say');
  await page.getByTestId('script-text').nth(1).fill('See you soon.');
  await saved(page);

  await page.getByTestId('editor-render').click();
  await expect(page.getByTestId('render-dialog')).toBeVisible();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${created.id}`));
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 180_000 });
  const played = await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    await v.play();
    await new Promise((r) => setTimeout(r, 600));
    return { duration: v.duration, time: v.currentTime, width: v.videoWidth, height: v.videoHeight };
  });
  expect(played).toMatchObject({ width: 720, height: 1280 });
  expect(played.duration).toBeGreaterThan(3);
  expect(played.time).toBeGreaterThan(0.1);
});

test('a draft a teammate has open is read only: who holds it is shown, nothing is saved and render waits', async ({ page, server }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(page, server);
  await server.setPlan(owner.email, Plan.Team, 3);
  const space = await server.call('spaceCreate', { name: 'Studio' }, owner.token);
  expect(space.code, space.msg).toBe(0);
  expect((await server.call('spaceToken', { unique_id: space.data.unique_id }, owner.token)).code).toBe(0);
  // An admin may edit every draft of the space, so holding the owner's draft is theirs to do.
  const invite = await server.call('spaceInvitationCode', { unique_id: space.data.unique_id, role: 'admin' }, owner.token);
  const mate = await server.createUser();
  expect((await server.call('spaceAddMember', { invite_code: invite.data.link.code }, mate.token)).code).toBe(0);
  const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Our shared draft.' });
  const draft = await server.call('projectSave', { document: doc, name: 'Shared draft' }, owner.token);
  expect(draft.code, draft.msg).toBe(0);
  // The teammate opens it first.
  const held = await server.call('canIEdit', { id: draft.data.id }, mate.token);
  expect(held.data.can_edit).toBe(true);

  await page.goto(`/editor?id=${draft.data.id}`);
  await expect(page.getByTestId('draft-lock-banner')).toContainText('is editing this draft');
  await expect(page.getByTestId('editor-render')).toBeDisabled();
  await page.getByTestId('script-text').first().fill('My change while it is held.');
  await expect(saveState(page)).toHaveAttribute('data-state', 'unsaved');
  await page.waitForTimeout(1500);
  const row = await server.call('projectDetail', { id: draft.data.id }, owner.token);
  expect(row.data.document.scenes[0].script[0].text).toBe('Our shared draft.');
  await expectAccessible(page, 'editor locked by a teammate');
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`editor screens (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(180_000);
      const name = (screen: string) => `editor-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const member = await signedIn(page, server);
      const script = lang === 'zh' ? '欢迎来到我们的春季系列。每一件都是手工制作的。' : 'Welcome to our spring collection. Every piece is made by hand.';
      const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: lang === 'zh' ? 'espeak:cmn-latn-pinyin' : 'espeak:en-us', script });
      const draft = await server.call('projectSave', { document: doc, name: lang === 'zh' ? '春季系列' : 'Spring collection' }, member.token);
      await page.goto(`/editor?id=${draft.data.id}`);
      if (device === 'phone') {
        await expect(page).toHaveURL(/\/h5$/);
        await shot(page, name('h5'), { fullPage: false });
        return;
      }
      await expect(page.getByTestId('stage-layer-avatar')).toBeVisible();
      await page.waitForTimeout(800);
      await shot(page, name('script'), { fullPage: false });
      await page.getByTestId('panel-text').click();
      await page.getByTestId('add-text-title').click();
      await page.getByTestId('add-text-label').click();
      await shot(page, name('text'), { fullPage: false });
      await page.getByTestId('panel-avatar').click();
      await page.waitForTimeout(800);
      await shot(page, name('avatar'), { fullPage: false });
      await page.getByTestId('panel-layout').click();
      await shot(page, name('layout'), { fullPage: false });
      await page.getByTestId('panel-subtitles').click();
      await shot(page, name('subtitles'), { fullPage: false });
      // Playing: the playhead moves, the caption shows the line heard.
      await page.getByTestId('play-toggle').click();
      await page.waitForTimeout(2500);
      await shot(page, name('playing'), { fullPage: false });
      await page.getByTestId('play-toggle').click();
      await page.getByTestId('editor-save-template').click();
      await expect(page.getByTestId('save-template')).toBeVisible();
      await shot(page, name('save-template'), { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByTestId('add-scene').click();
      await page.getByTestId('panel-script').click();
      await page.getByTestId('editor-render').click();
      await expect(page.getByTestId('render-problems')).toBeVisible();
      await shot(page, name('problems'), { fullPage: false });
    });
  });
}
