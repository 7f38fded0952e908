import crypto from 'node:crypto';
import { ErrorCode, SESSION_LIFE_MS } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Session } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/calls.js';
import { digest, newSecret } from './secrets.js';

type Resolved = Omit<Caller, 'token'> & { expiresAt: number; revoked: boolean };
/** How long another API process may act on a session it cached before seeing a revoke or ban. */
const CACHE_MS = 5_000;
const CACHE_MAX = 50_000;

/**
 * Opaque session tokens, stored hashed. Lookups are cached briefly in memory because every call
 * makes one; this process forgets a session the moment it revokes it, others within CACHE_MS.
 */
export class Sessions {
  private cache = new Map<string, { at: number; value: Resolved | null }>();

  constructor(
    private readonly db: Db,
    private readonly maxPerUser: number,
  ) {}

  async create(db: Db, userId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const token = newSecret('fc');
    await db
      .insertInto('sessions')
      .values({
        id: crypto.randomUUID(),
        token_hash: digest(token),
        user_id: userId,
        expires_at: new Date(Date.now() + SESSION_LIFE_MS),
        revoked_at: null,
        revoke_reason: null,
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
      })
      .execute();
    // Past the limit the oldest live sessions are signed out; their next call answers 10108.
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(this.maxPerUser)
      .limit(1000)
      .execute();
    if (live.length)
      await this.revokeIds(
        db,
        live.map((s) => s.id),
        'elsewhere',
      );
    return token;
  }

  async resolve(token: string): Promise<Caller> {
    const key = digest(token);
    const hit = this.cache.get(key);
    let value: Resolved | null;
    if (hit && Date.now() - hit.at < CACHE_MS) value = hit.value;
    else {
      value = await this.load(key);
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(key, { at: Date.now(), value });
    }
    if (!value) throw new AppError(ErrorCode.TOKEN_INVALID);
    if (value.revoked) throw new AppError(ErrorCode.SESSION_REVOKED);
    if (value.expiresAt <= Date.now()) throw new AppError(ErrorCode.TOKEN_EXPIRED);
    if (value.status === 'banned') throw new AppError(ErrorCode.BANNED);
    return { userId: value.userId, sessionId: value.sessionId, status: value.status, token };
  }

  private async load(tokenHash: string): Promise<Resolved | null> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.expires_at', 's.revoked_at', 'u.status'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: row.user_id,
      sessionId: row.id,
      status: row.status,
      expiresAt: new Date(row.expires_at).getTime(),
      revoked: row.revoked_at !== null,
    };
  }

  async revokeIds(db: Db, ids: string[], reason: NonNullable<Session['revoke_reason']>): Promise<void> {
    if (!ids.length) return;
    await db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason }).where('id', 'in', ids).where('revoked_at', 'is', null).execute();
    this.forget((v) => ids.includes(v.sessionId));
  }

  async revokeAllForUser(db: Db, userId: string, reason: NonNullable<Session['revoke_reason']>, exceptSessionId?: string): Promise<void> {
    let q = db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
    this.forgetUser(userId);
  }

  /** Drops cached sessions of a user whose status or sessions changed in this process. */
  forgetUser(userId: string): void {
    this.forget((v) => v.userId === userId);
  }

  private forget(match: (v: Resolved) => boolean): void {
    for (const [k, entry] of this.cache) if (entry.value && match(entry.value)) this.cache.delete(k);
  }
}
