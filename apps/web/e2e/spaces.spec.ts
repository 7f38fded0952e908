import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { expectAccessible } from './a11y';
import { E2EServer, expect, test as base, toast, uniqueEmail, waitForCall } from './fixtures';

/**
 * Team spaces in two browsers: a Team owner (the plan set by an operator over the API) creates a space
 * from the switcher, invites by email (the mail's link opens the landing) and by link; the invitee signs
 * up from the link and lands in the space as a collaborator, sees the owner's draft on /projects but is
 * not offered to delete it; the owner makes them an admin and now they are; the owner cannot delete the
 * space while it has members; both open one draft and the second one sees who holds it.
 */

const OPERATOR = 'spaces-operator@example.com';

const test = base.extend<object, { operatorServer: E2EServer }>({
  operatorServer: [
    async ({}, use) => {
      const server = await E2EServer.start({ ADMIN_EMAILS: OPERATOR });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  server: async ({ operatorServer }, use) => {
    await use(operatorServer);
  },
});

const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** A browser of its own (cookies and all) for one person, signed in with `token` when given. */
async function personIn(browser: Browser, server: E2EServer, token?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
  if (token) await context.addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
  return { context, page: await context.newPage() };
}

/** The operator's session on a server (signed up once per server). */
const operators = new WeakMap<E2EServer, Promise<string>>();
const operatorOf = (server: E2EServer): Promise<string> => {
  if (!operators.has(server))
    operators.set(
      server,
      server.createUser({ email: OPERATOR }).then((u) => u.token),
    );
  return operators.get(server)!;
};

/** Sets `email`'s plan (Team with `seats` seats by default), as the operator would. */
async function makeTeamOwner(server: E2EServer, email: string, seats: number, plan: Plan = Plan.Team): Promise<void> {
  const user = await server.userByEmail(email);
  const set = await server.call('adminSetPlan', { user_id: user!.id, plan, period: 'month', seats }, await operatorOf(server));
  expect(set.code, set.msg).toBe(0);
}

/** The open menu of a project card (its "…" button). */
async function openProjectMenu(page: Page, id: string) {
  // The last action's menu may still be closing (its exit transition): wait, or two menus answer.
  await expect(page.getByTestId('project-menu-open')).toHaveCount(0);
  await page.getByTestId(`project-menu-${id}`).click();
  await expect(page.getByTestId('project-menu-open')).toBeVisible();
}

test('team spaces: create, invite by email and link, join at sign-up, roles on projects, delete refused, editing lock', async ({ browser, server }) => {
  // Two people sign up and open the editor; on a busy two-core machine that takes a while.
  test.setTimeout(240_000);
  const owner = await server.createUser({ email: uniqueEmail('owner') });
  await makeTeamOwner(server, owner.email, 3);
  const ownerName = owner.email.split('@')[0]!;

  // ---- the owner creates a space from the switcher and lands in it ------------------------------------
  const o = await personIn(browser, server, owner.token);
  await o.page.goto('/home');
  await expect(o.page.getByTestId('space-switcher-name')).toHaveText('My space');
  await o.page.getByTestId('space-switcher').click();
  await o.page.getByTestId('space-create').click();
  await o.page.getByTestId('space-create-submit').click();
  await expect(o.page.getByText('Please enter a space name.')).toBeVisible();
  await o.page.getByTestId('space-create-name').fill('Launch team');
  const switched = waitForCall(o.page, 'spaceToken');
  await o.page.getByTestId('space-create-submit').click();
  expect((await (await switched).json()).code).toBe(0);
  await expect(o.page.getByTestId('space-switcher-name')).toHaveText('Launch team');
  await expect(toast(o.page, 'You are now working in Launch team.')).toBeVisible();

  // A draft of the owner's in the team space (the server keeps the space the owner works in).
  const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
  const saved = await server.call('projectSave', { document: doc('Our launch is next week.'), name: 'Owner draft' }, owner.token);
  expect(saved.code, saved.msg).toBe(0);
  const draft = saved.data as { id: string };

  // ---- settings: the invitation link, then an invitation by email --------------------------------------
  await o.page.getByTestId('space-switcher').click();
  await o.page.getByTestId('space-settings-link').click();
  await expect(o.page).toHaveURL(/\/space-settings$/);
  await expect(o.page.getByRole('heading', { level: 1 })).toHaveText('Space settings');
  await expect(o.page.getByTestId('space-settings-role')).toHaveText('Owner');
  const linkUrl = o.page.getByTestId('space-link-url');
  await expect(linkUrl).toHaveValue(/\/s\/[A-Za-z0-9_-]{8,}$/);
  await expect(o.page.getByTestId('space-link-expiry')).toContainText('Role: Collaborator · expires');
  // Resetting makes a new link; the old one stops working.
  const oldLink = await linkUrl.inputValue();
  await o.page.getByTestId('space-link-reset').click();
  await expect(linkUrl).not.toHaveValue(oldLink);
  const link = await linkUrl.inputValue();
  expect(link.startsWith(server.url)).toBe(true);
  await expectAccessible(o.page, 'space settings, basic');

  await o.page.getByTestId('space-tab-members').click();
  await expect(o.page).toHaveURL(/tab=members/);
  await expect(o.page.getByTestId('space-seats')).toHaveText('1 of 3 used');
  const mailed = uniqueEmail('mailed');
  await o.page.getByTestId('space-invite-email').fill('not-an-email');
  await o.page.getByTestId('space-invite-submit').click();
  await expect(o.page.getByText('Please enter the correct email address')).toBeVisible();
  await o.page.getByTestId('space-invite-email').fill(mailed);
  await o.page.getByTestId('space-invite-submit').click();
  await expect(toast(o.page, `Invitation sent to ${mailed}.`)).toBeVisible();
  await expect(o.page.getByTestId(`space-pending-${mailed}`)).toBeVisible();
  await expectAccessible(o.page, 'space settings, members');
  const mail = await server.newestMail(mailed);
  const mailLink = /https?:\/\/\S+\/invite\/space\?inviteCode=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(mailLink, 'the invitation mail carries a link to the landing').toBeTruthy();

  // ---- signed out: both landings say who invited to which space ----------------------------------------
  const invitee = uniqueEmail('invitee');
  const password = 'Frame-cast9';
  const i = await personIn(browser, server);
  await i.page.goto(new URL(mailLink!).pathname + new URL(mailLink!).search);
  await expect(i.page.getByTestId('invite-space-name')).toHaveText('Join Launch team');
  await expect(i.page.getByTestId('invite-inviter')).toHaveText(`${ownerName} invited you to this space.`);
  await expect(i.page.getByText(`This invitation is for ${mailed}.`)).toBeVisible();
  await i.page.goto(oldLink.slice(server.url.length));
  await expect(i.page.getByTestId('invite-error-message')).toHaveText('This invitation is not valid.');
  await i.page.goto(link.slice(server.url.length));
  await expect(i.page.getByTestId('invite-space-name')).toHaveText('Join Launch team');
  await expect(i.page.getByTestId('invite-role')).toHaveText('Your role: Collaborator');
  await expect(i.page.getByTestId('invite-signin')).toBeVisible();
  await expectAccessible(i.page, 'invitation landing, signed out');

  // ---- the invitee signs up from the link and lands in the space as a collaborator ---------------------
  await i.page.getByTestId('invite-signup').click();
  await expect(i.page).toHaveURL(/\/register\?inviteCode=/);
  await i.page.getByTestId('code-email').fill(invitee);
  await i.page.getByTestId('send-code-button').click();
  await i.page.getByTestId('code-input').fill(await server.codeFor(invitee));
  await i.page.getByTestId('code-next').click();
  await i.page.getByTestId('set-password').fill(password);
  await i.page.getByTestId('set-password-confirm').fill(password);
  await i.page.getByTestId('set-password-submit').click();
  await expect(i.page).toHaveURL(/\/questionnaire$/);
  const form = i.page.getByTestId('questionnaire');
  await form.getByRole('group', { name: 'What best describes your role?' }).getByRole('radio', { name: 'Content creator' }).click();
  await form.getByRole('group', { name: 'How many people are on your team?' }).getByRole('radio', { name: '2-10' }).click();
  await form.getByRole('group', { name: 'What do you want to make?' }).getByRole('checkbox', { name: 'Product ads' }).click();
  await form.getByRole('group', { name: 'How did you hear about us?' }).getByRole('radio', { name: 'A friend or colleague' }).click();
  await i.page.getByTestId('questionnaire-submit').click();
  await expect(i.page).toHaveURL(/\/home/);
  await expect(i.page.getByTestId('space-switcher-name')).toHaveText('Launch team');
  await i.page.getByTestId('space-switcher').click();
  await expect(i.page.getByTestId('space-switcher-menu')).toContainText('Collaborator');
  await expect(i.page.getByTestId('space-create')).toHaveCount(0); // no Team plan of their own
  await i.page.keyboard.press('Escape');
  const inviteeToken = decodeURIComponent((await i.context.cookies()).find((c) => c.name === 'token')!.value);

  // A collaborator sees the owner's draft but may only open, duplicate or download it; their own, everything.
  const mine = await server.call('projectSave', { document: doc('My first idea.'), name: 'Invitee draft' }, inviteeToken);
  expect(mine.code, mine.msg).toBe(0);
  await i.page.goto('/projects');
  await expect(i.page.getByTestId(`project-card-${draft.id}`)).toBeVisible();
  await openProjectMenu(i.page, draft.id);
  await expect(i.page.getByTestId('project-menu-duplicate')).toBeVisible();
  await expect(i.page.getByTestId('project-menu-delete')).toHaveCount(0);
  await expect(i.page.getByTestId('project-menu-rename')).toHaveCount(0);
  await i.page.keyboard.press('Escape');
  await openProjectMenu(i.page, mine.data.id);
  await expect(i.page.getByTestId('project-menu-delete')).toBeVisible();
  await i.page.keyboard.press('Escape');
  // The members tab shows them everyone, and nothing to change.
  await i.page.goto('/space-settings?tab=members');
  await expect(i.page.getByTestId(`space-member-${owner.email}`)).toBeVisible();
  await expect(i.page.locator('[data-testid^="space-member-role-"]')).toHaveCount(0);
  await expect(i.page.locator('[data-testid^="space-member-remove-"]')).toHaveCount(0);
  await expect(i.page.getByTestId('space-invite-form')).toHaveCount(0);
  await expect(i.page.getByTestId('space-leave')).toBeVisible();
  await expectAccessible(i.page, 'space settings, members (collaborator)');
  // Opening the owner's draft they may only look; they take no lock from those who may edit it.
  await i.page.goto(`/talking-avatar?id=${draft.id}`);
  await expect(i.page.getByTestId('draft-lock-banner')).toContainText('You can view this draft');
  await expect(i.page.getByTestId('save-draft')).toBeDisabled();
  // Leave the editor before the role changes, so its next heartbeat cannot take the lock as an admin.
  await i.page.goto('/home');

  // ---- the owner makes them an admin: now they may delete the owner's draft ------------------------------
  await o.page.reload();
  await expect(o.page.getByTestId('space-seats')).toHaveText('2 of 3 used');
  const role = o.page.getByTestId(`space-member-role-${invitee}`);
  await role.click();
  const changed = waitForCall(o.page, 'spaceRole');
  await o.page.getByRole('option', { name: 'Admin' }).click();
  expect((await (await changed).json()).code).toBe(0);
  await expect(role).toHaveValue('Admin');
  await i.page.goto('/projects');
  await openProjectMenu(i.page, draft.id);
  await expect(i.page.getByTestId('project-menu-delete')).toBeVisible();
  await i.page.keyboard.press('Escape');

  // ---- the owner cannot delete the space while it has members ---------------------------------------------
  await o.page.getByTestId('space-delete').click();
  await o.page.getByTestId('space-delete-dialog-confirm').click();
  await expect(o.page.getByTestId('space-delete-refused')).toHaveText('Remove every member before deleting the space.');
  await expect(o.page.getByTestId('space-switcher-name')).toHaveText('Launch team');

  // ---- both open one draft: the second sees who holds it, and cannot save or render ----------------------
  const locked = waitForCall(o.page, 'canIEdit');
  await o.page.goto(`/talking-avatar?id=${draft.id}`);
  expect((await (await locked).json()).data.can_edit).toBe(true);
  await expect(o.page.getByTestId('draft-lock-banner')).toHaveCount(0);
  await i.page.goto(`/talking-avatar?id=${draft.id}`);
  await expect(i.page.getByTestId('draft-lock-banner')).toContainText(`${ownerName} is editing this draft`);
  await expect(i.page.getByTestId('save-draft')).toBeDisabled();
  await expect(i.page.getByTestId('render-button')).toBeDisabled();
  await expectAccessible(i.page, 'editor locked by another member');
  // The owner leaves the editor: the lock is given up and the admin's next heartbeat takes it.
  const released = waitForCall(o.page, 'releaseEdit');
  await o.page.getByTestId('nav-projects').click();
  await released;
  await i.page.reload();
  await expect(i.page.getByTestId('save-draft')).toBeEnabled();
  await expect(i.page.getByTestId('draft-lock-banner')).toHaveCount(0);

  await o.context.close();
  await i.context.close();
});

test('a Free member works under the owner’s Team plan in the team space, and is told when that plan has ended', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const owner = await server.createUser({ email: uniqueEmail('payer') });
  await makeTeamOwner(server, owner.email, 2);
  const space = (await server.call('spaceCreate', { name: 'Studio' }, owner.token)).data as { unique_id: string };
  const { link } = (await server.call('spaceInvitationCode', { unique_id: space.unique_id }, owner.token)).data as { link: { code: string } };
  const member = await server.createUser({ email: uniqueEmail('member') });
  const joined = await server.call('spaceAddMember', { invite_code: link.code }, member.token);
  expect(joined.code, joined.msg).toBe(0);
  const teamCredits = ((await server.call('userInfo', {}, owner.token)).data as { credits_balance: number }).credits_balance;

  // In the team space: the sidebar, the script's limit and the preview all follow the owner's Team plan.
  const m = await personIn(browser, server, member.token);
  await m.page.goto('/talking-avatar');
  await expect(m.page.getByTestId('space-switcher-name')).toHaveText('Studio');
  await expect(m.page.getByTestId('plan-card-plan')).toHaveText('Team');
  await expect(m.page.getByTestId('plan-card-credits')).toHaveText(`Credits: ${teamCredits}`);
  await expect(m.page.getByTestId('script-plan-limit')).toContainText('Team plan: up to 15 minutes');
  await expect(m.page.getByTestId('preview-watermark')).toHaveCount(0);
  // Every frame shape the Team plan renders is open, none locked.
  await expect(m.page.locator('[data-testid^="aspect-"][aria-disabled="true"]')).toHaveCount(0);
  await expect(m.page.getByTestId('aspect-locked')).toHaveCount(0);
  // A script of about 43 seconds: over Free's 30 s, well inside Team's 15 minutes.
  const script = 'Our team ships a new feature every week, and this video walks you through it step by step. '.repeat(8);
  await m.page.getByTestId('script-input').fill(script);
  await expect(m.page.getByTestId('script-over-limit')).toHaveCount(0);

  // Home again, the member is on their own Free plan, and the page says so at once.
  await m.page.getByTestId('space-switcher').click();
  await m.page.getByRole('menuitem', { name: /My space/ }).click();
  await expect(m.page.getByTestId('plan-card-plan')).toHaveText('Free');
  await expect(m.page.getByTestId('plan-card-credits')).toHaveText('Credits: 3');
  await expect(m.page.getByTestId('script-plan-limit')).toContainText('Free plan: up to 30 seconds');
  await expect(m.page.getByTestId('preview-watermark')).toBeVisible();
  // Free's frame shapes: the others stay in view, locked, and choosing one says so with the upgrade.
  await m.page.getByTestId('aspect-1:1').click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(m.page.getByTestId('aspect-1:1')).toHaveAttribute('aria-checked', 'false');
  await expect(m.page.getByTestId('aspect-locked')).toContainText('1:1 is not on your plan. Upgrade');
  await expectAccessible(m.page, 'editor at home, Free plan with locked ratios');
  await m.page.getByTestId('script-input').fill(script);
  await expect(m.page.getByTestId('script-over-limit')).toBeVisible();

  // Back in the team space when the owner's Team plan ends: told why, and offered the way home.
  const back = await server.call('spaceToken', { unique_id: space.unique_id }, member.token);
  expect(back.code, back.msg).toBe(0);
  await makeTeamOwner(server, owner.email, 1, Plan.Free);
  await m.page.goto('/projects');
  const notice = m.page.getByTestId('space-expired-notice');
  await expect(notice).toContainText("This space's plan has expired. Ask its owner to renew it.");
  await expectAccessible(m.page, 'expired team space');
  await m.page.getByTestId('space-expired-home').click();
  await expect(notice).toHaveCount(0);
  await expect(m.page.getByTestId('space-switcher-name')).toHaveText('My space');
  await expect(m.page.getByTestId('plan-card-plan')).toHaveText('Free');
  await m.context.close();
});
