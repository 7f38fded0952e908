import type { Insertable, Selectable, Updateable } from 'kysely';
import { announceChange } from '../../../platform/cache/changes.js';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of subscriptions: one row per plan a user was on, from when to when. */

export type SubscriptionRow = Selectable<Database['subscriptions']>;

export const insertSubscription = async (db: Db, row: Insertable<Database['subscriptions']>) => {
  await db.insertInto('subscriptions').values(row).execute();
  announceChange(row.user_id);
};

export const updateSubscription = async (db: Db, id: string, patch: Updateable<Database['subscriptions']>) => {
  const rows = await db.updateTable('subscriptions').set(patch).where('id', '=', id).returning('user_id').execute();
  announceChange(...rows.map((r) => r.user_id));
};

/** The user's latest subscription running at `at`. */
export const findRunningSubscription = (db: Db, userId: string, at: Date): Promise<SubscriptionRow | undefined> =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('started_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Paid subscriptions whose period has ended (or ends before `at`) and that should renew. */
export const findDueRenewals = (db: Db, at: Date, limit: number) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('source', '=', 'order')
    .where('cancel_at_period_end', '=', false)
    .where('renew_failed_at', 'is', null)
    .where('ends_at', 'is not', null)
    .where('ends_at', '<=', at)
    .where('period', 'in', ['month', 'year'])
    .orderBy('ends_at')
    .limit(limit)
    .execute();

export const findSubscription = (db: Db, id: string) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Ends every subscription of a user still running at `at` (a new one replaces them). */
export const endRunningSubscriptions = async (db: Db, userId: string, at: Date) => {
  await db
    .updateTable('subscriptions')
    .set({ ends_at: at })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .execute();
  announceChange(userId);
};
