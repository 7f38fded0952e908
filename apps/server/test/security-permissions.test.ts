import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CallName, calls, ErrorCode, GUEST_PERMISSIONS, grants, PERMISSIONS, Role, ROLE_PERMISSIONS, type RoleName } from '@framecast/contract';
import { canManage } from '../src/modules/spaces/policy.js';
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
      expect(await canManage(db, who, row), `${users.indexOf(who)} on ${row.created_by === owner ? "owner's" : "collaborator's"} row`).toBe(may);
  });
});
