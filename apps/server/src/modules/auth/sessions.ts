import crypto from 'node:crypto';
import { ErrorCode, SESSION_LIFE_MS } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Session } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/calls.js';
import { userStatus } from '../users/service.js';
import { digest, newSecret } from './secrets.js';
import * as store from './store.js';

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
    await store.insertSession(db, {
      id: crypto.randomUUID(),
      token_hash: digest(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFE_MS),
      revoked_at: null,
      revoke_reason: null,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    });
    // Past the limit the oldest live sessions are signed out; their next call answers 10108.
    const extra = await store.findSessionsBeyond(db, userId, this.maxPerUser);
    if (extra.length)
      await this.revokeIds(
        db,
        extra.map((s) => s.id),
        'elsewhere',
      );
    return token;
  }

  async resolve(token: string): Promise<Caller> {
    // Keyed by the token itself: the request holds it in memory anyway, and hashing it on every call
    // was a twentieth of a cached call's time. The database only ever sees its digest.
    const hit = this.cache.get(token);
    let value: Resolved | null;
    if (hit && Date.now() - hit.at < CACHE_MS) value = hit.value;
    else {
      value = await this.load(digest(token));
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(token, { at: Date.now(), value });
    }
    if (!value) throw new AppError(ErrorCode.TOKEN_INVALID);
    if (value.revoked) throw new AppError(ErrorCode.SESSION_REVOKED);
    if (value.expiresAt <= Date.now()) throw new AppError(ErrorCode.TOKEN_EXPIRED);
    if (value.status === 'banned') throw new AppError(ErrorCode.BANNED);
    return { userId: value.userId, sessionId: value.sessionId, status: value.status, token };
  }

  private async load(tokenHash: string): Promise<Resolved | null> {
    const row = await store.findSessionByTokenHash(this.db, tokenHash);
    // The user's status comes from the users module; a session whose user is gone is no session.
    const status = row && (await userStatus(this.db, row.user_id));
    if (!row || !status) return null;
    return {
      userId: row.user_id,
      sessionId: row.id,
      status,
      expiresAt: new Date(row.expires_at).getTime(),
      revoked: row.revoked_at !== null,
    };
  }

  async revokeIds(db: Db, ids: string[], reason: NonNullable<Session['revoke_reason']>): Promise<void> {
    if (!ids.length) return;
    await store.revokeSessions(db, ids, reason);
    this.forget((v) => ids.includes(v.sessionId));
  }

  async revokeAllForUser(db: Db, userId: string, reason: NonNullable<Session['revoke_reason']>, exceptSessionId?: string): Promise<void> {
    await store.revokeUserSessions(db, userId, reason, exceptSessionId);
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
