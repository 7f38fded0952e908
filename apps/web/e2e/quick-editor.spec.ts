import type { Locator, Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { chooseLook, type E2EServer, expect, PHONE, SHOT_PASSES, shot, TAKE_SHOTS, test, waitForCall } from './fixtures';

/**
 * The quick editor in Chromium: a rendered video opened from its page with "Quick edit", a line
 * changed, an Arabic line added (shown right to left), the presenter and the captions changed, rendered
 * again — and the new render used the new words; Home's card with no video lists the recent ones; a phone
 * may open it (only /editor goes to /h5).
 */

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** The direction a box is laid out in, as the user sees it (Mantine puts `dir` on the input's wrapper). */
const direction = (box: Locator) => expect.poll(() => box.evaluate((el) => getComputedStyle(el).direction));

const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

/** The render rows of a project, newest first. */
const rendersOf = (server: E2EServer, projectId: string) =>
  server.db.selectFrom('renders').select(['id', 'status', 'document']).where('project_id', '=', projectId).orderBy('created_at', 'desc').execute();

async function renderedVideo(server: E2EServer, token: string, script: string) {
  const document = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const saved = await server.call('projectSave', { document, name: 'Spring launch' }, token);
  expect(saved.code, saved.msg).toBe(0);
  const rendered = await server.call('render', { id: saved.data.id }, token);
  expect(rendered.code, rendered.msg).toBe(0);
  await expect
    .poll(async () => (await rendersOf(server, saved.data.id))[0]?.status, { timeout: 150_000, message: 'the first render finishes' })
    .toBe('rendered');
  return saved.data.id as string;
}

const ARABIC = 'مرحبا بكم في فريمكاست';

test('a rendered video, quick edited: a line, an Arabic line, the presenter and captions changed, rendered with the new words', async ({ page, server }) => {
  test.setTimeout(420_000);
  const member = await signedIn(page, server);
  const id = await renderedVideo(server, member.token, 'Hello from Framecast. We make videos by hand.');

  await page.goto(`/video-detail?id=${id}`);
  await page.getByTestId('video-quick-edit').click();
  await expect(page).toHaveURL(new RegExp(`/quickeditor\\?id=${id}`));
  // Lines of both scenes, numbered through.
  const lines = page.getByTestId('quick-line-text');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveValue('Hello from Framecast.');
  await expect(lines.nth(1)).toHaveValue('We make videos by hand.');
  await expect(page.getByTestId('quick-scene')).toHaveCount(2);
  await saved(page);

  // A line's words, autosaved with the indicator.
  await lines.nth(0).fill('Welcome to the quick editor.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', /unsaved|saving/);
  await saved(page);
  await direction(lines.nth(0)).toBe('ltr');

  // An Arabic line added to the second scene: the box turns right to left as it is typed, and speaks Arabic.
  await page.getByTestId('quick-add-line').nth(1).click();
  await expect(lines).toHaveCount(3);
  await lines.nth(2).fill(ARABIC);
  await direction(lines.nth(2)).toBe('rtl');
  const arabicLine = page.getByTestId('quick-line').nth(2);
  await arabicLine.getByTestId('voice-select').click();
  await arabicLine.getByTestId('voice-select').fill('Arabic');
  await page
    .getByRole('option', { name: /Arabic/ })
    .first()
    .click();

  // A line taken out and put back by undo.
  await page.getByTestId('quick-remove-line').nth(1).click();
  await expect(lines).toHaveCount(2);
  await page.getByTestId('undo').click();
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toHaveValue('We make videos by hand.');

  // The presenter of the whole video.
  await expect(page.getByTestId('quick-presenter')).toHaveAttribute('data-avatar', 'maya/support');
  await page.getByTestId('quick-presenter-change').click();
  await chooseLook(page, 'hana/doctor', 'Hana');
  await expect(page.getByTestId('quick-presenter')).toHaveAttribute('data-avatar', 'hana/doctor');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Captions on, in the Bold style; the preview shows them.
  const captions = page.getByTestId('quick-captions-enabled');
  if (!(await captions.isChecked())) await captions.check();
  await page.getByTestId('quick-captions-preset').getByText('Bold').click();
  await expect(page.getByTestId('stage-caption')).toHaveAttribute('data-preset', 'bold');
  await saved(page);
  await expectAccessible(page, 'quick editor');

  // Render: the editor's dialog, then the video's page.
  await page.getByTestId('quick-render').click();
  await expect(page.getByTestId('render-dialog')).toBeVisible();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${id}`));
  await expect
    .poll(async () => (await rendersOf(server, id)).map((r) => r.status).join(), { timeout: 240_000, message: 'the second render finishes' })
    .toBe('rendered,rendered');
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 60_000 });

  // What the new render drew from: the new words, the Arabic line with its voice, the new presenter and captions.
  const [latest] = await rendersOf(server, id);
  const doc = latest!.document as ReturnType<typeof newAvatarVideoDoc>;
  expect(doc.scenes.map((s) => s.script.map((l) => l.text))).toEqual([['Welcome to the quick editor.'], ['We make videos by hand.', ARABIC]]);
  expect(doc.scenes[1]!.script[1]!.voice).toMatch(/^espeak:ar/);
  expect(doc.scenes.map((s) => s.layers.find((l) => l.type === 'avatar')?.avatar)).toEqual(['hana/doctor', 'hana/doctor']);
  expect(doc.subtitles).toMatchObject({ enabled: true, preset: 'bold' });
});

test("Home's Quick editor card without a video lists the recent ones; one opens; Open in the full editor keeps the edit", async ({ page, server }) => {
  test.setTimeout(120_000);
  const member = await signedIn(page, server);
  const document = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'A draft to change.' });
  const draft = await server.call('projectSave', { document, name: 'Draft to change' }, member.token);
  expect(draft.code, draft.msg).toBe(0);

  await page.goto('/home');
  await page.getByTestId('tool-quick').click();
  await expect(page).toHaveURL(/\/quickeditor$/);
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expectAccessible(page, 'quick editor start');
  await page.getByTestId('quick-start-project').filter({ hasText: 'Draft to change' }).click();
  await expect(page).toHaveURL(new RegExp(`/quickeditor\\?id=${draft.data.id}`));
  await page.getByTestId('quick-line-text').first().fill('Changed in the quick editor.');
  // Straight to the full editor: the edit is saved first and is there.
  await page.getByTestId('quick-open-full').click();
  await expect(page).toHaveURL(new RegExp(`/editor\\?id=${draft.data.id}`));
  await expect(page.getByTestId('script-text').first()).toHaveValue('Changed in the quick editor.');
  const row = await server.call('projectDetail', { id: draft.data.id }, member.token);
  expect(row.data.document.scenes[0].script[0].text).toBe('Changed in the quick editor.');
});

/** The playhead's time and the video's length as the play bar shows them, in seconds. */
async function playTime(page: Page) {
  const text = (await page.getByTestId('play-time').textContent()) ?? '';
  const [now, total] = text.split('/').map((s) => {
    const [m, sec] = s.trim().split(':');
    return Number(m) * 60 + Number(sec);
  });
  return { now: now!, total: total! };
}

test("the quick editor's preview plays: the voice is made first, then the time moves and the line is heard; Space pauses, the seek moves", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const member = await signedIn(page, server);
  const document = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'A draft to hear. It has two scenes.' });
  const draft = await server.call('projectSave', { document, name: 'Draft to hear' }, member.token);
  expect(draft.code, draft.msg).toBe(0);

  await page.goto(`/quickeditor?id=${draft.data.id}`);
  await page.getByTestId('quick-line-text').first().fill('The quick editor speaks its lines before it renders.');
  expect((await playTime(page)).now).toBe(0);
  // Played at once: the new words have no voice yet, so playing waits and says so.
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preparing-voice')).toBeVisible();
  await expect(page.getByTestId('preparing-voice')).toBeHidden({ timeout: 30_000 });
  // Then the line is heard while the time moves.
  await expect
    .poll(() => page.getByTestId('preview-voice').evaluate((a: HTMLAudioElement) => (!a.paused && a.currentTime > 0.2 ? a.src : '')), { timeout: 10_000 })
    .toContain('/');
  await expect.poll(async () => (await playTime(page)).now).toBeGreaterThan(0.2);
  await expect(page.getByTestId('play-bar')).toHaveAttribute('data-voices', '2/2', { timeout: 30_000 });

  // Space pauses outside a box (here: after a click on the preview's title); the time then stands still.
  await page.getByTestId('quick-preview').getByRole('heading').click();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-pressed', 'false');
  const paused = (await playTime(page)).now;
  await page.waitForTimeout(500);
  expect((await playTime(page)).now).toBe(paused);
  expect(await page.getByTestId('preview-voice').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // The seek goes to the end and back to the start.
  const seek = page.getByRole('slider', { name: 'Playhead' });
  await seek.focus();
  await seek.press('End');
  const end = await playTime(page);
  expect(end.now).toBe(end.total);
  await seek.press('Home');
  expect((await playTime(page)).now).toBe(0);
  // Played again from the start, it runs to the end by itself.
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  const last = await playTime(page);
  expect(last.now).toBe(last.total);
  // In a box, Space is a space.
  await page.getByTestId('quick-line-text').first().press('End');
  await page.getByTestId('quick-line-text').first().press('Space');
  await expect(page.getByTestId('quick-line-text').first()).toHaveValue('The quick editor speaks its lines before it renders. ');
  await expect(page.getByTestId('play-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('a draft a teammate has open is read only in the quick editor too: who holds it is shown, nothing is saved, render waits', async ({ page, server }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(page, server);
  await server.setPlan(owner.email, Plan.Team, 3);
  const space = await server.call('spaceCreate', { name: 'Studio' }, owner.token);
  expect(space.code, space.msg).toBe(0);
  expect((await server.call('spaceToken', { unique_id: space.data.unique_id }, owner.token)).code).toBe(0);
  const invite = await server.call('spaceInvitationCode', { unique_id: space.data.unique_id, role: 'admin' }, owner.token);
  const mate = await server.createUser();
  expect((await server.call('spaceAddMember', { invite_code: invite.data.link.code }, mate.token)).code).toBe(0);
  const document = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Our shared draft.' });
  const draft = await server.call('projectSave', { document, name: 'Shared draft' }, owner.token);
  expect(draft.code, draft.msg).toBe(0);
  expect((await server.call('canIEdit', { id: draft.data.id }, mate.token)).data.can_edit).toBe(true);

  await page.goto(`/quickeditor?id=${draft.data.id}`);
  await expect(page.getByTestId('draft-lock-banner')).toContainText('is editing this draft');
  await expect(page.getByTestId('quick-render')).toBeDisabled();
  await page.getByTestId('quick-line-text').first().fill('My change while it is held.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'unsaved');
  await page.waitForTimeout(1500);
  const row = await server.call('projectDetail', { id: draft.data.id }, owner.token);
  expect(row.data.document.scenes[0].script[0].text).toBe('Our shared draft.');
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the quick editor opens (only the timeline editor goes to /h5)', async ({ page, server }) => {
    test.setTimeout(90_000);
    const member = await signedIn(page, server);
    const document = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'On the go.' });
    const draft = await server.call('projectSave', { document, name: 'Phone draft' }, member.token);
    await page.goto(`/quickeditor?id=${draft.data.id}`);
    await expect(page.getByTestId('quick-editor')).toBeVisible();
    await expect(page.getByTestId('quick-line-text').first()).toHaveValue('On the go.');
    await expectAccessible(page, 'quick editor on a phone');
    await page.goto(`/editor?id=${draft.data.id}`);
    await expect(page).toHaveURL(/\/h5$/);
  });
});

for (const [device, lang, options] of SHOT_PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.skip(!TAKE_SHOTS, 'SHOTS=1 takes the pictures');
    test.use(options);

    test(`quick editor screens (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(120_000);
      const name = (screen: string) => `quick-editor-${screen}-${device}-${lang}`;
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      const member = await signedIn(page, server);
      await page.goto('/quickeditor');
      await expect(page.getByTestId('quick-start-empty')).toBeVisible();
      await shot(page, name('empty'), { fullPage: false });
      const script = lang === 'zh' ? '欢迎来到我们的春季系列。每一件都是手工制作的。' : 'Welcome to our spring collection. Every piece is made by hand.';
      const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: lang === 'zh' ? 'espeak:cmn-latn-pinyin' : 'espeak:en-us', script });
      const draft = await server.call('projectSave', { document: doc, name: lang === 'zh' ? '春季系列' : 'Spring collection' }, member.token);
      await page.goto('/quickeditor');
      await expect(page.getByTestId('quick-start-project')).toHaveCount(1);
      await shot(page, name('pick'), { fullPage: false });
      await page.goto(`/quickeditor?id=${draft.data.id}`);
      await expect(page.getByTestId('stage-layer-avatar')).toBeVisible();
      await page.getByTestId('quick-add-line').nth(1).click();
      await page.getByTestId('quick-line-text').nth(2).fill(ARABIC);
      await page.waitForTimeout(800);
      await shot(page, name('lines'), { fullPage: device === 'phone' });
      // Played at once after an edit: the line's new voice is being made, and the play bar says so.
      await page
        .getByTestId('quick-line-text')
        .first()
        .fill(`${script.slice(0, 12)}${device === 'phone' ? '!' : '…'}`);
      await page.getByTestId('play-toggle').click();
      await expect(page.getByTestId('preparing-voice')).toBeVisible();
      await page.getByTestId('quick-preview').scrollIntoViewIfNeeded();
      await shot(page, name('playing'), { fullPage: false });
      await page.getByTestId('play-toggle').click();
      await page.getByTestId('quick-presenter-change').click();
      await page.waitForTimeout(800);
      await shot(page, name('presenter'), { fullPage: false });
    });
  });
}
