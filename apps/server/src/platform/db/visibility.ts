import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * What one user may see and change across spaces, read once per call (spec 000 §6): every row of the
 * spaces they belong to is visible; owner and admin manage every row of their spaces, a collaborator
 * only the rows they made. The spaces module builds it; each store applies it to its own rows, so a
 * list is filtered by the database instead of row by row in code.
 */
export interface Visibility {
  userId: string;
  /** Spaces the user belongs to, any role. */
  memberOf: readonly string[];
  /** Spaces where the user is owner or admin. */
  managerOf: readonly string[];
}

const inList = (column: string, ids: readonly string[]): Expression<SqlBool> =>
  ids.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})` : sql<SqlBool>`false`;

/** Rows (with `<table>.space_id`) the user may see. `table` is the name or alias in the query. */
export const whereVisibleTo = (vis: Visibility, table: string): Expression<SqlBool> => inList(`${table}.space_id`, vis.memberOf);

/** Rows (with `<table>.space_id` and `<table>.created_by`) the user may change. */
export const whereManageableBy = (vis: Visibility, table: string): Expression<SqlBool> =>
  sql<SqlBool>`(${inList(`${table}.space_id`, vis.managerOf)} or (${inList(`${table}.space_id`, vis.memberOf)} and ${sql.ref(`${table}.created_by`)} = ${vis.userId}))`;
