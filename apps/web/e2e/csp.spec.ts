import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectHome, signIn, test } from './fixtures';

/**
 * The Content-Security-Policy the server sends, against the real built app in Chromium: the main pages
 * load and work with no violation (every `securitypolicyviolation` event and every "Refused to…"
 * console message is collected), and no foreign page can frame the app.
 */
const violationsOf = async (page: Page, console: string[]): Promise<string[]> => {
  const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [] as string[]);
  return [...events, ...console];
};

async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  // Init scripts are injected by the browser, not the page, so the policy does not stop them.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return console;
}

test('the sign-in page, home, a tool, the media library and the API docs run under the CSP with no violation', async ({ page, server }) => {
  test.setTimeout(120_000);
  const consoleViolations = await watchCsp(page);
  const user = await server.createUser();

  // Sign-in page: the runtime config came from the meta tag (the app calls its API), and signing in works.
  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.locator('meta[name="framecast-config"]')).toHaveCount(1);
  await signIn(page, user.email, user.password);
  await expectHome(page);
  expect(await violationsOf(page, consoleViolations)).toEqual([]);

  // A reload of home straight from the server (not a client-side navigation).
  await page.reload();
  await expectHome(page);
  expect(await violationsOf(page, consoleViolations)).toEqual([]);

  // A tool page with its pictures (avatar looks) and media.
  await page.goto('/talking-avatar');
  // Found by name: the default view shows a random sample of looks (generous waits, see chooseLook).
  await expect(page.getByTestId('avatar-search')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('avatar-search').fill('Maya', { timeout: 60_000 });
  const look = page.getByTestId('avatar-look-maya/support');
  await expect(look).toBeVisible();
  await expect
    .poll(() =>
      look
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  expect(await violationsOf(page, consoleViolations)).toEqual([]);

  // The media library: a photo uploaded through the resumable endpoint, shown from its signed link.
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-csp-')), 'Poster.png');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360', '-frames:v', '1', photo]);
  await page.goto('/assets');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('assets-upload').click();
  await (await chooser).setFiles([photo]);
  await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
  const card = page.getByTestId('asset-grid').locator('[data-testid^="asset-card-"]', { hasText: 'Poster.png' });
  await expect
    .poll(
      () =>
        card
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(await violationsOf(page, consoleViolations)).toEqual([]);

  // The API documentation (Swagger UI) under the same headers.
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Framecast API');
  expect(await violationsOf(page, consoleViolations)).toEqual([]);
});

test('a foreign page cannot show the app in a frame', async ({ page, server }) => {
  await page.setContent(`<iframe id="app" src="${server.url}/login" width="800" height="600"></iframe>`);
  const child = await (await page.locator('#app').elementHandle())!.contentFrame();
  await child!.waitForLoadState('load');
  // The browser refused the document and shows its own error page: nothing of the app ran in the frame.
  expect(child!.url()).toMatch(/^chrome-error:/);
  expect(await child!.locator('#root').count()).toBe(0);
});
