import { newAvatarVideoDoc } from '@framecast/timeline';
import type { Page } from '@playwright/test';
import { API_PREFIX, calls } from '@framecast/contract';
import { expect, test, toast, type E2EServer } from './fixtures';

/**
 * What users hit (issue 9, slice E): a render confirmed twice or for a project already rendering, the
 * avatar page following a render it was reloaded in the middle of, the credit balance in the sidebar
 * and Profile, limits that say so instead of cutting silently, a too-long script that leaves no draft,
 * and the queue estimate of an empty queue.
 */

const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });

/** A signed-in browser for a fresh account (the session cookie the app reads), with its token. */
async function signedIn(page: Page, server: E2EServer, lang: 'en' | 'zh' = 'en'): Promise<string> {
  const user = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(user.token), url: server.url }]);
  if (lang === 'zh') await page.addInitScript(() => localStorage.setItem('language', 'zh'));
  return user.token;
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
  await expect(page.getByTestId('project-locked')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('render-button')).toBeEnabled();
  await expect(page.getByTestId('save-draft')).toBeEnabled();
  expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
});

for (const lang of ['en', 'zh'] as const) {
  test(`the sidebar and Profile show the plan and the credit balance, no "days left" on Free (${lang})`, async ({ page, server }) => {
    await signedIn(page, server, lang);
    const words = lang === 'en' ? { credits: 'Credits: 3', plan: 'Free' } : { credits: '积分：3', plan: '免费版' };
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
  await page.getByTestId('avatar-show-all').click().catch(() => {});
  const look = page.getByTestId('avatar-look-maya/support');
  await look.scrollIntoViewIfNeeded();
  await look.click();
  // Well over the Free plan's 30 seconds.
  await page.getByTestId('script-input').fill('This sentence is here to make the video far longer than thirty seconds. '.repeat(8));
  await expect(page.getByTestId('script-over-limit')).toBeVisible();
  const saves = countCalls(page, 'projectSave');
  await page.getByTestId('render-button').click();
  await expect(page.getByTestId('script-over-limit')).toBeInViewport();
  await expect(page.getByTestId('render-dialog')).toHaveCount(0);
  expect(saves.n).toBe(0);
  expect(new URL(page.url()).searchParams.get('id')).toBeNull();
  expect((await server.call('projectList', { page: 1, page_size: 10 }, token)).data.total).toBe(0);
});
