import crypto from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { Plan } from '@framecast/contract';
import { E2EServer, expect, test as base, waitForCall } from './fixtures';

/**
 * A draft made with one of the space's own avatars keeps its presenter (issue 24 item 10): in Avatar
 * Video the owner of a team space picks a look of a photo avatar made from words, one made from a photo, a
 * product avatar and a custom avatar, writes a script, chooses a voice and saves; each draft opened from
 * Projects comes back in Avatar Video with that look chosen — for the owner, and for a teammate.
 *
 * The looks are seeded as the avatar tools leave them (ready, with a picture): making them is
 * photo-avatars.spec.ts's and product-avatar.spec.ts's journey, not this one's.
 */

const OPERATOR = 'presenters-operator@example.com';
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

/** A 2×2 grey PNG: what a look's card shows. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNoaGhgYGAAAAYAAW5UVVQAAAAASUVORK5CYII=', 'base64');

type Kind = { avatar: 'photo' | 'product' | 'custom'; source: 'text' | 'photo' | 'product' | 'video'; name: string };
const KINDS: Kind[] = [
  { avatar: 'photo', source: 'text', name: 'Words Ada' },
  { avatar: 'photo', source: 'photo', name: 'Photo Ben' },
  { avatar: 'product', source: 'product', name: 'Lamp Cara' },
  { avatar: 'custom', source: 'video', name: 'Twin Dan' },
];

async function seedLook(server: E2EServer, spaceId: string, userId: string, k: Kind): Promise<string> {
  const avatarId = crypto.randomUUID();
  const lookId = crypto.randomUUID();
  const imageKey = `avatars/${spaceId}/${avatarId}/${lookId}.png`;
  await server.built.ctx.storage.put(imageKey, PNG, 'image/png');
  await server.db
    .insertInto('user_avatars')
    .values({
      id: avatarId,
      space_id: spaceId,
      created_by: userId,
      kind: k.avatar,
      name: k.name,
      voice: null,
      gender: 'female',
      theme: null,
      custom_status: k.avatar === 'custom' ? 'ready' : null,
      custom_reason: null,
      footage_key: null,
      consent_key: null,
    })
    .execute();
  await server.db
    .insertInto('avatar_looks')
    .values({
      id: lookId,
      avatar_id: avatarId,
      generation_id: null,
      name: `${k.name} look`,
      source: k.source,
      style: k.source === 'video' ? 'video' : k.source === 'photo' ? 'photo' : 'cartoon',
      status: 'ready',
      error: null,
      options: null,
      file_key: imageKey,
      image_key: imageKey,
      motion: null,
      motion_model: null,
      motion_prompt: null,
      preview_key: null,
      source_key: null,
      placement: null,
      base_key: null,
    })
    .execute();
  return lookId;
}

async function personIn(browser: Browser, server: E2EServer, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url });
  await context.addCookies([{ name: 'token', value: encodeURIComponent(token), url: server.url }]);
  return context.newPage();
}

/** Opens a draft from Projects, as a person would, and checks it came back in Avatar Video with its look. */
async function reopen(page: Page, projectId: string, lookId: string, script: string): Promise<void> {
  await page.goto('/projects');
  await page.getByTestId(`project-card-${projectId}`).getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/talking-avatar\\?id=${projectId}$`));
  await expect(page.getByTestId(`my-look-${lookId}`)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('script-input')).toHaveValue(script);
  await expect(page.getByTestId('voice-selected')).not.toHaveText('');
  await expect(page.getByText('No photo yet')).toHaveCount(0);
}

test('drafts with each kind of own avatar reopen with their presenter, for the maker and a teammate', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const operator = await server.createUser({ email: OPERATOR });
  const owner = await server.createUser();
  const ownerRow = await server.userByEmail(owner.email);
  expect((await server.call('adminSetPlan', { user_id: ownerRow!.id, plan: Plan.Team, period: 'month', seats: 3 }, operator.token)).code).toBe(0);
  const space = (await server.call('spaceCreate', { name: 'Presenters' }, owner.token)).data;
  expect((await server.call('spaceToken', { unique_id: space.unique_id }, owner.token)).code).toBe(0);
  const link = (await server.call('spaceInvitationCode', { unique_id: space.unique_id }, owner.token)).data.link;
  const mate = await server.createUser();
  expect((await server.call('spaceAddMember', { invite_code: link.code }, mate.token)).code).toBe(0);
  const spaceId = (await server.db.selectFrom('spaces').select('id').where('unique_id', '=', space.unique_id).executeTakeFirstOrThrow()).id;

  const made: { projectId: string; lookId: string; script: string }[] = [];
  const o = await personIn(browser, server, owner.token);
  for (const k of KINDS) {
    const lookId = await seedLook(server, spaceId, ownerRow!.id, k);
    const script = `${k.name} presents our new desk lamp.`;
    await o.goto('/talking-avatar');
    const look = o.getByTestId(`my-look-${lookId}`);
    await look.scrollIntoViewIfNeeded({ timeout: 60_000 });
    await look.click();
    await o.getByTestId('script-input').fill(script);
    await o.getByTestId('voice-option-espeak:en-us').scrollIntoViewIfNeeded();
    await o.getByTestId('voice-option-espeak:en-us').click();
    const saved = waitForCall(o, 'projectSave');
    await o.getByTestId('save-draft').click();
    const project = (await (await saved).json()).data;
    expect(project.presenter).toEqual({ kind: 'avatar', ref: `look:${lookId}` });
    made.push({ projectId: project.id, lookId, script });
  }
  for (const m of made) await reopen(o, m.projectId, m.lookId, m.script);

  const teammate = await personIn(browser, server, mate.token);
  for (const m of made) await reopen(teammate, m.projectId, m.lookId, m.script);
});
