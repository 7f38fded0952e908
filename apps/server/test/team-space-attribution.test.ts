import { ErrorCode, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, startTestApp, type TestApp, insertClonedVoice, insertProduct, userIdOf } from './helper.js';

/**
 * Who did what in a team space, as the pages show it: the credit history names the member who spent the
 * owner's credits, Video Usage follows the current space (every member's renders in a team space, each
 * naming who made it; only one's own in the personal space), and products and cloned voices say whether
 * the viewer may change them by the same rule the server refuses with.
 *
 * Renders stay queued (no worker runs here): a queued render already holds its credit and is listed.
 */
const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team.' });

describeEachDb('team spaces: who spent, whose usage, who may change', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op@example.com'], inProcessWorker: false });
    operator = await createUser(t, 'op@example.com');
  });
  afterAll(() => t.close());

  const ok = async (name: Parameters<TestApp['call']>[0], body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const setNickname = (email: string, nickname: string) => t.ctx.db.updateTable('users').set({ nickname }).where('email', '=', email).execute();
  const rendered = async (name: string, token: string) => {
    const p = await ok('projectSave', { document: doc(), name }, token);
    await ok('render', { id: p.id }, token);
    return p.id as string;
  };
  const switchTo = async (token: string, which: 'personal' | string) => {
    const list = (await ok('spaceList', {}, token)).list as { unique_id: string; name: string; personal: boolean }[];
    const space = list.find((s) => (which === 'personal' ? s.personal : s.name === which))!;
    await ok('spaceToken', { unique_id: space.unique_id }, token);
  };
  const usage = async (token: string) =>
    (await ok('usageDetail', { page_size: 50 }, token)).items as { name: string; creator_name: string | null; origin: string }[];

  /** An owner on the Team plan with a team space they work in, an admin and a collaborator in it. */
  async function team(tag: string) {
    const owner = await createUser(t, `owner-${tag}@example.com`);
    expect(
      (await t.call('adminSetPlan', { user_id: await userIdOf(t, `owner-${tag}@example.com`), plan: Plan.Team, period: 'month', seats: 3 }, operator)).code,
    ).toBe(0);
    const space = await ok('spaceCreate', { name: `Studio ${tag}` }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    const admin = await createUser(t, `admin-${tag}@example.com`);
    const mate = await createUser(t, `mate-${tag}@example.com`);
    return {
      owner,
      admin,
      mate,
      space,
      /** Everyone joins (and so works in the space); the admin is promoted. */
      async join() {
        await ok('spaceToken', { unique_id: space.unique_id }, owner);
        await ok('spaceAddMember', { invite_code: link.code }, admin);
        await ok('spaceAddMember', { invite_code: link.code }, mate);
        await ok('spaceRole', { unique_id: space.unique_id, user_id: await userIdOf(t, `admin-${tag}@example.com`), role: 'admin' }, owner);
      },
      spaceId: async () => (await t.ctx.db.selectFrom('spaces').select('id').where('unique_id', '=', space.unique_id).executeTakeFirstOrThrow()).id as string,
    };
  }

  it('names the member who spent the owner’s credits, and shows each space’s renders with who made them', async () => {
    const s = await team('u');
    await setNickname('owner-u@example.com', 'Olivia');
    await setNickname('mate-u@example.com', 'Mia');
    await setNickname('admin-u@example.com', ''); // no nickname: named by email, as the members list does
    // Before joining, each renders in their personal space.
    await rendered('Owner at home', s.owner);
    await rendered('Mate at home', s.mate);
    await s.join();
    await rendered('Owner in the team', s.owner);
    await rendered('Mate in the team', s.mate);
    await rendered('Admin in the team', s.admin);

    // The owner pays for the space: their history names who spent, never by an id; their own spending names nobody.
    const records = (await ok('creditRecords', { page_size: 50 }, s.owner)).items as { kind: string; amount: number; by: string | null }[];
    const holds = records.filter((r) => r.kind === 'hold');
    expect(holds.map((r) => r.by).sort()).toEqual(['Mia', 'admin-u@example.com', null, null].sort());
    expect(records.every((r) => r.by === null || !/^[0-9a-f-]{36}$/.test(r.by))).toBe(true);
    // The member's own history keeps only their personal render's hold, by nobody else.
    const mateHolds = ((await ok('creditRecords', { page_size: 50 }, s.mate)).items as { kind: string; by: string | null }[]).filter((r) => r.kind === 'hold');
    expect(mateHolds).toHaveLength(1);
    expect(mateHolds[0]!.by).toBeNull();

    // In the team space, every member sees every member's renders of the space, each naming its maker.
    const teamRows = [
      { name: 'Admin in the team', creator_name: 'admin-u@example.com', origin: 'app' },
      { name: 'Mate in the team', creator_name: 'Mia', origin: 'app' },
      { name: 'Owner in the team', creator_name: 'Olivia', origin: 'app' },
    ];
    const byName = (rows: { name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    for (const token of [s.owner, s.admin, s.mate]) {
      expect(byName((await usage(token)).map(({ name, creator_name, origin }) => ({ name, creator_name, origin })))).toEqual(teamRows);
    }
    const page = await ok('usageDetail', { page_size: 2 }, s.mate);
    expect([page.total, page.items.length]).toEqual([3, 2]);

    // Switching to the personal space shows only what was made there.
    await switchTo(s.mate, 'personal');
    expect((await usage(s.mate)).map((r) => [r.name, r.creator_name])).toEqual([['Mate at home', 'Mia']]);
    await switchTo(s.owner, 'personal');
    expect((await usage(s.owner)).map((r) => [r.name, r.creator_name])).toEqual([['Owner at home', 'Olivia']]);
    // And back.
    await switchTo(s.mate, s.space.name);
    expect(await usage(s.mate)).toHaveLength(3);
  });

  it('says who may change a product or a cloned voice, and refuses the others', async () => {
    const s = await team('p');
    await s.join();
    const spaceId = await s.spaceId();
    const ownerId = await userIdOf(t, 'owner-p@example.com');
    const mateId = await userIdOf(t, 'mate-p@example.com');
    const product = (name: string, by: string) => insertProduct(t, spaceId, by, name);
    const clone = (name: string, by: string) => insertClonedVoice(t, spaceId, by, name);
    const ownersProduct = await product('Owner’s bottle', ownerId);
    const matesProduct = await product('Mate’s bottle', mateId);
    const ownersVoice = await clone('Owner’s voice', ownerId);
    const matesVoice = await clone('Mate’s voice', mateId);

    const products = async (token: string) =>
      Object.fromEntries(((await ok('productList', {}, token)).items as { id: string; can_edit: boolean }[]).map((p) => [p.id, p.can_edit]));
    const voices = async (token: string) =>
      Object.fromEntries(((await ok('voiceCloneList', {}, token)).items as { id: string; can_edit: boolean }[]).map((v) => [v.id, v.can_edit]));

    // Owner and admin manage every row; a collaborator only their own.
    for (const token of [s.owner, s.admin]) {
      expect(await products(token)).toEqual({ [ownersProduct]: true, [matesProduct]: true });
      expect(await voices(token)).toEqual({ [ownersVoice]: true, [matesVoice]: true });
    }
    expect(await products(s.mate)).toEqual({ [ownersProduct]: false, [matesProduct]: true });
    expect(await voices(s.mate)).toEqual({ [ownersVoice]: false, [matesVoice]: true });
    expect((await ok('productDetail', { id: ownersProduct }, s.mate)).can_edit).toBe(false);
    expect((await ok('productDetail', { id: matesProduct }, s.mate)).can_edit).toBe(true);

    // What is not theirs is still refused by the server.
    expect((await t.call('productDelete', { id: ownersProduct }, s.mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('productSave', { id: ownersProduct, name: 'Mine now', description: 'x', media_ids: [] }, s.mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('voiceCloneDelete', { id: ownersVoice }, s.mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect(Object.keys(await products(s.owner))).toContain(ownersProduct);
    expect(Object.keys(await voices(s.owner))).toContain(ownersVoice);
    // Their own, and an admin's on anyone's, go through.
    expect((await t.call('productDelete', { id: matesProduct }, s.mate)).code).toBe(0);
    expect((await t.call('voiceCloneDelete', { id: matesVoice }, s.mate)).code).toBe(0);
    expect((await t.call('productDelete', { id: ownersProduct }, s.admin)).code).toBe(0);
    expect((await t.call('voiceCloneDelete', { id: ownersVoice }, s.admin)).code).toBe(0);
    expect(await products(s.owner)).toEqual({});
    expect(await voices(s.owner)).toEqual({});

    // Someone outside the space sees none of it.
    const stranger = await createUser(t, 'stranger-p@example.com');
    const other = await product('Another', ownerId);
    expect((await t.call('productDetail', { id: other }, stranger)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('productDelete', { id: other }, stranger)).code).toBe(ErrorCode.NOT_FOUND);
  });
});
