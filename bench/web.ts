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

/**
 * What the browser loads before /login and /home are usable: JavaScript and CSS counted from a real
 * load in Debian's Chromium (every script and stylesheet fetched until the page shows its form or
 * sections and the network is idle), as gzip bytes (level 9, what the build's .gz holds) and as
 * transferred; then Lighthouse's performance score of /login (mobile, simulated throttling). Serves
 * the built app in WEB_DIST (default apps/web/dist: run `npm run build` first).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const JS_AIM_KB = 170;
const SCORE_AIM = 90;

interface Loaded {
  js: { raw: number; gzip: number; transferred: number; files: number };
  css: { raw: number; gzip: number; transferred: number; files: number };
}

async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Loaded> {
  const out: Loaded = { js: { raw: 0, gzip: 0, transferred: 0, files: 0 }, css: { raw: 0, gzip: 0, transferred: 0, files: 0 } };
  const pending: Promise<void>[] = [];
  const onResponse = (res: import('playwright-core').Response) => {
    const kind = res.request().resourceType();
    const bucket = kind === 'script' ? out.js : kind === 'stylesheet' ? out.css : null;
    if (!bucket || res.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await res.body();
        const sizes = await res.request().sizes();
        bucket.raw += body.length;
        bucket.gzip += zlib.gzipSync(body, { level: 9 }).length;
        bucket.transferred += sizes.responseBodySize;
        bucket.files++;
      })(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const line = (name: string, l: Loaded) =>
  `${name}: JS ${kb(l.js.gzip)} gzip (${kb(l.js.raw)} raw, ${kb(l.js.transferred)} sent, ${l.js.files} files); CSS ${kb(l.css.gzip)} gzip (${kb(l.css.raw)} raw, ${kb(l.css.transferred)} sent, ${l.css.files} files)`;

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
    const login = await measure(await loginCtx.newPage(), `${base}/login`, (p) => p.getByTestId('login-email').waitFor());
    await loginCtx.close();

    const homeCtx = await fresh();
    await homeCtx.addCookies([{ name: 'token', value: token, url: base }]);
    const home = await measure(await homeCtx.newPage(), `${base}/home`, (p) => p.getByTestId('home-create-video-section').waitFor());
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
