import { announceChange } from '../../platform/cache/changes.js';
import { containsPattern, type Db } from '../../platform/db/index.js';
import type { NewUser, User, UserUpdate } from '../../platform/db/schema.js';

export const findUserById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
export const findUserStatus = async (db: Db, id: string) => (await db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirst())?.status;
export const findUserByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
export const insertUser = (db: Db, user: NewUser) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
/** Announced: user info caches the profile (name, photo, status) in every process. */
export const updateUser = async (db: Db, id: string, patch: UserUpdate): Promise<User | undefined> => {
  const row = await db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  announceChange(id);
  return row;
};
/** Accounts (not free trials) whose email, show id or nickname contains the text, or whose id it is. */
export const searchUsers = (db: Db, text: string, limit: number) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('status', '!=', 'guest')
    .where((eb) =>
      eb.or([
        eb('email', 'ilike', containsPattern(text)),
        eb('show_id', '=', text),
        eb('nickname', 'ilike', containsPattern(text)),
        ...(/^[0-9a-f-]{36}$/i.test(text) ? [eb('id', '=', text)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

export const deleteUser = async (db: Db, id: string) => {
  await db.deleteFrom('users').where('id', '=', id).execute();
  announceChange(id);
};
export const showIdTaken = async (db: Db, showId: string) => !!(await db.selectFrom('users').select('id').where('show_id', '=', showId).executeTakeFirst());
export const insertGuestTransfer = (db: Db, row: { guest_user_id: string; user_id: string; moved: number }) =>
  db.insertInto('guest_transfers').values(row).execute();

/** Nicknames of the users that exist among the ids, in one query. */
export async function nicknamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}
