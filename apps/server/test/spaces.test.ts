import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { createUser, describeEachDb, registerUser, startTestApp, type TestApp, inviteCodeFromOutbox, userIdOf } from './helper.js';

const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team.' });

/** A one-colour picture as a data URL, as the settings page sends a space's photo. */
function photo(dir: string, w: number, h: number): string {
  const file = path.join(dir, `space-${w}x${h}.png`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=teal:s=${w}x${h}`, '-frames:v', '1', file]);
  return `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
}

describeEachDb('team spaces: members, roles, seats, invitations', (kind) => {
  let t: TestApp;
  let operator: string;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op@example.com'] });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await createUser(t, 'op@example.com');
  });
  afterAll(() => t.close());

  const setPlan = async (email: string, plan: number, seats: number, ends_at?: string) => {
    const res = await t.call('adminSetPlan', { user_id: await userIdOf(t, email), plan, period: 'month', seats, ...(ends_at ? { ends_at } : {}) }, operator);
    expect(res.code).toBe(0);
  };
  const ok = async (name: Parameters<TestApp['call']>[0], body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const teamOwner = async (email: string, seats: number) => {
    const token = await createUser(t, email);
    await setPlan(email, Plan.Team, seats);
    return token;
  };

  it('only a Team owner makes team spaces, no more than their seats', async () => {
    const free = await createUser(t, 'free@example.com');
    expect((await t.call('spaceCreate', { name: 'Mine' }, free)).code).toBe(ErrorCode.TEAM_PLAN_REQUIRED);
    const owner = await teamOwner('owner1@example.com', 2);
    const a = await ok('spaceCreate', { name: 'Marketing' }, owner);
    expect(a).toMatchObject({ name: 'Marketing', role_name: 'owner', personal: false, members: 1, seats: 2, plan_expired: false, now_here: false });
    // Name and a square photo; a photo that is not square is refused with the profile photo rule's words.
    const renamed = await ok('spaceInfo', { unique_id: a.unique_id, name: 'Marketing EU', photo: photo(t.dataDir, 64, 64) }, owner);
    expect(renamed.name).toBe('Marketing EU');
    const served = await fetch(`${origin}${renamed.photo_url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    const wide = await t.call('spaceInfo', { unique_id: a.unique_id, photo: photo(t.dataDir, 80, 40) }, owner);
    expect(wide.code).toBe(ErrorCode.IMAGE_INVALID);
    await ok('spaceCreate', { name: 'Sales' }, owner);
    expect((await t.call('spaceCreate', { name: 'Third' }, owner)).code).toBe(ErrorCode.MAX_SPACES);
    expect((await t.call('spaceCreate', { name: '' }, owner)).code).toBe(ErrorCode.VALIDATION);
    const list = (await ok('spaceList', {}, owner)).list;
    expect(list.map((s: any) => [s.name.endsWith("'s space") ? 'personal' : s.name, s.now_here])).toEqual([
      ['personal', true],
      ['Marketing EU', false],
      ['Sales', false],
    ]);
  });

  it('a collaborator joins by link, sees the space read-only; promoted to admin they may change it', async () => {
    const owner = await teamOwner('owner2@example.com', 3);
    const space = await ok('spaceCreate', { name: 'Studio' }, owner);
    await ok('spaceToken', { unique_id: space.unique_id }, owner);
    const draft = await ok('projectSave', { document: doc(), name: 'Owner draft' }, owner);

    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    expect(link).toMatchObject({ role_name: 'collaborator', path: `/s/${link.code}` });
    // Asking again gives the same live link.
    expect((await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner)).link.code).toBe(link.code);
    const landing = await t.call('spaceInviter', { invite_code: link.code });
    expect(landing.data).toMatchObject({ space_name: 'Studio', role_name: 'collaborator', email: null });

    const mate = await createUser(t, 'mate2@example.com');
    const joined = await ok('spaceAddMember', { invite_code: link.code }, mate);
    expect(joined.space).toMatchObject({ name: 'Studio', role_name: 'collaborator', now_here: true, members: 2 });
    expect((await t.call('spaceAddMember', { invite_code: link.code }, mate)).code).toBe(ErrorCode.ALREADY_MEMBER);

    // Every page now answers for the space: the owner's draft is listed, and it is read-only.
    const items = (await ok('projectList', {}, mate)).items;
    expect(items.map((p: any) => p.name)).toContain('Owner draft');
    expect((await t.call('projectDelete', { ids: [draft.id] }, mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('projectRename', { id: draft.id, name: 'Mine now' }, mate)).code).toBe(ErrorCode.FORBIDDEN);
    // Their own draft is theirs to change.
    const own = await ok('projectSave', { document: doc(), name: 'Mate draft' }, mate);
    expect((await t.call('projectRename', { id: own.id, name: 'Mate final' }, mate)).code).toBe(0);
    // Work in the space is paid by the space: the owner's Team plan and credits, not the member's Free ones.
    const check = await ok('creditCheck', { id: own.id }, mate);
    const ownerInfo = await ok('userInfo', {}, owner);
    expect(check).toMatchObject({ plan: Plan.Team, credits_balance: ownerInfo.credits_balance, watermark: false });
    // A collaborator does not manage members.
    expect((await t.call('spaceSendEmail', { unique_id: space.unique_id, email: 'x@example.com' }, mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('spaceInvitationCode', { unique_id: space.unique_id }, mate)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await ok('spaceMembers', { unique_id: space.unique_id }, mate)).invitations).toEqual([]);

    const mateId = await userIdOf(t, 'mate2@example.com');
    const promoted = await ok('spaceRole', { unique_id: space.unique_id, user_id: mateId, role: 'admin' }, owner);
    expect(promoted).toMatchObject({ role_name: 'admin', email: 'mate2@example.com' });
    expect((await t.call('projectRename', { id: draft.id, name: 'Edited by admin' }, mate)).code).toBe(0);
    // An admin cannot change the owner, nor another admin.
    const ownerId = await userIdOf(t, 'owner2@example.com');
    expect((await t.call('spaceRole', { unique_id: space.unique_id, user_id: ownerId, role: 'collaborator' }, mate)).code).toBe(ErrorCode.ROLE_NOT_ALLOWED);
    expect((await t.call('spaceRemoveMember', { unique_id: space.unique_id, user_id: ownerId }, mate)).code).toBe(ErrorCode.ROLE_NOT_ALLOWED);

    // Someone outside the space sees nothing of it.
    const stranger = await createUser(t, 'stranger2@example.com');
    expect((await t.call('spaceMembers', { unique_id: space.unique_id }, stranger)).code).toBe(ErrorCode.SPACE_NOT_FOUND);
    expect((await t.call('spaceToken', { unique_id: space.unique_id }, stranger)).code).toBe(ErrorCode.SPACE_NOT_FOUND);
    expect((await t.call('projectDetail', { id: draft.id }, stranger)).code).toBe(ErrorCode.NOT_FOUND);

    // Resetting the link: the old code stops working at once.
    expect((await ok('spaceInvitationReset', { unique_id: space.unique_id }, owner)).link).toBeNull();
    expect((await t.call('spaceInviter', { invite_code: link.code })).code).toBe(ErrorCode.INVITE_INVALID);
    expect((await t.call('spaceAddMember', { invite_code: link.code }, stranger)).code).toBe(ErrorCode.INVITE_INVALID);
  });

  it('seats: a full space refuses links (seat limit) and emails (no seats); members and owners leave by the rules', async () => {
    const owner = await teamOwner('owner3@example.com', 2);
    const space = await ok('spaceCreate', { name: 'Tiny' }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id, role: 'admin' }, owner);
    const first = await createUser(t, 'first3@example.com');
    expect((await ok('spaceAddMember', { invite_code: link.code }, first)).space.role_name).toBe('admin');
    const late = await createUser(t, 'late3@example.com');
    expect((await t.call('spaceAddMember', { invite_code: link.code }, late)).code).toBe(ErrorCode.SEAT_LIMIT);
    expect((await t.call('spaceSendEmail', { unique_id: space.unique_id, email: 'late3@example.com' }, owner)).code).toBe(ErrorCode.NO_SEATS);
    expect(await ok('spaceMembers', { unique_id: space.unique_id }, owner)).toMatchObject({ seats: 2, used: 2 });

    // The owner cannot leave; deleting waits until every member is removed.
    expect((await t.call('spaceLeave', { unique_id: space.unique_id }, owner)).code).toBe(ErrorCode.OWNER_CANNOT_LEAVE);
    expect((await t.call('spaceDelete', { unique_id: space.unique_id }, first)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('spaceDelete', { unique_id: space.unique_id }, owner)).code).toBe(ErrorCode.SPACE_HAS_MEMBERS);
    // A member who leaves is back in their own space.
    await ok('spaceLeave', { unique_id: space.unique_id }, first);
    const home = (await ok('spaceList', {}, first)).list;
    expect(home).toHaveLength(1);
    expect(home[0]).toMatchObject({ personal: true, now_here: true });
    // The personal space cannot be left or deleted.
    expect((await t.call('spaceLeave', { unique_id: home[0].unique_id }, first)).code).toBe(ErrorCode.PERSONAL_SPACE);

    await ok('spaceToken', { unique_id: space.unique_id }, owner);
    const draft = await ok('projectSave', { document: doc(), name: 'Goes with the space' }, owner);
    await ok('spaceDelete', { unique_id: space.unique_id }, owner);
    expect((await t.call('projectDetail', { id: draft.id }, owner)).code).toBe(ErrorCode.NOT_FOUND);
    const after = (await ok('spaceList', {}, owner)).list;
    expect(after.map((s: any) => s.name)).not.toContain('Tiny');
    expect(after.find((s: any) => s.personal).now_here).toBe(true);
  });

  it('an email invitation reaches the address; signing up with its code joins, another account cannot use it', async () => {
    const owner = await teamOwner('owner4@example.com', 3);
    const space = await ok('spaceCreate', { name: 'Launch' }, owner);
    expect((await t.call('spaceSendEmail', { unique_id: space.unique_id, email: 'not-an-email' }, owner)).code).toBe(ErrorCode.VALIDATION);
    const pending = await ok('spaceSendEmail', { unique_id: space.unique_id, email: 'New4@Example.com', role: 'admin' }, owner);
    expect(pending).toMatchObject({ email: 'new4@example.com', role_name: 'admin' });
    const members = await ok('spaceMembers', { unique_id: space.unique_id }, owner);
    expect(members.invitations.map((i: any) => i.email)).toEqual(['new4@example.com']);

    const code = inviteCodeFromOutbox(t.dataDir, 'new4@example.com');
    expect((await t.call('spaceInviter', { invite_code: code })).data).toMatchObject({ space_name: 'Launch', role_name: 'admin', email: 'new4@example.com' });
    const wrong = await createUser(t, 'wrong4@example.com');
    expect((await t.call('spaceAddMember', { invite_code: code }, wrong)).code).toBe(ErrorCode.INVITE_OTHER_EMAIL);

    const token = await registerUser(t, 'new4@example.com', 'secret123', { invite_code: code });
    const list = (await ok('spaceList', {}, token)).list;
    expect(list.find((s: any) => s.name === 'Launch')).toMatchObject({ role_name: 'admin', now_here: true });
    expect((await ok('spaceMembers', { unique_id: space.unique_id }, owner)).invitations).toEqual([]);
    expect((await t.call('spaceAddMember', { invite_code: code }, token)).code).toBe(ErrorCode.INVITE_INVALID);
  });

  it('an expired space plan blocks switching into the space', async () => {
    const owner = await teamOwner('owner5@example.com', 2);
    const space = await ok('spaceCreate', { name: 'Lapsed' }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    const mate = await createUser(t, 'mate5@example.com');
    await ok('spaceAddMember', { invite_code: link.code }, mate);
    const home = (await ok('spaceList', {}, mate)).list.find((s: any) => s.personal);
    await ok('spaceToken', { unique_id: home.unique_id }, mate);
    await setPlan('owner5@example.com', Plan.Free, 1);
    expect((await ok('spaceList', {}, mate)).list.find((s: any) => s.name === 'Lapsed').plan_expired).toBe(true);
    expect((await t.call('spaceToken', { unique_id: space.unique_id }, mate)).code).toBe(ErrorCode.SPACE_PLAN_EXPIRED);
    expect((await t.call('spaceToken', { unique_id: space.unique_id }, owner)).code).toBe(ErrorCode.SPACE_PLAN_EXPIRED);
  });

  it('twenty people joining through one link at once never take more than the seats', async () => {
    const owner = await teamOwner('owner6@example.com', 5);
    const space = await ok('spaceCreate', { name: 'Rush' }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(t, `rush${i}@example.com`)));
    const codes = (await Promise.all(tokens.map((tk) => t.call('spaceAddMember', { invite_code: link.code }, tk)))).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.SEAT_LIMIT)).toHaveLength(16);
    expect((await ok('spaceMembers', { unique_id: space.unique_id }, owner)).used).toBe(5);
  });

  it('a draft open in one member’s editor is locked for the others until they leave', async () => {
    const owner = await teamOwner('owner7@example.com', 2);
    const space = await ok('spaceCreate', { name: 'Locks' }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id, role: 'admin' }, owner);
    const admin = await createUser(t, 'admin7@example.com');
    await ok('spaceAddMember', { invite_code: link.code }, admin);
    await ok('spaceToken', { unique_id: space.unique_id }, owner);
    const draft = await ok('projectSave', { document: doc(), name: 'Shared draft' }, owner);
    expect(await ok('canIEdit', { id: draft.id }, owner)).toMatchObject({ can_edit: true, editor_nickname: null });
    const second = await ok('canIEdit', { id: draft.id }, admin);
    expect(second.can_edit).toBe(false);
    expect(second.editor_nickname).toBeTruthy();
    const saved = await t.call('projectSave', { id: draft.id, document: doc() }, admin);
    expect(saved.code).toBe(ErrorCode.DRAFT_LOCKED);
    expect(saved.msg).toContain(second.editor_nickname);
    await ok('releaseEdit', { id: draft.id }, owner);
    expect((await ok('canIEdit', { id: draft.id }, admin)).can_edit).toBe(true);
    // Someone outside the space cannot even ask.
    const stranger = await createUser(t, 'stranger7@example.com');
    expect((await t.call('canIEdit', { id: draft.id }, stranger)).code).toBe(ErrorCode.NOT_FOUND);
  });
});
