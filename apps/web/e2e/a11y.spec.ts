import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { expect, PHONE, sha, signIn, test, type E2EServer } from './fixtures';

/**
 * Accessibility (WCAG 2.1 A/AA, axe-core): every page that exists, signed out and signed in, in
 * English and Chinese, on a desktop and a phone; then the dialogs open over them. A serious or
 * critical violation fails the journey (see a11y.ts). Pages not built yet share one page, checked
 * through a couple of their routes.
 */

const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: PHONE,
} as const;

type Lang = 'en' | 'zh';

interface PageCheck {
  path: string;
  /** Something that only shows once the page has loaded its data. */
  ready: (page: Page) => Locator;
}

const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();

const SIGNED_OUT: PageCheck[] = [
  { path: '/login', ready: byTestId('login-submit') },
  { path: '/login?tipsReLoginMsg=1', ready: byTestId('login-notice') },
  { path: '/register', ready: byTestId('send-code-button') },
  { path: '/forgot-password', ready: byTestId('code-email') },
  { path: '/home-login', ready: byTestId('login-submit') },
  { path: '/h5-login', ready: byTestId('login-submit') },
  { path: '/terms-of-use', ready: byTestId('terms-page') },
  { path: '/privacy-policy', ready: byTestId('privacy-page') },
  { path: '/ban', ready: byTestId('ban-page') },
  { path: '/contact', ready: byTestId('not-available') },
  { path: '/s/no-such-invitation', ready: byTestId('invite-error') },
  { path: '/no-such-page', ready: byTestId('not-found') },
  { path: '/create-custom-avatar', ready: byTestId('custom-sign-in') },
];

const signedIn = (projectId: string, avatarId: string): PageCheck[] => [
  { path: '/home', ready: byTestId('home-create-video-section') },
  { path: '/projects', ready: (page) => page.locator('[data-testid^="project-card-"]').first() },
  { path: `/video-detail?id=${projectId}`, ready: byTestId('video-title') },
  { path: '/video-detail?id=00000000-0000-4000-8000-000000000000', ready: byTestId('video-missing') },
  { path: '/assets', ready: byTestId('assets-upload') },
  { path: '/media-tab', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/brand-kit', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/profile', ready: byTestId('profile-email-value') },
  { path: '/space-settings', ready: byTestId('space-personal-note') },
  { path: '/space-settings?tab=members', ready: byTestId('space-seats') },
  { path: '/talking-avatar', ready: (page) => page.locator('[data-testid^="avatar-look-"]').first() },
  { path: '/talking-photo', ready: byTestId('photo-pick') },
  { path: '/voice', ready: byTestId('voices-grid') },
  { path: '/avatar', ready: (page) => page.getByTestId('avatars-library').locator('[data-testid^="avatar-look-"]').first() },
  { path: '/avatar?tab=product', ready: byTestId('avatars-product-empty') },
  { path: '/product-avatar', ready: byTestId('product-drop') },
  { path: '/avatar?tab=custom', ready: byTestId('avatars-custom-empty') },
  { path: '/create-custom-avatar', ready: byTestId('footage-upload-pick') },
  { path: '/aigc-avatar/create', ready: byTestId('create-usage') },
  { path: `/photo-avatar-detail?id=${avatarId}`, ready: (page) => page.locator('[data-testid^="look-"][data-status="ready"]').first() },
  { path: '/photo-avatar-detail?id=00000000-0000-4000-8000-000000000000', ready: byTestId('avatar-missing') },
  { path: `/aigc-avatar/motion?avatar=${avatarId}`, ready: byTestId('motion-no-looks') },
  { path: '/templates', ready: (page) => page.getByTestId('templates-library').locator('[data-testid^="template-card-"]').first() },
  { path: '/templates?tab=mine', ready: byTestId('templates-mine-empty') },
  { path: '/url2video', ready: byTestId('link-url') },
  // A Free member: the batch wizards offer the upgrade (batch.spec.ts checks the forms of a Creator).
  { path: '/batch-mode/add', ready: byTestId('batch-upgrade') },
  { path: '/batch-product/add', ready: byTestId('batch-upgrade') },
  { path: '/apply-product/choose', ready: byTestId('apply-empty') },
  { path: '/products', ready: byTestId('products-empty') },
  { path: '/editor', ready: (page) => page.getByTestId('editor-stage').or(page.getByTestId('h5-page')) },
  { path: `/editor?id=${projectId}`, ready: (page) => page.getByTestId('editor-stage').or(page.getByTestId('h5-page')) },
  { path: '/quickeditor', ready: (page) => page.getByTestId('quick-start-project').first().or(page.getByTestId('quick-start-empty')) },
  { path: `/quickeditor?id=${projectId}`, ready: byTestId('quick-lines') },
  { path: '/h5', ready: byTestId('h5-page') },
  { path: '/no-such-page', ready: byTestId('not-found') },
];

/** A 64x40 PNG, small enough to upload in a moment. */
const PNG = Buffer.from(
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x40', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']),
);

const useLanguage = (page: Page, lang: Lang) =>
  page.addInitScript((l) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', l);
  }, lang);

const signInAs = (page: Page, server: E2EServer, token: string) =>
  page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);

async function visit(page: Page, check: PageCheck, label: string) {
  await page.goto(check.path);
  await expect(check.ready(page)).toBeVisible();
  await expectAccessible(page, label, { soft: true });
}

/** Opens a dialog, checks it with axe, and closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, dialog: Locator, label: string) {
  await open();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, label, { soft: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A photo avatar made over the API (drawn on this server in a few seconds). */
async function avatarOf(server: E2EServer, token: string): Promise<string> {
  const made = await server.call('userAvatarGenerate', { name: 'Ada', options: { style: 'cartoon', count: 1 } }, token);
  expect(made.code).toBe(0);
  return made.data.id as string;
}

async function draftOf(server: E2EServer, token: string, lang: Lang): Promise<string> {
  const script = lang === 'zh' ? '欢迎来到 Framecast。' : 'Welcome to Framecast.';
  const document = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const saved = await server.call('projectSave', { document, name: 'Launch teaser' }, token);
  expect(saved.code).toBe(0);
  return saved.data.id as string;
}

/**
 * Two passes cover both languages and both widths (English on a desktop, Chinese on a phone): the
 * markup is the same in every pairing, and all four took over seven minutes of the suite's budget.
 */
const PASSES: [keyof typeof DEVICES, Lang][] = [
  ['desktop', 'en'],
  ['phone', 'zh'],
];

// The longest file: its tests share no state, so both workers take them.
test.describe.configure({ mode: 'parallel' });

for (const [device, lang] of PASSES) {
  test.describe(`${device} ${lang}`, () => {
    test.use(DEVICES[device]);

    test(`signed-out pages (${device}, ${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await useLanguage(page, lang);
      for (const check of SIGNED_OUT) await visit(page, check, `${check.path} signed out (${device}, ${lang})`);
    });

    test(`signed-in pages (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(240_000);
      await useLanguage(page, lang);
      const newcomer = await server.createUser({ questionnaire: false });
      await signInAs(page, server, newcomer.token);
      await visit(page, { path: '/questionnaire', ready: byTestId('questionnaire') }, `/questionnaire (${device}, ${lang})`);

      const member = await server.createUser();
      await page.context().clearCookies();
      await signInAs(page, server, member.token);
      const projectId = await draftOf(server, member.token, lang);
      const avatarId = await avatarOf(server, member.token);
      for (const check of signedIn(projectId, avatarId)) await visit(page, check, `${check.path} (${device}, ${lang})`);

      // The error page, shown when a page's code fails to load (here: the profile page's chunk).
      await page.route(/\/ProfilePage-[^/]*\.js$/, (route) => route.abort());
      await visit(page, { path: '/profile', ready: byTestId('route-error') }, `error page (${device}, ${lang})`);
    });

    test(`dialogs and form errors (${device}, ${lang})`, async ({ page, server }) => {
      test.setTimeout(240_000);
      const at = (what: string) => `${what} (${device}, ${lang})`;
      await useLanguage(page, lang);
      const member = await server.createUser();

      // Sign-in: the fields' error messages, then the captcha after three wrong passwords (made over the API).
      await page.goto('/login');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, at('sign-in errors'), { soft: true });
      for (let i = 0; i < 3; i++) await server.call('login', { username: member.email, password: sha(`wrong-${i}`) });
      await checkDialog(page, () => signIn(page, member.email, member.password), page.getByTestId('captcha-image'), at('captcha dialog'));

      // A guest's "sign up to keep your work" opens the sign-up dialog.
      const guest = await server.call('guest', { appid: 52000 });
      expect(guest.code).toBe(0);
      await signInAs(page, server, guest.data.token);
      await page.goto('/home');
      await checkDialog(page, () => page.getByTestId('guest-signup').click(), page.getByTestId('auth-panel'), at('sign-up dialog'));

      // An account without a password is offered the set-password dialog.
      // Sign-up cached the member's info (5 s): setUser drops it, or a fast run reads the old flag on /home.
      await server.setUser(member.email, { need_set_pwd: true });
      await page.context().clearCookies();
      await signInAs(page, server, member.token);
      await page.goto('/home');
      await expect(page.getByTestId('set-password-dialog').getByRole('dialog')).toBeVisible();
      await expectAccessible(page, at('set-password dialog'), { soft: true });
      await page.keyboard.press('Escape');
      await server.setUser(member.email, { need_set_pwd: false });

      // A draft's page: render, rename and delete.
      const projectId = await draftOf(server, member.token, lang);
      await page.goto(`/video-detail?id=${projectId}`);
      await checkDialog(page, () => page.getByTestId('render-again').click(), page.getByTestId('render-confirm'), at('render dialog'));
      await checkDialog(page, () => page.getByTestId('video-rename').click(), page.getByTestId('rename-modal-input'), at('project rename dialog'));
      await checkDialog(page, () => page.getByTestId('video-delete').click(), page.getByTestId('delete-modal'), at('project delete dialog'));

      // Assets: an upload in the list, then a file's rename and delete dialogs.
      await page.goto('/assets');
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('assets-upload').click();
      await (await chooser).setFiles({ name: 'Team photo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(1, { timeout: 60_000 });
      await expectAccessible(page, at('upload list'), { soft: true });
      const menu = page.locator('[data-testid^="asset-menu-"]').first();
      await checkDialog(
        page,
        async () => (await menu.click(), await page.getByTestId('asset-action-rename').click()),
        page.getByTestId('asset-rename-input'),
        at('asset rename dialog'),
      );
      await checkDialog(
        page,
        async () => (await menu.click(), await page.getByTestId('asset-action-delete').click()),
        page.getByTestId('asset-delete'),
        at('asset delete dialog'),
      );

      // The avatar video tool's media picker (with its upload button), and the profile's dialogs.
      await page.goto('/talking-avatar');
      await checkDialog(page, () => page.getByTestId('logo-field-pick').click(), page.getByTestId('media-picker'), at('media picker dialog'));
      await page.goto('/profile');
      await checkDialog(
        page,
        () => page.getByTestId('profile-change-email').click(),
        page.getByTestId('change-email-dialog').getByRole('dialog'),
        at('change email dialog'),
      );
      await checkDialog(
        page,
        () => page.getByTestId('profile-delete-account').click(),
        page.getByTestId('delete-account-dialog').getByRole('dialog'),
        at('delete account dialog'),
      );
      await checkDialog(page, () => page.getByTestId('api-key-new').click(), page.getByTestId('api-key-dialog').getByRole('dialog'), at('new API key dialog'));
    });
  });
}
