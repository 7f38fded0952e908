import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { faceFilm, faceTile, speechWav } from './faces';
import { E2EServer, expect, test as base } from './fixtures';

/**
 * The operator's review of a consent video the check could not hear (a silent one): the member's page
 * says a person will review it; the operator finds it on /operator's Avatar review tab with both videos,
 * refuses it with a reason; the member sees that reason, and the queue is empty.
 */
const OPERATOR = 'reviewer@example.com';
const test = base.extend<{ server: E2EServer }, { reviewServer: E2EServer }>({
  reviewServer: [
    async ({}, use) => {
      const server = await E2EServer.start({ ADMIN_EMAILS: OPERATOR });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ reviewServer }, use) => {
    await use(reviewServer);
  },
});

const signInAs = async (page: Page, server: E2EServer, token: string) => {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
};

test('a silent consent goes to the operator, who refuses it with a reason the member then reads', async ({ page, server }) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-review-'));
  const footage = faceFilm(dir, 'footage', faceTile(0, 283, 780), 61, speechWav(dir, 'talk', 'Hello, this is my footage. I pause between sentences.'));
  const silent = faceFilm(dir, 'quiet', faceTile(2, 283, 640), 10, 'silence');
  const member = await server.createUser();
  const operator = await server.createUser({ email: OPERATOR });
  await signInAs(page, server, member.token);

  await page.goto('/create-custom-avatar');
  await page.getByTestId('footage-upload').locator('input[type=file]').setInputFiles(footage);
  await expect(page.getByTestId('footage-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  for (const check of ['face_visible', 'facing_camera', 'pauses', 'quiet_well_lit']) await page.getByTestId(`footage-check-${check}`).check();
  await page.getByTestId('custom-next').click();
  await page.getByTestId('consent-name').fill('Quiet Alex');
  await page.getByTestId('consent-mode').getByText('Upload a video').click();
  await page.getByTestId('consent-upload').locator('input[type=file]').setInputFiles(silent);
  await expect(page.getByTestId('consent-upload')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await page.getByTestId('custom-next').click();
  await page.getByTestId('submit-create').click();
  await expect(page).toHaveURL(/\/create-custom-avatar\?id=[0-9a-f-]{36}$/);
  const memberPage = page.url();
  await expect(page.getByTestId('custom-status')).toHaveAttribute('data-status', 'manual_review', { timeout: 90_000 });

  // The operator: the queue shows who sent it, why it waits, and both videos; refusing asks for a reason.
  await signInAs(page, server, operator.token);
  await page.goto('/operator');
  await page.getByTestId('operator-tab-reviews').click();
  const item = page.getByTestId('operator-reviews').locator('.mantine-Paper-root').filter({ hasText: 'Quiet Alex' }).first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('operator-review-owner')).toContainText(member.email);
  await expect(item.getByTestId('operator-review-reason')).toContainText('We could not hear the consent statement clearly.');
  await expect(item.locator('video')).toHaveCount(2);
  await expectAccessible(page, '/operator avatar review');
  await item.getByTestId('operator-review-refuse').click();
  await page.getByTestId('operator-review-refuse-reason').fill('The statement is not spoken in the video.');
  await page.getByTestId('operator-review-refuse-confirm').click();
  await expect(page.getByTestId('operator-reviews-empty')).toBeVisible();

  // The member reads the operator's reason.
  await signInAs(page, server, member.token);
  await page.goto(memberPage);
  await expect(page.getByTestId('custom-status')).toHaveAttribute('data-status', 'consent_failed');
  await expect(page.getByTestId('custom-status-reason')).toContainText('The statement is not spoken in the video.');
  fs.rmSync(dir, { recursive: true, force: true });
});
