import type { Db } from '../db/index.js';
import type { LinkHolder } from './signer.js';

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

/**
 * A member's links into a space stop working when they leave it or are removed: every link signed for
 * them up to now, to anything under the space's files. Links signed later (they came back) open again.
 */
export async function revokeMemberLinks(db: Db, spaceId: string, userId: string): Promise<void> {
  await db
    .insertInto('revoked_member_links')
    .values({ space_id: spaceId, user_id: userId, revoked_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'space_id']).doUpdateSet({ revoked_at: new Date() }))
    .execute();
}

/** Keys that name their space; others (a project's renders) are asked of the module that knows. */
const SPACE_KEY = /^(?:assets|spaces)\/([0-9a-f-]{36})\//;

/**
 * `isRevoked`, and for a link signed for someone, whether they have left the space its file is in since.
 * Their rows are read first: almost no one has any, and then the key's space need not be looked up.
 */
export async function isRevokedFor(db: Db, key: string, holder: LinkHolder | null, spaceOfKey: (key: string) => Promise<string | null>): Promise<boolean> {
  if (await isRevoked(db, key)) return true;
  if (!holder) return false;
  const rows = await db.selectFrom('revoked_member_links').select(['space_id', 'revoked_at']).where('user_id', '=', holder.userId).execute();
  const since = rows.filter((r) => holder.signedAt * 1000 <= new Date(r.revoked_at).getTime());
  if (!since.length) return false;
  const space = SPACE_KEY.exec(key)?.[1] ?? (await spaceOfKey(key));
  return since.some((r) => r.space_id === space);
}

/** A member who comes back: nothing of theirs in the space is revoked any more. */
export async function restoreMemberLinks(db: Db, spaceId: string, userId: string): Promise<void> {
  await db.deleteFrom('revoked_member_links').where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
}
