import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CallName, calls, ErrorCode, GUEST_PERMISSIONS, grants, PERMISSIONS, Role, ROLE_PERMISSIONS, type RoleName } from '@framecast/contract';
import { canManage } from '../src/modules/spaces/policy.js';
import { actorFor } from '../src/modules/access/service.js';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

/** Codes that mean "you may not": signed out, a guest on an account's call, a role without the permission. */
const REFUSALS: number[] = [ErrorCode.TOKEN_INVALID, ErrorCode.GUEST_NOT_ALLOWED, ErrorCode.FORBIDDEN];
// Ending the session goes last, or the calls after it would be made signed out.
const names = (Object.keys(calls) as CallName[]).sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));

// Generated from the contract's permission table: every call, as each kind of caller, answers as the
// table says. A call added without a permission does not compile (CallDef requires one for 'user').
describeEachDb('permissions: every call × every kind of caller, from the permission table', (kind) => {
  let t: TestApp;
  let account: string;
  let guest: string;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false, adminEmails: ['operator@example.com'] });
    account = await createUser(t, 'permissions@example.com');
    operator = await createUser(t, 'operator@example.com');
    guest = (await t.call('guest', {})).data.token;
  });
  afterAll(() => t.close());

  it('declares a known permission for each call that needs a token, and none for the public ones', () => {
    for (const name of names) {
      const def = calls[name];
      if (def.access === 'user') expect(PERMISSIONS, name).toContain(def.permission);
      else expect(def.permission, name).toBeNull();
    }
  });

  it.each(names)('%s: refused or let through as the table says', async (name) => {
    const def = calls[name];
    const signedOut = await t.call(name, {});
    const asGuest = await t.call(name, {}, guest);
    const asAccount = await t.call(name, {}, account);
    if (def.access === 'user') expect(signedOut.code, `${name} signed out`).toBe(ErrorCode.TOKEN_INVALID);
    else expect(REFUSALS, `${name} signed out`).not.toContain(signedOut.code);

    const guestMay = def.permission === null || grants({ guest: true, role: 'owner' }, def.permission);
    if (guestMay) expect(REFUSALS, `${name} as a guest`).not.toContain(asGuest.code);
    else expect(asGuest.code, `${name} as a guest`).toBe(ErrorCode.GUEST_NOT_ALLOWED);
    if (def.permission === 'operator') {
      // No role grants the operator's calls: only accounts in ADMIN_EMAILS.
      expect(asAccount.code, `${name} as an account`).toBe(ErrorCode.FORBIDDEN);
      expect(REFUSALS, `${name} as the operator`).not.toContain((await t.call(name, {}, operator)).code);
      return;
    }
    // The owner of their personal space holds every other permission.
    expect(REFUSALS, `${name} as an account`).not.toContain(asAccount.code);
  });

  it('gives a guest no way to manage an account, and every role the work of the space', () => {
    expect(GUEST_PERMISSIONS).not.toContain('account.manage');
    for (const role of Object.keys(ROLE_PERMISSIONS) as RoleName[]) {
      for (const p of ['projects.write', 'assets.write', 'render.run', 'uploads.write'] as const)
        expect(grants({ guest: false, role }, p), `${role} ${p}`).toBe(true);
    }
    expect(grants({ guest: false, role: 'collaborator' }, 'space.members')).toBe(false);
    expect(grants({ guest: false, role: 'admin' }, 'billing.manage')).toBe(false);
    expect(grants({ guest: false, role: 'owner' }, 'billing.manage')).toBe(true);
    expect(grants({ guest: false, role: 'owner' }, 'operator')).toBe(false);
    expect(grants({ guest: true, role: 'owner', operator: true }, 'operator')).toBe(false);
    expect(grants({ guest: false, role: 'collaborator', operator: true }, 'operator')).toBe(true);
  });

  // Which rows an allowed caller may touch: owner and admin every file of the space, a collaborator their
  // own, nobody outside the space anything (the one policy function every module's checks go through).
  it('lets each role of a space manage the rows the policy says', async () => {
    const db = t.ctx.db;
    const ids = await Promise.all(['owner', 'admin', 'collab', 'outsider'].map((n) => createUser(t, `${n}-${kind}@example.com`)));
    const users = await Promise.all(ids.map(async (token) => (await t.ctx.sessions.resolve(token)).userId));
    const [owner, admin, collab, outsider] = users as [string, string, string, string];
    const spaceId = crypto.randomUUID();
    await db
      .insertInto('spaces')
      .values({ id: spaceId, unique_id: crypto.randomBytes(9).toString('base64url'), name: 'Team', owner_id: owner, personal: false, seats: 3 })
      .execute();
    await db
      .insertInto('space_members')
      .values([
        { space_id: spaceId, user_id: owner, role: Role.owner },
        { space_id: spaceId, user_id: admin, role: Role.admin },
        { space_id: spaceId, user_id: collab, role: Role.collaborator },
      ])
      .execute();
    const ownersRow = { space_id: spaceId, created_by: owner };
    const collabsRow = { space_id: spaceId, created_by: collab };
    const expected: [string, { space_id: string; created_by: string }, boolean][] = [
      [owner, collabsRow, true],
      [admin, ownersRow, true],
      [admin, collabsRow, true],
      [collab, collabsRow, true],
      [collab, ownersRow, false],
      [outsider, ownersRow, false],
      [outsider, collabsRow, false],
    ];
    for (const [who, row, may] of expected)
      expect(await canManage(db, await actorFor(db, who), row), `${users.indexOf(who)} on ${row.created_by === owner ? "owner's" : "collaborator's"} row`).toBe(
        may,
      );
  });
});

// The same table with real team spaces: every call as an admin and a collaborator working in a team
// space, and, for the calls that name a space, as a member of another space (for whom it does not exist).
describeEachDb('permissions in a team space: every call × admin, collaborator, outsider', (kind) => {
  let t: TestApp;
  let team: string;
  const as: Record<'admin' | 'collaborator' | 'outsider', string> = { admin: '', collaborator: '', outsider: '' };
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false, adminEmails: ['op@example.com'] });
    const operator = await createUser(t, 'op@example.com');
    const owner = await createUser(t, 'team-owner@example.com');
    const ownerId = (await t.ctx.sessions.resolve(owner)).userId;
    expect((await t.call('adminSetPlan', { user_id: ownerId, plan: 400, period: 'month', seats: 5 }, operator)).code).toBe(0);
    team = (await t.call('spaceCreate', { name: 'Matrix' }, owner)).data.unique_id;
    for (const role of ['admin', 'collaborator'] as const) {
      const link = (await t.call('spaceInvitationCode', { unique_id: team, role }, owner)).data.link;
      as[role] = await createUser(t, `${role}-member@example.com`);
      expect((await t.call('spaceAddMember', { invite_code: link.code }, as[role])).code).toBe(0);
      await t.call('spaceInvitationReset', { unique_id: team }, owner);
    }
    as.outsider = await createUser(t, 'outsider@example.com');
  });
  afterAll(() => t.close());

  // Leaving and signing out go last: the calls after them would be made by someone else.
  const last = ['spaceLeave', 'logout'];
  const ordered = (Object.keys(calls) as CallName[]).sort((a, b) => last.indexOf(a) - last.indexOf(b));
  /** A body that passes validation for the calls that name a space, so the answer is about permission. */
  const bodyFor = (name: CallName): object => {
    if (calls[name].roleIn !== 'input') return {};
    const extra: Partial<Record<CallName, object>> = {
      spaceInfo: { name: 'Renamed' },
      spaceRole: { user_id: crypto.randomUUID(), role: 'admin' },
      spaceRemoveMember: { user_id: crypto.randomUUID() },
      spaceSendEmail: { email: `invitee-${crypto.randomBytes(3).toString('hex')}@example.com` },
    };
    return { unique_id: team, ...extra[name] };
  };

  it.each(ordered.filter((n) => calls[n].access === 'user' && calls[n].permission !== 'operator'))('%s', async (name) => {
    const def = calls[name];
    for (const role of ['admin', 'collaborator'] as const) {
      const res = await t.call(name, bodyFor(name), as[role]);
      if (grants({ guest: false, role }, def.permission!)) expect(REFUSALS, `${name} as ${role}: ${res.msg}`).not.toContain(res.code);
      else expect(res.code, `${name} as ${role}`).toBe(ErrorCode.FORBIDDEN);
    }
    if (def.roleIn === 'input') expect((await t.call(name, bodyFor(name), as.outsider)).code, `${name} as an outsider`).toBe(ErrorCode.SPACE_NOT_FOUND);
  });
});
