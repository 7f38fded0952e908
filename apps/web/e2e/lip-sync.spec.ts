import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeHeygem, type FakeHeygem } from '@framecast/engine';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { addLot } from '../../server/src/modules/billing/lip-sync.js';
import { test as base, E2EServer, expect, PHONE, shot } from './fixtures';

/**
 * Lip-sync boost (spec 001 §4) on a server with a talking-head engine (a local fake of HeyGem's API):
 * a rendered video's page offers the boost, the confirm dialog says how many minutes it takes, and the
 * video is rendered again through the engine. Without the engine the page does not offer it (the a11y
 * walk and the other journeys run on servers without one; lip-sync-boost.test.ts covers the refusals).
 */
const test = base.extend<object, { engine: { server: E2EServer; heygem: FakeHeygem; shared: string } }>({
  engine: [
    async ({}, use) => {
      const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-heygem-'));
      const heygem = await startFakeHeygem({ dataDir: shared, jobMs: 50 });
      const server = await E2EServer.start({ ENGINE_TALKING_HEAD_URL: heygem.url, ENGINE_TALKING_HEAD_DATA_DIR: shared });
      await use({ server, heygem, shared });
      await server.close();
      await heygem.close();
      fs.rmSync(shared, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  server: async ({ engine }, use) => {
    await use(engine.server);
  },
});

/** A short avatar video rendered over the API (on this machine: nothing is boosted yet). */
async function renderedVideo(server: E2EServer, token: string, script: string): Promise<string> {
  const document = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const saved = await server.call('projectSave', { document, name: 'Spring launch' }, token);
  expect(saved.code, saved.msg).toBe(0);
  expect((await server.call('render', { id: saved.data.id }, token)).code).toBe(0);
  await expect
    .poll(async () => (await server.db.selectFrom('renders').select('status').where('project_id', '=', saved.data.id).executeTakeFirst())?.status, {
      timeout: 150_000,
    })
    .toBe('rendered');
  return saved.data.id as string;
}

test('a rendered video boosted with lip-sync minutes is rendered again by the talking-head engine', async ({ page, server, engine }) => {
  test.setTimeout(240_000);
  const member = await server.createUser();
  const user = await server.userByEmail(member.email);
  await addLot(server.db, user!.id, null, 10 * 60, new Date());
  const id = await renderedVideo(server, member.token, 'Hello from Framecast.');
  expect(engine.heygem.submits).toHaveLength(0);

  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  await page.goto(`/video-detail?id=${id}`);
  await page.getByTestId('video-lip-sync').click();
  const confirm = page.getByTestId('lip-sync-confirm');
  await expect(confirm).toContainText(/Uses 2 seconds .*\(10 minutes\)/);
  await shot(page, 'lip-sync-confirm-desktop-en', { fullPage: false });
  await page.getByTestId('lip-sync-confirm-boost').click();
  await expect(confirm).toBeHidden();

  // The boosted render goes to the engine, costs no credits, and the page shows the new video.
  await expect.poll(() => engine.heygem.submits.length, { timeout: 150_000, message: 'the engine got the boosted render' }).toBeGreaterThan(0);
  await expect
    .poll(
      async () =>
        (await server.db.selectFrom('renders').select(['status', 'credits']).where('project_id', '=', id).orderBy('created_at', 'desc').executeTakeFirst()) ??
        null,
      { timeout: 150_000 },
    )
    .toEqual({ status: 'rendered', credits: 0 });
  const info = await server.call('userInfo', {}, member.token);
  expect(info.data.lip_sync_duration).toBeLessThan(10 * 60);
});

test('pictures of the boost (SHOTS=1)', async ({ browser, server }) => {
  test.skip(!process.env.SHOTS, 'pictures only when asked for');
  test.setTimeout(240_000);
  const member = await server.createUser();
  const user = await server.userByEmail(member.email);
  await addLot(server.db, user!.id, null, 5 * 60, new Date());
  const id = await renderedVideo(server, member.token, 'Bonjour.');
  for (const [device, lang] of [
    ['desktop', 'zh'],
    ['phone', 'en'],
    ['phone', 'zh'],
  ] as const) {
    const context = await browser.newContext(device === 'phone' ? PHONE : { viewport: { width: 1440, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    await context.addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/video-detail?id=${id}`);
    await expect(page.getByTestId('video-lip-sync')).toBeVisible();
    await shot(page, `lip-sync-page-${device}-${lang}`);
    await page.getByTestId('video-lip-sync').click();
    await expect(page.getByTestId('lip-sync-confirm')).toBeVisible();
    await shot(page, `lip-sync-confirm-${device}-${lang}`, { fullPage: false });
    await context.close();
  }
});
