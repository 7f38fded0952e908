import { afterAll, beforeAll, expect, it } from 'vitest';
import { Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team.' });

/**
 * File links a member was given inside a team space stop opening when they are removed or leave, as
 * a deleted account's do, instead of working until they expire (hours); everyone else's keep working.
 */
describeEachDb('team spaces: a member who is out loses their file links at once', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op@example.com'] });
    operator = await createUser(t, 'op@example.com');
  });
  afterAll(() => t?.close());

  const ok = async (name: Parameters<TestApp['call']>[0], body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const opens = async (url: string) => (await t.app.inject({ url })).statusCode;
  const join = async (owner: string, uniqueId: string, email: string) => {
    const { link } = await ok('spaceInvitationCode', { unique_id: uniqueId }, owner);
    const token = await createUser(t, email);
    await ok('spaceAddMember', { invite_code: link.code }, token);
    return token;
  };

  it('removed or leaving, their links to the space’s files answer 404; the owner’s keep opening; back again, theirs open', async () => {
    const owner = await createUser(t, 'owner@example.com');
    await ok('adminSetPlan', { user_id: await userIdOf(t, 'owner@example.com'), plan: Plan.Team, period: 'month', seats: 4 }, operator);
    const space = await ok('spaceCreate', { name: 'Studio' }, owner);
    await ok('spaceToken', { unique_id: space.unique_id }, owner);
    const up = await sendFile(t, owner, { tool: 'assets', file: media.png(64, 64), name: 'logo.png' });
    expect(up.code, up.msg).toBe(0);
    // A rendered video of the space (`videos/<project>/…`, a key that does not name the space), made without a render.
    const draft = await ok('projectSave', { document: doc(), name: 'Launch' }, owner);
    const videoKey = `videos/${draft.id}/r1/video.mp4`;
    const thumbKey = `videos/${draft.id}/r1/thumb.jpg`;
    await t.ctx.storage.put(videoKey, Buffer.from('not really a video'), 'video/mp4');
    await t.ctx.storage.put(thumbKey, Buffer.from('not really a picture'), 'image/jpeg');
    await t.ctx.db.updateTable('projects').set({ video_key: videoKey, thumb_key: thumbKey }).where('id', '=', draft.id).execute();

    const removed = await join(owner, space.unique_id, 'removed@example.com');
    const leaver = await join(owner, space.unique_id, 'leaver@example.com');
    const theirs = async (token: string) => {
      const a = (await ok('assetDetail', { id: up.data.id }, token)) as { url: string; download_url: string; thumbnail_url: string | null };
      const p = (await ok('projectDetail', { id: draft.id }, token)) as { video_url: string };
      // The list is cached: each member's copy carries links in their own name, not the first reader's.
      const list = (await ok('projectList', { page: 1, page_size: 20 }, token)) as { items: { thumbnail_url: string | null }[] };
      return [a.url, a.download_url, ...(a.thumbnail_url ? [a.thumbnail_url] : []), p.video_url, list.items[0]!.thumbnail_url!];
    };
    const ownerLinks = await theirs(owner);
    const removedLinks = await theirs(removed);
    const leaverLinks = await theirs(leaver);
    for (const url of [...removedLinks, ...leaverLinks, ...ownerLinks]) expect(await opens(url), url).toBe(200);

    await ok('spaceRemoveMember', { unique_id: space.unique_id, user_id: await userIdOf(t, 'removed@example.com') }, owner);
    for (const url of removedLinks) expect(await opens(url), url).toBe(404);
    for (const url of [...leaverLinks, ...ownerLinks]) expect(await opens(url), url).toBe(200);

    await ok('spaceLeave', { unique_id: space.unique_id }, leaver);
    for (const url of leaverLinks) expect(await opens(url), url).toBe(404);
    for (const url of ownerLinks) expect(await opens(url), url).toBe(200);
    // A link signed in no one's name (or forged to name another) proves nothing: the signature covers the holder.
    const forged = removedLinks[0]!.replace(await userIdOf(t, 'removed@example.com'), await userIdOf(t, 'owner@example.com'));
    expect(await opens(forged)).toBe(404);

    // Invited back, they may see the space again, and their links open again.
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    await ok('spaceAddMember', { invite_code: link.code }, removed);
    for (const url of await theirs(removed)) expect(await opens(url), url).toBe(200);
  });
});
