import type { Db } from '../db/index.js';

/**
 * Storage keys whose signed links must stop working before their files are gone (a deleted account's:
 * the files are removed by a job, links must answer 404 at once). An entry is a key, or a prefix ending
 * in `/` for everything under it. Entries stay after the purge: they are tiny, and a link signed long ago
 * must keep answering 404 even if a key is ever written again.
 */
export async function revokeKeys(db: Db, keys: Iterable<string>): Promise<void> {
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 500) {
    await db
      .insertInto('revoked_storage')
      .values(unique.slice(i, i + 500).map((prefix) => ({ prefix, purged_at: null })))
      .onConflict((oc) => oc.column('prefix').doUpdateSet({ purged_at: null }))
      .execute();
  }
}

/** The key itself and every folder above it: `a/b/c.mp4` → `a/b/c.mp4`, `a/b/`, `a/`. */
const coveringEntries = (key: string): string[] => {
  const out = [key];
  for (let i = key.indexOf('/'); i >= 0; i = key.indexOf('/', i + 1)) out.push(key.slice(0, i + 1));
  return out;
};

export async function isRevoked(db: Db, key: string): Promise<boolean> {
  const hit = await db.selectFrom('revoked_storage').select('prefix').where('prefix', 'in', coveringEntries(key)).limit(1).executeTakeFirst();
  return hit !== undefined;
}

/** Revoked entries whose files the purge job has not removed yet, oldest first. */
export const unpurged = (db: Db, limit: number) =>
  db.selectFrom('revoked_storage').select('prefix').where('purged_at', 'is', null).orderBy('created_at').orderBy('prefix').limit(limit).execute();

export async function markPurged(db: Db, prefixes: string[]): Promise<void> {
  if (prefixes.length) await db.updateTable('revoked_storage').set({ purged_at: new Date() }).where('prefix', 'in', prefixes).execute();
}
