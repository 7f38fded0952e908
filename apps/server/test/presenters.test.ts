import crypto from 'node:crypto';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc, newTalkingPhotoDoc, type TimelineDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

/**
 * Every kind of presenter survives a save and a reopen, for the maker and for a teammate in a team space:
 * a library look, a look of each of the space's own avatars (a photo avatar from words, one from a photo,
 * a product avatar, a custom avatar) and a photo that speaks. The project's `presenter` says which it is,
 * so the draft opens in the form that made it (issue 24 item 10: own looks opened in Talking Photo).
 */
describeEachDb('presenters of saved drafts', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op-presenters@example.com'], inProcessWorker: false });
    operator = await createUser(t, 'op-presenters@example.com');
  });
  afterAll(() => t.close());

  const ok = async (name: Parameters<TestApp['call']>[0], body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };

  /** A ready look of an avatar of the space, as the avatar tools leave it. */
  async function ownLook(spaceId: string, userId: string, avatarKind: 'photo' | 'product' | 'custom', source: 'text' | 'photo' | 'product' | 'video') {
    const avatarId = crypto.randomUUID();
    const lookId = crypto.randomUUID();
    await t.ctx.db
      .insertInto('user_avatars')
      .values({
        id: avatarId,
        space_id: spaceId,
        created_by: userId,
        kind: avatarKind,
        name: `${source} avatar`,
        voice: null,
        gender: 'female',
        theme: null,
        custom_status: avatarKind === 'custom' ? 'ready' : null,
        custom_reason: null,
        footage_key: null,
        consent_key: null,
      })
      .execute();
    await t.ctx.db
      .insertInto('avatar_looks')
      .values({
        id: lookId,
        avatar_id: avatarId,
        generation_id: null,
        name: `${source} look`,
        source,
        style: source === 'video' ? 'video' : source === 'photo' ? 'photo' : 'cartoon',
        status: 'ready',
        error: null,
        options: null,
        file_key: `avatars/${avatarId}/${lookId}.json`,
        image_key: `avatars/${avatarId}/${lookId}.png`,
        motion: null,
        motion_model: null,
        motion_prompt: null,
        preview_key: null,
        source_key: null,
        placement: null,
        base_key: null,
      })
      .execute();
    return `look:${lookId}`;
  }

  it('keeps each presenter and names its kind, for the maker and for a teammate', async () => {
    const owner = await createUser(t, 'owner-presenters@example.com');
    const ownerId = await userIdOf(t, 'owner-presenters@example.com');
    expect((await t.call('adminSetPlan', { user_id: ownerId, plan: Plan.Team, period: 'month', seats: 3 }, operator)).code).toBe(0);
    const space = await ok('spaceCreate', { name: 'Presenters' }, owner);
    await ok('spaceToken', { unique_id: space.unique_id }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    const mate = await createUser(t, 'mate-presenters@example.com');
    await ok('spaceAddMember', { invite_code: link.code }, mate);
    const spaceId = (await t.ctx.db.selectFrom('spaces').select('id').where('unique_id', '=', space.unique_id).executeTakeFirstOrThrow()).id;

    const video = (avatar: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar, voice: 'espeak:en-us', script: 'Meet our new lamp.' });
    const photoRef = `asset:${crypto.randomUUID()}`;
    const cases: { name: string; doc: TimelineDoc; source: string; kind: string; ref: string }[] = [];
    const add = (name: string, ref: string, kindOf: string, doc = video(ref), source = 'talking_avatar') =>
      cases.push({ name, doc, source, kind: kindOf, ref });
    add('library', 'maya/support', 'library');
    add('from words', await ownLook(spaceId, ownerId, 'photo', 'text'), 'avatar');
    add('from a photo', await ownLook(spaceId, ownerId, 'photo', 'photo'), 'avatar');
    add('product', await ownLook(spaceId, ownerId, 'product', 'product'), 'avatar');
    add('custom', await ownLook(spaceId, ownerId, 'custom', 'video'), 'avatar');
    add(
      'talking photo',
      photoRef,
      'photo',
      newTalkingPhotoDoc({ aspectRatio: '9:16', photo: photoRef, photoAspect: 0.75, face: { x: 0.5, y: 0.4 }, voice: 'espeak:en-us', script: 'Hello.' }),
      'talking_photo',
    );

    for (const c of cases) {
      const saved = await ok('projectSave', { document: c.doc, name: c.name, source: c.source }, owner);
      expect(saved.presenter, c.name).toEqual({ kind: c.kind, ref: c.ref });
      // Saved again (a second edit), then reopened by the maker and by the teammate.
      const again = await ok('projectSave', { id: saved.id, document: saved.document, revision: saved.revision }, owner);
      for (const who of [owner, mate]) {
        const opened = await ok('projectDetail', { id: again.id }, who);
        expect(opened.presenter, `${c.name} reopened`).toEqual({ kind: c.kind, ref: c.ref });
        expect(opened.document.scenes[0].layers[0].avatar).toBe(c.ref);
        expect(opened.source).toBe(c.source);
      }
    }
  });
});
