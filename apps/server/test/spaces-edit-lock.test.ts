import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, LOCK_TTL_S, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { AppError } from '../src/platform/http/errors.js';
import { assertNotLockedByOther, canIEdit } from '../src/modules/projects/locks.js';
import { actorFor } from '../src/modules/access/service.js';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team.' });
const TTL_MS = LOCK_TTL_S * 1000;

// README "Team spaces": a draft open in one member's editor is locked for the others, naming who has it,
// until they leave or their editor stops answering for a minute (LOCK_TTL_S). Time is the `now` the lock
// functions take, so nothing here sleeps.
describeEachDb('team spaces: the editing lock’s heartbeat timeout', (kind) => {
  let t: TestApp;
  let operator: string;
  let ownerA: string;
  let adminB: string;
  let collabC: string;
  let idA: string;
  let idB: string;
  let idC: string;
  let draftId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op@example.com'] });
    operator = await createUser(t, 'op@example.com');
    ownerA = await createUser(t, 'alice.lock@example.com');
    adminB = await createUser(t, 'bob.lock@example.com');
    collabC = await createUser(t, 'carol.lock@example.com');
    [idA, idB, idC] = (await Promise.all(['alice.lock@example.com', 'bob.lock@example.com', 'carol.lock@example.com'].map((email) => userIdOf(t, email)))) as [
      string,
      string,
      string,
    ];
    expect((await t.call('adminSetPlan', { user_id: idA, plan: Plan.Team, period: 'month', seats: 3 }, operator)).code).toBe(0);
    const space = (await t.call('spaceCreate', { name: 'Locks' }, ownerA)).data;
    const admin = (await t.call('spaceInvitationCode', { unique_id: space.unique_id, role: 'admin' }, ownerA)).data.link;
    expect((await t.call('spaceAddMember', { invite_code: admin.code }, adminB)).code).toBe(0);
    await t.call('spaceInvitationReset', { unique_id: space.unique_id }, ownerA);
    const collab = (await t.call('spaceInvitationCode', { unique_id: space.unique_id, role: 'collaborator' }, ownerA)).data.link;
    expect((await t.call('spaceAddMember', { invite_code: collab.code }, collabC)).code).toBe(0);
    expect((await t.call('spaceToken', { unique_id: space.unique_id }, ownerA)).code).toBe(0);
    const saved = await t.call('projectSave', { document: doc(), name: 'Shared draft' }, ownerA);
    expect(saved.code).toBe(0);
    draftId = saved.data.id;
  });
  afterAll(() => t.close());

  const heartbeat = async () =>
    new Date(
      (await t.ctx.db.selectFrom('edit_locks').select(['heartbeat_at', 'user_id']).where('project_id', '=', draftId).executeTakeFirstOrThrow()).heartbeat_at,
    );
  const lockHolder = async () => (await t.ctx.db.selectFrom('edit_locks').select('user_id').where('project_id', '=', draftId).executeTakeFirst())?.user_id;
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
  const lockedError = async (userId: string, now: Date) => {
    try {
      await assertNotLockedByOther(t.ctx.db, userId, draftId, now);
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    }
  };

  it('within the timeout member B is refused with a message naming A; after it, the draft is B’s', async () => {
    const a = await t.call('canIEdit', { id: draftId }, ownerA);
    expect(a.data).toMatchObject({ can_edit: true, editor_nickname: null });
    const hb = await heartbeat();

    // One millisecond before the timeout A still holds it: B is told A's name, and B's save is refused naming A.
    const within = await canIEdit(t.ctx, await actorFor(t.ctx.db, idB), draftId, at(hb, TTL_MS - 1));
    expect(within).toMatchObject({ can_edit: false, editor_nickname: 'alice.lock' });
    const refused = await lockedError(idB, at(hb, TTL_MS - 1));
    expect(refused?.code).toBe(ErrorCode.DRAFT_LOCKED);
    expect(refused?.message).toContain('alice.lock');
    // A collaborator, who may only look, is told who edits it too.
    expect(await canIEdit(t.ctx, await actorFor(t.ctx.db, idC), draftId, at(hb, TTL_MS - 1))).toMatchObject({ can_edit: false, editor_nickname: 'alice.lock' });
    expect(await lockHolder()).toBe(idA);

    // A's editor stopped answering for longer than the timeout: nobody holds it for the collaborator's view,
    // B's save goes through, and B takes the lock.
    expect(await canIEdit(t.ctx, await actorFor(t.ctx.db, idC), draftId, at(hb, TTL_MS + 1))).toMatchObject({ can_edit: false, editor_nickname: null });
    expect(await lockedError(idB, at(hb, TTL_MS + 1))).toBeNull();
    expect(await canIEdit(t.ctx, await actorFor(t.ctx.db, idB), draftId, at(hb, TTL_MS + 1))).toMatchObject({ can_edit: true, editor_nickname: null });
    expect(await lockHolder()).toBe(idB);
    // Now A is the one refused, naming B.
    expect(await canIEdit(t.ctx, await actorFor(t.ctx.db, idA), draftId, at(hb, TTL_MS + 2))).toMatchObject({ can_edit: false, editor_nickname: 'bob.lock' });
    expect(await lockedError(idA, at(hb, TTL_MS + 2))).toMatchObject({ code: ErrorCode.DRAFT_LOCKED });
    await canIEdit(t.ctx, await actorFor(t.ctx.db, idB), draftId, at(hb, TTL_MS + 3));
    // B leaves: A may take it at once.
    expect((await t.call('releaseEdit', { id: draftId }, adminB)).code).toBe(0);
    expect((await t.call('canIEdit', { id: draftId }, ownerA)).data.can_edit).toBe(true);
    expect((await t.call('releaseEdit', { id: draftId }, ownerA)).code).toBe(0);
  });

  it('each heartbeat restarts the timeout', async () => {
    const t0 = new Date();
    expect((await canIEdit(t.ctx, await actorFor(t.ctx.db, idA), draftId, t0)).can_edit).toBe(true);
    // A's editor answers again 50 s later.
    expect((await canIEdit(t.ctx, await actorFor(t.ctx.db, idA), draftId, at(t0, 50_000))).can_edit).toBe(true);
    // 100 s after the first heartbeat, but only 50 s after the last: still A's.
    expect(await canIEdit(t.ctx, await actorFor(t.ctx.db, idB), draftId, at(t0, 100_000))).toMatchObject({ can_edit: false, editor_nickname: 'alice.lock' });
    // A lock is not renewed by others asking: more than the timeout after A's last heartbeat, B gets it.
    expect((await canIEdit(t.ctx, await actorFor(t.ctx.db, idB), draftId, at(t0, 50_000 + TTL_MS + 1))).can_edit).toBe(true);
    await t.call('releaseEdit', { id: draftId }, adminB);
  });

  it('through the API: a lock whose heartbeat stopped over a minute ago is free, one renewed just now is not', async () => {
    expect((await t.call('canIEdit', { id: draftId }, ownerA)).data.can_edit).toBe(true);
    const refused = await t.call('canIEdit', { id: draftId }, adminB);
    expect(refused.data).toMatchObject({ can_edit: false, editor_nickname: 'alice.lock' });
    const save = await t.call('projectSave', { id: draftId, document: doc() }, adminB);
    expect(save.code).toBe(ErrorCode.DRAFT_LOCKED);
    expect(save.msg).toContain('alice.lock');
    // A's laptop closed: the last heartbeat is older than the timeout.
    await t.ctx.db
      .updateTable('edit_locks')
      .set({ heartbeat_at: new Date(Date.now() - TTL_MS - 1000) })
      .where('project_id', '=', draftId)
      .execute();
    expect((await t.call('projectSave', { id: draftId, document: doc() }, adminB)).code).toBe(0);
    expect((await t.call('canIEdit', { id: draftId }, adminB)).data).toMatchObject({ can_edit: true, editor_nickname: null });
    expect((await t.call('canIEdit', { id: draftId }, ownerA)).data).toMatchObject({ can_edit: false, editor_nickname: 'bob.lock' });
  });
});
