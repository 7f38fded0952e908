import { type Insertable, sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the spaces and space_members tables. */

export const insertSpace = (db: Db, row: Insertable<Database['spaces']>) => db.insertInto('spaces').values(row).execute();

export const insertSpaceMember = (db: Db, row: Insertable<Database['space_members']>) => db.insertInto('space_members').values(row).execute();

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
