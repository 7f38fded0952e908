import type { Page } from '@playwright/test';
import { type E2EServer, expect, waitForCall } from './fixtures';
import { productPage, withShop } from './shop';

/**
 * A URL-to-video result opened in the editor from its page, one scene's words changed and rendered again:
 * only what changed is made again (one line's speech, the clips of its scene), the rest comes from the
 * render's step cache.
 */

const test = withShop((url, origin) =>
  url.pathname === '/p' ? productPage(origin, 'Aurora Mug', 'A hand-glazed stoneware mug that keeps coffee warm for an hour.') : null,
);

interface RenderStats {
  speechSynthesized: number;
  speechCached: number;
  clipsRendered: number;
  clipsCached: number;
}

async function signedIn(page: Page, server: E2EServer) {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
}

/** The stats of the project's newest render, once it has ended. */
async function renderedStats(server: E2EServer, token: string, id: string): Promise<RenderStats> {
  await expect.poll(async () => (await server.call('projectDetail', { id }, token)).data.status, { timeout: 240_000, intervals: [1000] }).toBe('rendered');
  const row = await server.db.selectFrom('projects').select('current_render_id').where('id', '=', id).executeTakeFirstOrThrow();
  const render = await server.db.selectFrom('renders').select('stats').where('id', '=', row.current_render_id!).executeTakeFirstOrThrow();
  return (typeof render.stats === 'string' ? JSON.parse(render.stats) : render.stats) as RenderStats;
}

test('a URL-to-video result edited in the editor renders again with only the changed scene made anew', async ({ page, server, shop }) => {
  test.setTimeout(420_000);
  const member = await signedIn(page, server);
  const analysis = await server.call('urlAnalyze', { url: `${shop}/p` }, member.token);
  expect(analysis.code, analysis.msg).toBe(0);
  let productId = '';
  await expect
    .poll(
      async () => {
        const a = (await server.call('urlAnalysisDetail', { id: analysis.data.id }, member.token)).data;
        productId = a.product_id ?? '';
        return a.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  const made = await server.call(
    'url2videoCreate',
    {
      product_id: productId,
      template_id: 'lib-spotlight-bold-9x16',
      aspect_ratio: '9:16',
      length: '30s',
      language: 'en',
      avatar: null,
      voice: 'espeak:en-us',
      script: 'Meet the Aurora Mug.\n\nIt keeps coffee warm for an hour.\n\nGet yours today.',
    },
    member.token,
  );
  expect(made.code, made.msg).toBe(0);
  const first = await renderedStats(server, member.token, made.data.id);
  expect(first.clipsCached).toBe(0);

  // From the video's page into the editor; the second scene's words changed.
  await page.goto(`/video-detail?id=${made.data.id}`);
  await page.getByTestId('video-open-editor').click();
  await expect(page).toHaveURL(new RegExp(`/editor\\?id=${made.data.id}`));
  await page.getByTestId('scene-card').nth(1).click();
  const words = page.getByTestId('script-text').first();
  await expect(words).toHaveValue(/keeps coffee warm/);
  await words.fill('It keeps tea hot for a whole hour.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.getByTestId('editor-render').click();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  const again = await renderedStats(server, member.token, made.data.id);
  // One line is new: its speech was made once (by the editor's preview, which fills the same step cache,
  // or by this render if it came first); every other line's speech and the other scenes' clips are reused.
  const lines = first.speechSynthesized + first.speechCached;
  expect(again.speechSynthesized).toBeLessThanOrEqual(1);
  expect(again.speechSynthesized + again.speechCached).toBe(lines);
  expect(again.speechCached).toBeGreaterThanOrEqual(lines - 1);
  expect(again.clipsCached).toBeGreaterThanOrEqual(2);
  expect(again.clipsRendered).toBeLessThan(first.clipsRendered);
  const script = (await server.call('projectDetail', { id: made.data.id }, member.token)).data.document.scenes[1].script[0].text;
  expect(script).toBe('It keeps tea hot for a whole hour.');
});
