import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expect, signUpInUi, test, toast, uniqueEmail, waitForCall, type E2EServer } from './fixtures';

/**
 * The Projects screen and the video detail page, end to end in Chromium: sign up, seed two drafts and
 * two one-sentence 9:16 videos over the API, render them (one from its detail page, one over the API)
 * and watch their badges on /projects go Queued/Generating → Rendered without a reload; then filter,
 * sort, folders (create, rename, move into, open, delete), the batch bar (zip and single download,
 * delete), and the detail page (player, facts, rename, duplicate as new draft, delete).
 */
test('projects: live render badges, filter, sort, folders, batch bar and the video detail page', async ({ page, server }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('projects');
  const password = 'Frame-cast9';

  // ---- sign up (emailed code, password, questionnaire) ----------------------------------------------
  await signUpInUi(page, server, email, password);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'the session cookie').toBeTruthy();

  // ---- seed: two drafts, then two short videos to render (created in this order) ---------------------
  const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const save = async (name: string, script: string) => {
    const r = await server.call('projectSave', { document: doc(script), name }, token!);
    expect(r.code, `save ${name}`).toBe(0);
    return r.data as { id: string; name: string };
  };
  const alpha = await save('Alpha draft', 'Alpha is only a draft.');
  const beta = await save('Beta draft', 'Beta is only a draft.');
  const launch = await save('Launch video', 'Hello from Framecast.');
  // Teaser queues behind Launch and is several sentences long, so it is still in flight when /projects
  // first shows it even if Launch comes from the render cache.
  const teaser = await save('Teaser video', 'See you soon. A new look is coming to Framecast. Stay tuned for more.');
  const created = [alpha, beta, launch, teaser];

  // ---- render Launch from its detail page, Teaser over the API ----------------------------------------
  await page.goto(`/video-detail?id=${launch.id}`);
  await expect(page.getByTestId('not-rendered')).toBeVisible();
  await page.getByTestId('render-again').click();
  await expect(page.getByTestId('render-dialog')).toBeVisible();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  await expect(page.getByTestId('rendering-panel')).toBeVisible();
  expect((await server.call('render', { id: teaser.id }, token!)).code).toBe(0);

  // "All projects" (client-side): the badges follow both renders live, with no reload.
  await page.getByRole('link', { name: 'All projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.evaluate(() => ((window as any).__samePage = true));
  const grid = page.getByTestId('project-grid');
  const card = (p: { id: string }) => page.getByTestId(`project-card-${p.id}`);
  const badge = (p: { id: string }) => card(p).getByTestId('project-status');
  await expect(grid.locator('[data-testid^="project-card-"]')).toHaveCount(4);
  await expect(badge(alpha)).toHaveText('Draft');
  await expect(badge(teaser)).toHaveText(/Queued|Generating/);
  await expect(badge(launch)).toHaveText(/Queued|Generating|Rendered/);
  // Glance at the Videos and Drafts filters while they render, then back to All: those lists are cached
  // now, and must not stay as they were once the renders end.
  const filter = (label: string) => page.getByTestId('projects-filter').getByText(label, { exact: true }).click();
  for (const label of ['Videos', 'Drafts']) {
    const listed = waitForCall(page, 'projectList');
    await filter(label);
    await listed;
  }
  await filter('All');
  // Teaser was seen Queued/Generating above; now both must reach Rendered on this same page. (The
  // in-between states are not asserted again here: a one-sentence render can end during the glances.)
  const status = (p: { id: string }) =>
    badge(p)
      .getAttribute('data-status')
      .catch(() => null);
  await expect.poll(async () => [await status(launch), await status(teaser)].join(), { timeout: 120_000, intervals: [250] }).toBe('rendered,rendered');
  await expect(badge(launch)).toHaveText('Rendered');
  await expect(badge(teaser)).toHaveText('Rendered');
  // The finished cards show their thumbnails, all without leaving the page.
  await expect(card(launch).locator('img')).toBeVisible();
  expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);

  // ---- filter All / Videos / Drafts -----------------------------------------------------------------------
  const cards = grid.locator('[data-testid^="project-card-"]');
  const names = () => cards.locator('p[title]').allTextContents();
  await filter('Videos');
  await expect(page).toHaveURL(/filter=video/);
  // (The previous list stays on screen, dimmed, until the new one arrives: compare the names.)
  await expect.poll(async () => (await names()).sort()).toEqual(['Launch video', 'Teaser video']);
  await filter('Drafts');
  await expect.poll(async () => (await names()).sort()).toEqual(['Alpha draft', 'Beta draft']);
  await filter('All');
  await expect(cards).toHaveCount(4);
  const total = async (filter: string) => (await server.call('projectList', { filter }, token!)).data.total;
  expect([await total('all'), await total('video'), await total('draft')]).toEqual([4, 2, 2]);

  // ---- sort by Date created, earliest then latest first ----------------------------------------------------
  await choose(page, 'Sort by', 'Date created');
  await choose(page, 'Order', 'Earliest first');
  await expect(page).toHaveURL(/sort=created/);
  await expect(page).toHaveURL(/order=asc/);
  await expect.poll(names).toEqual(created.map((p) => p.name));
  await choose(page, 'Order', 'Latest first');
  await expect.poll(names).toEqual(created.map((p) => p.name).reverse());

  // ---- select all, then search (once typing pauses): a new view starts with nothing selected -------------
  const batchCount = page.getByTestId('batch-bar').getByTestId('batch-count');
  await page.getByRole('checkbox', { name: 'Select Alpha draft' }).check();
  await expect(batchCount).toHaveText('1 selected');
  await page.getByTestId('batch-select-all').click();
  await expect(batchCount).toHaveText('4 selected');
  const searched = waitForCall(page, 'projectList');
  await page.getByTestId('projects-search').fill('  teaser ');
  await searched;
  await expect(page).toHaveURL(/q=teaser(&|$)/);
  await expect.poll(names).toEqual(['Teaser video']);
  await expect(page.getByTestId('batch-bar')).toBeHidden();
  await page.getByTestId('projects-search').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(cards).toHaveCount(4);

  // ---- folders: create, rename, move a project in, open it, delete it ----------------------------------
  await page.getByTestId('folder-create').click();
  await page.getByTestId('folder-modal-input').fill('Campaign');
  await page.getByTestId('folder-modal-save').click();
  const folderButton = (name: string) => page.getByRole('button', { name: `Open folder ${name}` });
  await expect(folderButton('Campaign')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for folder Campaign' }).click();
  await page.getByTestId('folder-rename').click();
  await page.getByTestId('folder-modal-input').fill('Spring launch');
  await page.getByTestId('folder-modal-save').click();
  await expect(folderButton('Spring launch')).toBeVisible();
  await expect(folderButton('Campaign')).toHaveCount(0);
  const folders = (await server.call('folderList', {}, token!)).data.items;
  expect(folders).toEqual([expect.objectContaining({ name: 'Spring launch', count: 0 })]);
  const folderId = folders[0].id as string;

  await page.getByRole('button', { name: 'Actions for Alpha draft' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  await page.getByTestId('move-folder').click();
  await page.getByRole('option', { name: 'Spring launch' }).click();
  await page.getByTestId('move-confirm').click();
  await expect(folderButton('Spring launch')).toContainText('1');
  expect((await server.call('projectDetail', { id: alpha.id }, token!)).data.folder_id).toBe(folderId);

  await folderButton('Spring launch').click();
  await expect(page).toHaveURL(new RegExp(`folder=${folderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring launch');
  await expect(page.getByText('1 project in this folder')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(card(alpha)).toBeVisible();

  await page.getByRole('button', { name: 'Actions for folder Spring launch' }).click();
  await page.getByTestId('folder-delete').click();
  await expect(page.getByTestId('folder-delete-modal')).toHaveText('“Spring launch” will be deleted. Its 1 project stays in All projects.');
  await page.getByTestId('folder-delete-modal-confirm').click();
  await expect(folderButton('Spring launch')).toHaveCount(0);
  await expect(page).not.toHaveURL(/folder=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  await expect(cards).toHaveCount(4);
  await expect(card(alpha)).toBeVisible();
  expect((await server.call('projectDetail', { id: alpha.id }, token!)).data.folder_id).toBeNull();
  expect((await server.call('folderList', {}, token!)).data.items).toEqual([]);

  // Moving it was its latest change: by Last modified, latest first, it leads.
  await choose(page, 'Sort by', 'Last modified');
  await expect(page).not.toHaveURL(/sort=created/);
  await expect.poll(async () => (await names())[0]).toBe('Alpha draft');

  // ---- batch bar: a zip of two videos, a single file, then delete two ---------------------------------
  const select = (p: { name: string }) => page.getByRole('checkbox', { name: `Select ${p.name}` });
  const bar = page.getByTestId('batch-bar');
  await select(launch).check();
  await select(teaser).check();
  await expect(bar.getByTestId('batch-count')).toHaveText('2 selected');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-projects-'));
  let download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^framecast-videos-\d{4}-\d{2}-\d{2}\.zip$/);
  await zip.saveAs(path.join(dir, 'videos.zip'));
  const entries = execFileSync('zipinfo', ['-1', path.join(dir, 'videos.zip')], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  expect(entries).toEqual(['Launch video.mp4', 'Teaser video.mp4']);

  // A video and a draft: only the video has a file, so it comes by itself.
  await select(teaser).uncheck();
  await select(beta).check();
  await expect(bar.getByTestId('batch-count')).toHaveText('2 selected');
  download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Launch video.mp4');

  // A draft alone has nothing to download. Then delete it with the Teaser video.
  await select(launch).uncheck();
  await expect(bar.getByTestId('batch-count')).toHaveText('1 selected');
  await expect(bar.getByRole('button', { name: 'Download' })).toBeDisabled();
  await select(teaser).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 projects?' });
  await expect(confirm).toContainText('The 2 selected projects and their videos will be deleted. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(beta)).toHaveCount(0);
  await expect(card(teaser)).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await expect(bar).toBeHidden();
  expect(await total('all')).toBe(2);
  expect((await server.call('projectDetail', { id: teaser.id }, token!)).code).toBe(40400);

  // ---- the video detail page -------------------------------------------------------------------------------
  await page.getByRole('button', { name: 'Open Launch video', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${launch.id}$`));
  await expect(page.getByTestId('video-title')).toHaveText('Launch video');
  await expect(page.getByTestId('project-status')).toHaveText('Rendered');
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('src', /.+/);
  const seconds = await player.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    return v.duration;
  });
  expect(seconds).toBeGreaterThan(0.5);
  const facts = page.getByTestId('video-facts');
  await expect(facts.getByTestId('fact-duration')).toHaveText(/^\d+:\d\d$/);
  await expect(facts.getByTestId('fact-size')).toHaveText(/\d+(\.\d+)? (KB|MB)/);
  await expect(facts.getByTestId('fact-resolution')).toHaveText('720 × 1280');
  await expect(facts.getByTestId('fact-credits')).toHaveText('1');
  await expect(facts.getByTestId('fact-created-by')).not.toHaveText('—');
  await expect(facts.getByTestId('fact-created-at')).toHaveText(/\d{4}/);
  await expect(facts.getByTestId('fact-rendered-at')).toHaveText(/\d{4}/);
  const detail = (await server.call('projectDetail', { id: launch.id }, token!)).data;
  expect(detail).toMatchObject({ credits: 1, width: 720, height: 1280, type: 'video', status: 'rendered' });
  expect(detail.size_bytes).toBeGreaterThan(1000);
  await expect(facts.getByTestId('fact-created-by')).toHaveText(detail.created_by.nickname);

  // Download the single file.
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Launch video.mp4');

  // Rename.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByTestId('rename-modal-input').fill('Launch final');
  await page.getByTestId('rename-modal-save').click();
  await expect(page.getByTestId('video-title')).toHaveText('Launch final');
  expect((await server.call('projectDetail', { id: launch.id }, token!)).data.name).toBe('Launch final');

  // Duplicate as a new draft: it opens in the editor, and the list has it as a draft.
  const duplicated = waitForCall(page, 'projectDuplicate');
  await page.getByRole('button', { name: 'Duplicate as new draft' }).click();
  const copy = (await (await duplicated).json()).data as { id: string; name: string };
  expect(copy.name).toBe('Launch final (copy)');
  await expect(page).toHaveURL(new RegExp(`/talking-avatar\\?id=${copy.id}`));
  await page.goto('/projects');
  await expect(cards).toHaveCount(3);
  await expect(badge(copy)).toHaveText('Draft');
  await expect(card(copy)).toContainText('Launch final (copy)');

  // Delete the video from its page: back on /projects without it.
  await page.getByRole('button', { name: 'Open Launch final', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmOne = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(confirmOne).toContainText('“Launch final” and its video will be deleted.');
  await confirmOne.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(toast(page, 'Project deleted')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'does not exist' })).toHaveCount(0);
  await expect(card(launch)).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  expect((await server.call('projectDetail', { id: launch.id }, token!)).code).toBe(40400);
  await expectGone(server, launch.id);
});

/** Opens a Mantine Select by its label and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The project row is marked deleted. */
async function expectGone(server: E2EServer, id: string): Promise<void> {
  const row = await server.db.selectFrom('projects').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.deleted_at).not.toBeNull();
}
