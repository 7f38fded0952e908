import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REVIEW_FAILED_MESSAGE } from '@framecast/contract';
import { renderLookPreview } from '@framecast/engine';
import type { Page } from '@playwright/test';
import { addEntry } from '../../server/src/modules/billing/credits.js';
import { expectAccessible } from './a11y';
import { expect, shot, signUpInUi, test, uniqueEmail, waitForCall, type E2EServer } from './fixtures';

/**
 * Photo avatars in Chromium: the Avatars page and its tabs, a cartoon avatar generated from words with
 * two looks (drawn on this server in seconds), its settings, deleting a look, and a video made with the
 * other look from "My avatars"; then a description that fails review and the Resubmit that fixes it.
 */

const LOOKS = '[data-testid^="look-"][data-status]';

const signInAs = async (page: Page, server: E2EServer) => {
  const member = await server.createUser();
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(member.token), url: server.url }]);
  return member;
};

test('generate a cartoon photo avatar with two looks, edit it, delete a look and make a video with the other', async ({ page, server }) => {
  test.setTimeout(360_000);
  await signUpInUi(page, server, uniqueEmail('avatars'), 'Frame-cast9');
  await page.getByRole('link', { name: 'Avatars' }).first().click();
  await expect(page).toHaveURL(/\/avatar$/);
  await expect(page.getByRole('heading', { name: 'Avatars', level: 1 })).toBeVisible();
  await expect(page.getByTestId('avatars-usage')).toHaveText('0 of 1 photo avatar used on the Free plan · 2 credits each');
  await expect(page.getByTestId('avatars-empty')).toBeVisible();
  await expect(page.getByTestId('avatars-library').locator('[data-testid^="avatar-look-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('community-empty')).toBeVisible();

  // The tab is in the address; the Custom tab offers Create video avatar (custom-avatar.spec.ts goes on from there).
  await page.getByTestId('avatars-tab-custom').click();
  await expect(page).toHaveURL(/\/avatar\?tab=custom$/);
  await page.reload();
  await expect(page.getByTestId('avatars-create-custom')).toHaveAttribute('href', '/create-custom-avatar');
  await page.getByTestId('avatars-tab-photo').click();

  // Create: cartoon (the default), two images; realistic is off without an images engine.
  await page.getByTestId('avatars-create').click();
  await expect(page).toHaveURL(/\/aigc-avatar\/create$/);
  await expect(page.getByTestId('tta-style').getByRole('radio', { name: 'Realistic' })).toBeDisabled();
  await expect(page.getByTestId('tta-style-note')).toContainText('drawn on this server from illustrated parts');
  await expect(page.getByTestId('create-expected')).toHaveText('Takes about 2 minutes');
  await expect(page.getByTestId('create-cost')).toHaveText('Costs 2 credits');
  // Motion 1.0 takes no negative prompt.
  await page.getByTestId('tta-motion').click();
  await page.getByRole('option', { name: 'Motion 1.0' }).click();
  await expect(page.getByTestId('tta-negative')).toBeDisabled();
  await expect(page.getByTestId('tta-negative-unsupported')).toHaveText('Motion 1.0 and 3.0 do not support negative prompt');
  await page.getByTestId('tta-motion').click();
  await page.getByRole('option', { name: 'Motion 2.0', exact: true }).click();
  await expect(page.getByTestId('tta-negative')).toBeEnabled();
  // A name is needed.
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('create-name').fill('Ada');
  await page.getByTestId('tta-detail').fill('short curly red hair, round glasses, green sweater');
  await page.getByTestId('tta-count').getByText('2', { exact: true }).click();
  await expectAccessible(page, '/aigc-avatar/create filled in');
  const generated = waitForCall(page, 'userAvatarGenerate');
  await page.getByTestId('create-submit').click();
  const avatar = (await (await generated).json()).data;
  expect(avatar.looks).toHaveLength(2);
  expect(avatar.looks[0].options).toMatchObject({ style: 'cartoon', count: 2, detail: 'short curly red hair, round glasses, green sweater' });

  // The detail page follows the looks until both are ready.
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.getByTestId('detail-name')).toHaveText('Ada');
  const looks = page.locator(LOOKS);
  await expect(looks).toHaveCount(2);
  await expect(page.locator(`${LOOKS}[data-status="ready"]`)).toHaveCount(2, { timeout: 60_000 });
  await expect(looks.first().locator('img')).toHaveJSProperty('complete', true);
  await expectAccessible(page, '/photo-avatar-detail with two looks');
  await shot(page, 'photo-avatar-detail-desktop-en');

  // Settings: a description and the community flag, kept after a reload.
  await page.getByTestId('settings-description').fill('A friendly presenter for product news.');
  await page.getByTestId('settings-community').click();
  const updated = waitForCall(page, 'userAvatarUpdate');
  await page.getByTestId('settings-save').click();
  expect((await (await updated).json()).data).toMatchObject({ description: 'A friendly presenter for product news.', community: true });
  await page.reload();
  await expect(page.getByTestId('settings-description')).toHaveValue('A friendly presenter for product news.');
  await expect(page.getByTestId('settings-community')).toBeChecked();

  // Delete one look; the other stays.
  const [first, second] = avatar.looks as { id: string; ref: string }[];
  await page.getByTestId(`look-${first!.id}`).getByTestId('look-delete').click();
  await expect(page.getByTestId('look-delete-confirm')).toContainText('The look and its picture are deleted');
  await page.getByTestId('look-delete-confirm-confirm').click();
  await expect(looks).toHaveCount(1);
  await expect(page.getByTestId(`look-${second!.id}`)).toBeVisible();

  // "Use in a video" opens the Avatar Video page with that look chosen.
  await page.getByTestId(`look-${second!.id}`).getByTestId('look-use').click();
  await expect(page).toHaveURL(/\/talking-avatar\?avatar=look%3A/);
  await expect(page.getByTestId(`my-look-${second!.id}`)).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });

  // The Avatars page lists it with one look; a new video offers it under My avatars.
  await page.goto('/avatar');
  await expect(page.getByTestId('avatars-photo').getByTestId(`user-avatar-${avatar.id}`).getByTestId('user-avatar-looks')).toHaveText('1 look');
  // Shared: it is in the Community section too.
  await expect(page.getByTestId('avatars-community').getByTestId(`user-avatar-${avatar.id}`)).toBeVisible();
  await expect(page.getByTestId('avatars-usage')).toContainText('1 of 1 photo avatar used');
  await page.goto('/talking-avatar');
  const mine = page.getByTestId(`my-look-${second!.id}`);
  await expect(page.getByTestId('avatar-set-mine')).toBeVisible({ timeout: 60_000 });
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview-avatar')).toHaveAttribute('src', /.+/);
  await page.getByTestId('script-input').fill('Hello! I am Ada, a photo avatar made on this server.');
  await page.getByTestId('voice-option-espeak:en-us').scrollIntoViewIfNeeded();
  await page.getByTestId('voice-option-espeak:en-us').click();

  // Render to a finished video.
  const saved = waitForCall(page, 'projectSave');
  await page.getByTestId('render-button').click();
  const project = (await (await saved).json()).data;
  expect(project.document.scenes[0].layers.find((l: any) => l.type === 'avatar').avatar).toBe(second!.ref);
  await expect(page.getByTestId('render-dialog')).toBeVisible();
  const rendered = waitForCall(page, 'render');
  await page.getByTestId('render-confirm').click();
  expect((await (await rendered).json()).code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/video-detail\\?id=${project.id}`));
  await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('project-status')).toHaveText(/Rendered/);
});

test('a description that fails review ends in a failed look, and Resubmit with other words makes it', async ({ page, server }) => {
  test.setTimeout(180_000);
  await signInAs(page, server);
  await page.goto('/aigc-avatar/create');
  await page.getByTestId('create-name').fill('Review');
  await page.getByTestId('tta-detail').fill('nude portrait on a beach');
  const generated = waitForCall(page, 'userAvatarGenerate');
  await page.getByTestId('create-submit').click();
  const avatar = (await (await generated).json()).data;
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  const failed = page.locator('[data-testid^="look-"][data-status="failed"]');
  await expect(failed).toHaveCount(1, { timeout: 60_000 });
  await expect(failed.getByTestId('look-error')).toHaveText(REVIEW_FAILED_MESSAGE);

  // The Avatars page shows the failure too, with its own Resubmit.
  await page.goto('/avatar');
  const card = page.getByTestId('avatars-photo').getByTestId(`user-avatar-${avatar.id}`);
  await expect(card.getByTestId('user-avatar-failed')).toContainText(REVIEW_FAILED_MESSAGE);
  await shot(page, 'photo-avatars-failed-desktop-en');
  await card.getByTestId('user-avatar-resubmit').click();

  // Resubmit: the form comes back with the failed look's words; new words replace the look.
  await expect(page).toHaveURL(new RegExp(`/aigc-avatar/create\\?avatar=${avatar.id}&replace=${avatar.looks[0].id}$`));
  await expect(page.getByTestId('create-failed-look')).toContainText(REVIEW_FAILED_MESSAGE);
  await expect(page.getByTestId('tta-detail')).toHaveValue('nude portrait on a beach');
  await expect(page.getByTestId('create-name')).toHaveCount(0);
  await page.getByTestId('tta-detail').fill('a warm smile and a blue scarf');
  const again = waitForCall(page, 'userAvatarGenerate');
  await page.getByTestId('create-submit').click();
  expect((await (await again).json()).code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.locator(LOOKS)).toHaveCount(1);
  await expect(page.locator(`${LOOKS}[data-status="ready"]`)).toHaveCount(1, { timeout: 60_000 });
});

test('a photo avatar from an uploaded portrait (a picture without a face is refused in the server’s words), then given motion', async ({ page, server }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-avatar-photo-'));
  const portrait = path.join(dir, 'Portrait.png');
  const sky = path.join(dir, 'Sky.png');
  await renderLookPreview('maya/support', 'neutral', portrait, 600);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x7fb3e6:s=640x480', '-frames:v', '1', sky]);
  const member = await signInAs(page, server);
  await page.goto('/aigc-avatar/create?mode=photo');
  const upload = async (file: string) => {
    await page.getByTestId((await page.getByTestId('photo-pick').isVisible()) ? 'photo-pick' : 'photo-change').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('picker-upload').click();
    await (await chooser).setFiles(file);
    await expect(page.getByTestId('media-picker')).toBeHidden({ timeout: 30_000 });
  };

  // Nothing chosen yet: the form asks for a name and a photo.
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('photo-problem')).toHaveText('Choose a portrait photo first');
  await page.getByTestId('create-name').fill('Maya from a photo');

  // A picture with no face: the field says so at once, and the server refuses it (22002) if sent anyway.
  await upload(sky);
  await expect(page.getByTestId('photo-error')).toContainText('No face was found in the photo.');
  const refused = waitForCall(page, 'userAvatarFromPhoto');
  await page.getByTestId('create-submit').click();
  expect((await (await refused).json()).code).toBe(22002);
  await expect(page.getByTestId('create-failure')).toContainText('No face was found in the photo. Use a clear, front-facing portrait.');

  // A portrait: the avatar is made and its look is ready.
  await upload(portrait);
  await expect(page.getByTestId('photo-status')).toHaveText('Face found: this face will speak.');
  const made = waitForCall(page, 'userAvatarFromPhoto');
  await page.getByTestId('create-submit').click();
  const avatar = (await (await made).json()).data;
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.locator(`${LOOKS}[data-status="ready"]`)).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator(LOOKS).first()).toContainText('From a photo');
  // It cost what the form said, and the sidebar's count says so at once (3 − 2), without a page change.
  await expect(page.getByTestId('plan-card-credits')).toHaveText('Credits: 1');

  // Motion costs 2 more: the refusal speaks of credits, not videos, and offers Upgrade.
  await page.getByTestId('look-motion').click();
  await page.getByTestId('motion-submit').click();
  await expect(page.getByTestId('motion-credits-limit')).toContainText('Not enough credits: this costs 2 credits.');
  await expect(page.getByTestId('motion-credits-limit')).not.toContainText('video');
  await page.getByTestId('motion-credits-upgrade').click();
  await expect(page.getByTestId('pricing-body')).toBeVisible();
  await page.keyboard.press('Escape');
  await addEntry(server.db, { userId: (await server.userByEmail(member.email))!.id, kind: 'adjust', amount: 2, ref: 'adjust:e2e-motion', note: 'e2e' });
  await page.goto(`/photo-avatar-detail?id=${avatar.id}`);

  // Motion: Motion 3.0 takes no negative prompt; lively words and 3.0 make a lively look with a clip.
  await page.getByTestId('look-motion').click();
  await expect(page).toHaveURL(/\/aigc-avatar\/motion\?avatar=/);
  await expect(page.getByTestId('motion-local')).toContainText('head-motion presets');
  await expect(page.getByTestId('motion-cost')).toHaveText('Costs 2 credits; ready in under a minute.');
  await page.getByTestId('motion-model').getByText('Motion 3.0').click();
  await expect(page.getByTestId('motion-negative')).toBeDisabled();
  await expect(page.getByText('Motion 1.0 and 3.0 do not support negative prompt')).toBeVisible();
  await page.getByTestId('motion-prompt').fill('lively, with nods');
  await page.getByTestId('motion-submit').click();
  await expect(page).toHaveURL(new RegExp(`/photo-avatar-detail\\?id=${avatar.id}$`));
  await expect(page.locator(`${LOOKS}[data-status="ready"]`)).toHaveCount(2, { timeout: 90_000 });
  const moving = page.locator(LOOKS).nth(1);
  await expect(moving).toContainText('Motion 3.0');
  await expect(moving.getByTestId('look-clip')).toBeVisible();
  fs.rmSync(dir, { recursive: true, force: true });
});
