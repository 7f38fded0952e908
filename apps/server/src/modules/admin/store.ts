import type { Db } from '../../platform/db/index.js';

/** SQL of operator_actions: what operators did, to whom and why. */
export const insertAction = (db: Db, row: { id: string; operator: string; action: string; target_user_id: string | null; detail: unknown }) =>
  db
    .insertInto('operator_actions')
    .values({ ...row, detail: JSON.stringify(row.detail) })
    .execute();
