import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { registerUser, startTestApp } from '../apps/server/test/helper.js';
import { CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM } from '../apps/web/e2e/chromium.js';

/**
 * What the browser loads before /login and /home are usable: JavaScript and CSS counted from a real
 * load in Debian's Chromium (every script and stylesheet requested before the page shows its form or
 * sections; and, for reference, all of them by network idle), as gzip bytes (level 9, what the build's
 * .gz holds) and as transferred (brotli); then Lighthouse's performance score of /login (mobile,
 * simulated throttling). BENCH_WEB_FILES=1 lists each file counted as usable. Serves the built app in WEB_DIST (default apps/web/dist: `npm run build` first).
 */
// 170 until issue 13: the API's endpoint table and error catalogue ride in the first bundle (every call
// needs them) and grow with each feature. 173 for Batch Mode and Apply to My Product, whose preload lists
// rode in the route table; 170 again since the signed-in pages' imports moved to a chunk of their own
// (app/routes/signed-in-pages.ts): 167.6 KB then.
const JS_AIM_KB = 170;
const SCORE_AIM = 90;

interface Bytes {
  raw: number;
  gzip: number;
  transferred: number;
  files: number;
}
interface Loaded {
  js: Bytes;
  css: Bytes;
  /** Everything fetched by the time the network is idle, deferred chunks included. */
  later: { js: Bytes; css: Bytes };
}
const zero = (): Bytes => ({ raw: 0, gzip: 0, transferred: 0, files: 0 });

/**
 * Loads a page and counts the scripts and stylesheets requested before it is usable (the moment, seen
 * from inside the page, when `readySelector` appears: the form or the sections), then, separately, all
 * of them by network idle. Request start times come from the page's Resource Timing.
 */
async function measure(page: Page, url: string, readySelector: string): Promise<Loaded> {
  const out: Loaded = { js: zero(), css: zero(), later: { js: zero(), css: zero() } };
  const fetched = new Map<string, Promise<{ kind: 'js' | 'css'; raw: number; gzip: number; transferred: number }>>();
  page.on('response', (res) => {
    const kind = res.request().resourceType();
    if ((kind !== 'script' && kind !== 'stylesheet') || res.status() !== 200) return;
    fetched.set(
      res.url(),
      (async () => {
        const body = await res.body();
        const sizes = await res.request().sizes();
        return {
          kind: kind === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        } as const;
      })(),
    );
  });
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { __usableAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        w.__usableAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  }, readySelector);
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { usableAt, starts } = await page.evaluate(() => ({
    usableAt: (window as unknown as { __usableAt: number }).__usableAt,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const),
  }));
  const startOf = new Map(starts);
  for (const [url, sizes] of fetched) {
    const s = await sizes;
    const buckets = [out.later[s.kind]];
    if ((startOf.get(url) ?? 0) <= usableAt) {
      buckets.push(out[s.kind]);
      if (process.env.BENCH_WEB_FILES) console.log(`  ${url.replace(/^https?:\/\/[^/]+/, '')} ${kb(s.gzip)}`);
    }
    for (const b of buckets) {
      b.raw += s.raw;
      b.gzip += s.gzip;
      b.transferred += s.transferred;
      b.files++;
    }
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (b: Bytes) => `${kb(b.gzip)} gzip (${kb(b.raw)} raw, ${kb(b.transferred)} sent, ${b.files} files)`;
const line = (name: string, l: Loaded) =>
  `${name} until usable: JS ${bytes(l.js)}; CSS ${bytes(l.css)}\n${name} by network idle: JS ${bytes(l.later.js)}; CSS ${bytes(l.later.css)}`;

async function lighthouseScore(url: string): Promise<{ score: number; lcp: number; tbt: number; fcp: number }> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = result!.lhr;
    return {
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint']!.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

export async function benchWeb(): Promise<string> {
  const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return `web: ${webDist} is not built; run \`npm run build\` first`;

  // An account that has answered the questionnaire, so /home opens; then the same data served for real.
  const setup = await startTestApp('pglite');
  const token = await registerUser(setup, 'bench-web@example.com');
  await setup.call('questionnaire', { role: 'marketer', team_size: '1', goals: ['product_ads'], heard_from: 'search' }, token);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-web-'));
  fs.cpSync(setup.dataDir, dataDir, { recursive: true });
  await setup.close();
  fs.rmSync(path.join(dataDir, 'db.lock'), { force: true });
  const { app } = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1' }, { webDist }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    const fresh = async () => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const loginCtx = await fresh();
    const login = await measure(await loginCtx.newPage(), `${base}/login`, '[data-testid="login-email"]');
    await loginCtx.close();

    const homeCtx = await fresh();
    await homeCtx.addCookies([{ name: 'token', value: token, url: base }]);
    const home = await measure(await homeCtx.newPage(), `${base}/home`, '[data-testid="home-create-video-section"]');
    await homeCtx.close();

    const lh = await lighthouseScore(`${base}/login`);
    return [
      line('/login', login),
      line('/home', home),
      `/login initial JS: ${kb(login.js.gzip)} gzip (aim <= ${JS_AIM_KB} KB) ${login.js.gzip <= JS_AIM_KB * 1024 ? 'OK' : 'ABOVE AIM'}`,
      `Lighthouse /login performance: ${lh.score} (aim >= ${SCORE_AIM}) ${lh.score >= SCORE_AIM ? 'OK' : 'BELOW AIM'}; FCP ${lh.fcp.toFixed(0)} ms, LCP ${lh.lcp.toFixed(0)} ms, TBT ${lh.tbt.toFixed(0)} ms`,
    ].join('\n');
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
