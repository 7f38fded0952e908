import type { Db } from '../../platform/db/index.js';
import { nicknamesOf } from './store.js';

/** A row of another module as the API shows it: its creator named by their nickname. */
export type WithCreator<T> = T & { creator_nickname: string };

/**
 * Names the creators of a batch of rows with one lookup. A row whose creator is gone is left out, as a
 * join on users would: the user's deletion is cascading it away.
 */
export async function withCreatorNicknames<T extends { created_by: string }>(db: Db, rows: T[]): Promise<WithCreator<T>[]> {
  const names = await nicknamesOf(
    db,
    rows.map((r) => r.created_by),
  );
  return rows.flatMap((r) => {
    const nickname = names.get(r.created_by);
    return nickname === undefined ? [] : [{ ...r, creator_nickname: nickname }];
  });
}

/** One row with its creator's nickname; undefined when there is no row (or no creator any more). */
export async function withCreatorNickname<T extends { created_by: string }>(db: Db, row: T | undefined): Promise<WithCreator<T> | undefined> {
  return row ? (await withCreatorNicknames(db, [row]))[0] : undefined;
}
