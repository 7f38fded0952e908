import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { ApiKeysTable } from '../../platform/db/schema.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export async function insertKey(db: Db, row: Insertable<ApiKeysTable>): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countActive(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const listActive = (db: Db, userId: string, spaceId: string): Promise<ApiKeyRow[]> =>
  db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('space_id', '=', spaceId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Revokes one of the user's live keys; false when they have no such key. */
export async function revoke(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export const findBySecretHash = (db: Db, hash: string): Promise<ApiKeyRow | undefined> =>
  db.selectFrom('api_keys').selectAll().where('secret_hash', '=', hash).executeTakeFirst();

/** Stamps the key's use unless another request (or process) did within the last minute. */
export async function touch(db: Db, id: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}
