import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { announceChange } from '../../platform/cache/changes.js';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the spaces and space_members tables. */

export const insertSpace = (db: Db, row: Insertable<Database['spaces']>) => db.insertInto('spaces').values(row).execute();

export const insertSpaceMember = async (db: Db, row: Insertable<Database['space_members']>) => {
  await db.insertInto('space_members').values(row).execute();
  announceChange(row.user_id);
};

export const findMember = (db: Db, spaceId: string, userId: string) =>
  db.selectFrom('space_members').selectAll().where('space_id', '=', spaceId).where('user_id', '=', userId).executeTakeFirst();

export const findRole = async (db: Db, userId: string, spaceId: string): Promise<number | undefined> =>
  (await db.selectFrom('space_members').select('role').where('space_id', '=', spaceId).where('user_id', '=', userId).executeTakeFirst())?.role;

export const findMemberships = (db: Db, userId: string): Promise<{ space_id: string; role: number }[]> =>
  db.selectFrom('space_members').select(['space_id', 'role']).where('user_id', '=', userId).execute();

export const findPersonalSpaceId = async (db: Db, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('spaces').select('id').where('owner_id', '=', userId).where('personal', '=', true).executeTakeFirst())?.id;

export const findOwnedSpaceIds = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('spaces').select('id').where('owner_id', '=', userId).execute()).map((r) => r.id);

/** Locks a space's row until the caller's transaction ends; false when there is no such space. */
export const lockSpace = async (db: Db, spaceId: string): Promise<boolean> =>
  (await db.selectFrom('spaces').select('id').where('id', '=', spaceId).forUpdate().execute()).length > 0;

/** The owner of a space; throws when there is no such space. */
export const spaceOwnerId = async (db: Db, spaceId: string): Promise<string> =>
  (await db.selectFrom('spaces').select('owner_id').where('id', '=', spaceId).executeTakeFirstOrThrow()).owner_id;

/** The most members any space of the owner has, and how many team (not personal) spaces they own. */
export async function seatUse(db: Db, ownerId: string): Promise<{ members: number; spaces: number }> {
  const rows = await db
    .selectFrom('spaces as s')
    .leftJoin('space_members as m', 'm.space_id', 's.id')
    .select(['s.id', 's.personal', sql<string>`count(m.user_id)`.as('members')])
    .where('s.owner_id', '=', ownerId)
    .groupBy(['s.id', 's.personal'])
    .execute();
  return { members: Math.max(1, ...rows.map((r) => Number(r.members))), spaces: rows.filter((r) => !r.personal).length };
}

// ---- team spaces: membership, the current space, invitations -------------------------------------------

export type SpaceRow = Selectable<Database['spaces']>;
export type InvitationRow = Selectable<Database['space_invitations']>;

export const findSpaceByUniqueId = (db: Db, uniqueId: string): Promise<SpaceRow | undefined> =>
  db.selectFrom('spaces').selectAll().where('unique_id', '=', uniqueId).executeTakeFirst();

export const findSpaceById = (db: Db, id: string): Promise<SpaceRow | undefined> => db.selectFrom('spaces').selectAll().where('id', '=', id).executeTakeFirst();

export const findSpaceByInviteCode = (db: Db, code: string): Promise<SpaceRow | undefined> =>
  db.selectFrom('spaces').selectAll().where('invite_code', '=', code).executeTakeFirst();

/** The caller's spaces with their role, the current flag and each space's member count; personal first. */
export const listSpacesOf = (db: Db, userId: string) =>
  db
    .selectFrom('space_members as me')
    .innerJoin('spaces as s', 's.id', 'me.space_id')
    .select(['s.id', 's.unique_id', 's.name', 's.owner_id', 's.personal', 's.photo_key', 'me.role', 'me.now_here', 's.created_at'])
    .select((eb) => eb.selectFrom('space_members as m').select(sql<string>`count(*)`.as('n')).whereRef('m.space_id', '=', 's.id').as('members'))
    .where('me.user_id', '=', userId)
    .orderBy('s.personal', 'desc')
    .orderBy('s.created_at')
    .execute();

export const listMembers = (db: Db, spaceId: string) =>
  db.selectFrom('space_members').selectAll().where('space_id', '=', spaceId).orderBy('role', 'desc').orderBy('joined_at').execute();

export const countMembers = async (db: Db, spaceId: string): Promise<number> =>
  Number((await db.selectFrom('space_members').select(sql<string>`count(*)`.as('n')).where('space_id', '=', spaceId).executeTakeFirstOrThrow()).n);

export const countTeamSpacesOwned = async (db: Db, ownerId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('spaces')
        .select(sql<string>`count(*)`.as('n'))
        .where('owner_id', '=', ownerId)
        .where('personal', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

// Writes that change who acts where, in which role, announce it: the acting-space cache drops them.
export const setRole = async (db: Db, spaceId: string, userId: string, role: number) => {
  await db.updateTable('space_members').set({ role }).where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
  announceChange(userId);
};

export const deleteMember = async (db: Db, spaceId: string, userId: string) => {
  await db.deleteFrom('space_members').where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
  announceChange(userId);
};

/** Moves the member's current flag to this space (or to none: their personal space then). */
export async function setNowHere(db: Db, userId: string, spaceId: string | null): Promise<void> {
  await db.updateTable('space_members').set({ now_here: false }).where('user_id', '=', userId).where('now_here', '=', true).execute();
  if (spaceId) await db.updateTable('space_members').set({ now_here: true }).where('user_id', '=', userId).where('space_id', '=', spaceId).execute();
  announceChange(userId);
}

/** The space the user switched to (now_here), else their personal space, in one query (it runs on every call). */
export const findCurrentSpaceId = async (db: Db, userId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('spaces as s')
      .leftJoin('space_members as m', (j) => j.onRef('m.space_id', '=', 's.id').on('m.user_id', '=', userId).on('m.now_here', '=', true))
      .select('s.id')
      .where((eb) => eb.or([eb('m.user_id', 'is not', null), eb.and([eb('s.owner_id', '=', userId), eb('s.personal', '=', true)])]))
      .orderBy(sql`m.user_id is null`)
      .limit(1)
      .executeTakeFirst()
  )?.id;

export const updateSpace = async (db: Db, id: string, patch: Updateable<Database['spaces']>) => {
  await db.updateTable('spaces').set(patch).where('id', '=', id).execute();
  announceChange(id);
};

export const deleteSpace = async (db: Db, id: string) => {
  await db.deleteFrom('spaces').where('id', '=', id).execute();
  announceChange(id);
};

export const insertInvitation = (db: Db, row: Insertable<Database['space_invitations']>) => db.insertInto('space_invitations').values(row).execute();

export const findInvitationByHash = (db: Db, codeHash: string): Promise<InvitationRow | undefined> =>
  db.selectFrom('space_invitations').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();

/** Invitations sent by email that nobody has accepted yet and that have not expired. */
export const listPendingInvitations = (db: Db, spaceId: string, now: Date): Promise<InvitationRow[]> =>
  db
    .selectFrom('space_invitations')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();

export const markInvitationAccepted = (db: Db, id: string, at: Date) =>
  db.updateTable('space_invitations').set({ accepted_at: at }).where('id', '=', id).execute();

/** Earlier unaccepted invitations of one address to one space, replaced by a new one. */
export const dropPendingInvitations = (db: Db, spaceId: string, email: string) =>
  db.deleteFrom('space_invitations').where('space_id', '=', spaceId).where('email', '=', email).where('accepted_at', 'is', null).execute();
