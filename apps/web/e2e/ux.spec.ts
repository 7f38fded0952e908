import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newAvatarVideoDoc } from '@framecast/timeline';
import type { Page } from '@playwright/test';
import { API_PREFIX, calls } from '@framecast/contract';
import { projectChannel } from '../../server/src/modules/render/announce.js';
import { expectAccessible } from './a11y';
import { expect, PHONE, sha, test, toast, type E2EServer, chooseLook } from './fixtures';

/**
 * What users hit (issue 9, slice E): a render confirmed twice or for a project already rendering, the
 * avatar page following a render it was reloaded in the middle of, the credit balance in the sidebar
 * and Profile, limits that say so instead of cutting silently, a too-long script that leaves no draft,
 * and the queue estimate of an empty queue.
 */

const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });

/** A signed-in browser for a fresh account (the session cookie the app reads), with its token. */
async function signedIn(page: Page, server: E2EServer, lang: 'en' | 'zh' = 'en'): Promise<string> {
  return (await signedInUser(page, server, lang)).token;
}

async function signedInUser(page: Page, server: E2EServer, lang: 'en' | 'zh' = 'en') {
  const user = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  if (lang === 'zh') await page.addInitScript(() => localStorage.setItem('language', 'zh'));
  return user;
}

const saveDraft = async (server: E2EServer, token: string, name: string, script: string) => {
  const r = await server.call('projectSave', { document: doc(script), name }, token);
  expect(r.code, `save ${name}`).toBe(0);
  return r.data as { id: string };
};

/** Counts the page's calls to one API endpoint from now on. */
const countCalls = (page: Page, name: keyof typeof calls) => {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `${API_PREFIX}${calls[name].path}`) counter.n += 1;
  });
  return counter;
};

test('a double-clicked Render sends one render; a project already rendering closes the dialog onto its progress', async ({ page, server }) => {
  test.setTimeout(120_000); // two pages and a real render on a shared two-core machine
  const token = await signedIn(page, server);
  const first = await saveDraft(server, token, 'Double click', 'One render only, please.');

  // An empty queue: the dialog says the render starts now.
  await page.goto(`/video-detail?id=${first.id}`);
  await page.getByTestId('render-again').click();
  await expect(page.getByTestId('render-queue')).toHaveText('Starts right away');
  const renders = countCalls(page, 'render');
  await page.getByTestId('render-confirm').dblclick();
  await expect(page.getByTestId('render-dialog')).toBeHidden();
  await expect(page.getByTestId('render-error')).toHaveCount(0);
  expect(renders.n).toBe(1);

  // Another tab started a render of this project while the dialog was open: 409, shown as its progress.
  const second = await saveDraft(server, token, 'Started elsewhere', 'Someone else pressed render first.');
  await page.goto(`/talking-avatar?id=${second.id}`);
  await expect(page.getByTestId('script-input')).toHaveValue('Someone else pressed render first.');
  await page.getByTestId('render-button').click();
  await expect(page.getByTestId('render-confirm')).toBeEnabled();
  await server.db.updateTable('projects').set({ status: 'queued' }).where('id', '=', second.id).execute();
  await page.getByTestId('render-confirm').click();
  // The spec's words as a passing notice (it closes by itself), then the render's progress.
  await expect(toast(page, 'Failed to generate, please wait generate until completion')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${second.id}$`));
  await expect(page.getByTestId('rendering-panel')).toBeVisible();
  await expect(page.getByTestId('render-error')).toHaveCount(0);
});

test('the avatar page reloaded mid-render unlocks itself when the render ends', async ({ page, server }) => {
  const token = await signedIn(page, server);
  const draft = await saveDraft(server, token, 'Mid render', 'This one is rendering somewhere.');
  // A render in progress as the database has it; the page reads status only through the API.
  await server.db.updateTable('projects').set({ status: 'generating', progress: 40 }).where('id', '=', draft.id).execute();
  await page.goto(`/talking-avatar?id=${draft.id}`);
  await expect(page.getByTestId('project-locked')).toBeVisible();
  await expect(page.getByTestId('render-button')).toBeDisabled();
  await expect(page.getByTestId('save-draft')).toBeDisabled();

  await page.evaluate(() => ((window as any).__samePage = true));
  await server.db.updateTable('projects').set({ status: 'failed', progress: 0, updated_at: new Date() }).where('id', '=', draft.id).execute();
  // As the render's end does: without the message the stream finds the change only at its 15 s re-read.
  await server.built.ctx.events.publish(projectChannel(draft.id));
  await expect(page.getByTestId('project-locked')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('render-button')).toBeEnabled();
  await expect(page.getByTestId('save-draft')).toBeEnabled();
  expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
});

for (const lang of ['en', 'zh'] as const) {
  test(`the sidebar and Profile show the plan and the credit balance, no "days left" on Free (${lang})`, async ({ page, server }) => {
    await signedIn(page, server, lang);
    const words = lang === 'en' ? { credits: 'Credits: 3', plan: 'Free' } : { credits: '点数：3', plan: '免费版' };
    await page.goto('/profile');
    const card = page.getByTestId('plan-card');
    await expect(card.getByTestId('plan-card-credits')).toHaveText(words.credits);
    await expect(card.getByTestId('plan-card-plan')).toHaveText(words.plan);
    await expect(page.getByTestId('profile-plan-credits')).toContainText('3');
    await expect(page.getByTestId('profile-plan-plan')).toContainText(words.plan);
    await expect(page.getByTestId('profile-plan-days')).toHaveCount(0);
  });
}

test('limits say so: a long paste into the script, a long folder name', async ({ page, server }) => {
  await signedIn(page, server);
  await page.goto('/talking-avatar');
  const script = page.getByTestId('script-input');
  await script.fill('Hello. '.repeat(800)); // 5,600 characters
  await expect(page.getByTestId('script-limit')).toHaveText('Only the first 5000 characters were kept; the rest was cut.');
  expect((await script.inputValue()).length).toBe(5000);
  await script.fill('Short again.');
  await expect(page.getByTestId('script-limit')).toHaveCount(0);

  await page.goto('/projects');
  await page.getByTestId('folder-create').click();
  const name = page.getByTestId('folder-modal-input');
  await name.fill('F'.repeat(70));
  await expect(name).toHaveValue('F'.repeat(60));
  await expect(page.getByTestId('folder-modal-limit')).toHaveText('Only the first 60 characters were kept; the rest was cut.');
  await name.fill('F'.repeat(59));
  await expect(page.getByTestId('folder-modal-limit')).toHaveCount(0);
  await name.press('End');
  await name.pressSequentially('GH');
  await expect(name).toHaveValue(`${'F'.repeat(59)}G`);
  await expect(page.getByTestId('folder-modal-limit')).toHaveText(/60 characters/);
});

test('Render on a script longer than the plan allows leaves no draft behind', async ({ page, server }) => {
  const token = await signedIn(page, server);
  await page.goto('/talking-avatar');
  await chooseLook(page);
  // Well over the Free plan's 30 seconds.
  await page.getByTestId('script-input').fill('This sentence is here to make the video far longer than thirty seconds. '.repeat(8));
  await expect(page.getByTestId('script-over-limit')).toBeVisible();
  const saves = countCalls(page, 'projectSave');
  await page.getByTestId('render-button').click();
  await expect(page.getByTestId('script-over-limit')).toBeInViewport();
  // Render itself says why, at the button, with a way to lift the limit.
  await expect(page.getByTestId('render-refused-limit')).toHaveText(/Your video exceeds 30 seconds; upgrade or edit the video/);
  await page.getByTestId('render-refused-upgrade').click();
  await expect(page.getByTestId('pricing-body')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('render-dialog')).toHaveCount(0);
  expect(saves.n).toBe(0);
  expect(new URL(page.url()).searchParams.get('id')).toBeNull();
  expect((await server.call('projectList', { page: 1, page_size: 10 }, token)).data.total).toBe(0);
});

test('a protected page opened signed out goes to sign-in before any of its code loads', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // Neither the page nor the app shell was fetched only to be thrown away.
  expect(scripts.filter((s) => /\/(ProjectsPage|ShellLayout)-[^/]*\.js$/.test(s))).toEqual([]);
});

test('a page asks for its data together with its code, not after it', async ({ page, server }) => {
  const token = await signedIn(page, server);
  const draft = await saveDraft(server, token, 'Prefetched', 'The loader asks for me.');
  let detailAsked = 0;
  let chunkServed = 0;
  page.on('request', (r) => {
    if (!detailAsked && new URL(r.url()).pathname === `${API_PREFIX}${calls.projectDetail.path}`) detailAsked = Date.now();
  });
  // The page's chunk is held back until its data has been asked for (10 s at most): a page that asks
  // only once its code runs is served the chunk late and asks after.
  await page.route(/\/assets\/VideoDetailPage-[^/]+\.js$/, async (route) => {
    for (let waited = 0; !detailAsked && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const response = await route.fetch();
    chunkServed = Date.now();
    await route.fulfill({ response });
  });
  await page.goto(`/video-detail?id=${draft.id}`);
  await expect(page.getByTestId('not-rendered')).toBeVisible();
  expect(detailAsked).toBeGreaterThan(0);
  expect(chunkServed).toBeGreaterThan(0);
  expect(detailAsked).toBeLessThan(chunkServed);
});

test.describe('phone', () => {
  test.use(PHONE);

  test('Assets: folder chips keep their names and a 9:16 video shows whole', async ({ page, server }) => {
    test.setTimeout(120_000);
    const token = await signedIn(page, server);
    for (const name of ['Campaign', 'Spring launch']) expect((await server.call('assetFolderCreate', { name, type: 'media' }, token)).code).toBe(0);
    const clip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-ux-')), 'Portrait clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=360x640:rate=10:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      clip,
    ]);

    await page.goto('/assets');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('assets-upload').click();
    await (await chooser).setFiles([clip]);
    await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
    await page.goto('/assets');

    // Every chip shows its whole label ("All files", not "A").
    const chips = page.getByTestId('asset-folders').locator('button.mantine-Button-root');
    await expect(chips).toHaveCount(5);
    for (const chip of await chips.all()) {
      const clipped = await chip.locator('.mantine-Button-label').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, (await chip.textContent()) ?? '').toBe(false);
    }
    // The portrait poster is letterboxed in its wide box, not cropped to the middle band.
    const poster = page.getByTestId('asset-grid').locator('[data-testid^="asset-card-"]', { hasText: 'Portrait clip.mp4' }).locator('img');
    await expect(poster).toBeVisible({ timeout: 30_000 });
    expect(await poster.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  });

  test('Change password is a plain dialog with the code and password steps for the account’s own address', async ({ page, server }) => {
    const user = await signedInUser(page, server);
    await page.goto('/profile');
    await page.getByTestId('profile-change-password').click();
    const dialog = page.getByTestId('change-password-dialog');
    await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0);
    const email = dialog.getByTestId('code-email');
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expectAccessible(page, 'change password dialog (phone)');

    const before = server.mailCount(user.email);
    await dialog.getByTestId('send-code-button').click();
    await dialog.getByTestId('code-input').fill(await server.codeFor(user.email, before));
    await dialog.getByTestId('code-next').click();
    await dialog.getByTestId('set-password').fill('New-secret9');
    await dialog.getByTestId('set-password-confirm').fill('New-secret9');
    await dialog.getByTestId('set-password-submit').click();
    // Every session ends with a reset: the sign-in dialog takes over with the address filled in.
    await expect(page.getByTestId('change-password-dialog')).toHaveCount(0);
    await expect(page.getByTestId('login-email')).toHaveValue(user.email);
    const login = await server.call('login', { username: user.email, password: sha('New-secret9') });
    expect(login.code).toBe(0);
  });
});
