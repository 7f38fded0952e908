import crypto from 'node:crypto';
import {
  API_KEY_MAX_ACTIVE,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKeyCreateRequest,
  type ApiKeyItem,
  ErrorCode,
  isApiKeyScope,
} from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { KeyCaller } from '../../platform/http/calls.js';
import { AppError } from '../../platform/http/errors.js';
import { digest } from '../../platform/tokens.js';
import { findRole, lockPersonalSpace } from '../spaces/service.js';
import { userStatus } from '../users/service.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const toItem = (row: store.ApiKeyRow): ApiKeyItem => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter(isApiKeyScope),
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/** A new key in the user's current space. Its secret is returned this once; only its hash is kept. */
export async function createKey(ctx: AppContext, actor: Actor, input: z.output<typeof ApiKeyCreateRequest>) {
  const secret = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Two creates at once must not both pass the count: the personal space serialises account-wide changes.
    await lockPersonalSpace(trx, actor.userId);
    if ((await store.countActive(trx, actor.userId)) >= API_KEY_MAX_ACTIVE) {
      throw new AppError(ErrorCode.API_KEY_LIMIT, undefined, { limit: API_KEY_MAX_ACTIVE });
    }
    return store.insertKey(trx, {
      id: crypto.randomUUID(),
      user_id: actor.userId,
      space_id: actor.space.id,
      name: input.name,
      prefix: secret.slice(0, API_KEY_SHOWN_CHARS),
      secret_hash: digest(secret),
      scopes: input.scopes,
      last_used_at: null,
      revoked_at: null,
    });
  });
  return { ...toItem(row), secret };
}

export async function listKeys(ctx: AppContext, actor: Actor) {
  return { list: (await store.listActive(ctx.db, actor.userId, actor.space.id)).map(toItem) };
}

/** Revokes one of the user's keys; someone else's id is no key of theirs (not found). */
export async function revokeKey(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  if (!(await store.revoke(ctx.db, actor.userId, id))) throw new AppError(ErrorCode.API_KEY_NOT_FOUND);
}

const TOUCH_EVERY_MS = 60_000;
const TOUCHED_MAX = 50_000;
/** When this process last stamped each key's use: a key used in a loop costs one write a minute, not one per call. */
const touched = new Map<string, number>();

/**
 * The caller behind an API key's secret. Checked on every call, uncached, so a revoke, a ban or leaving the
 * key's space takes effect on the next call: a key is refused when unknown or revoked, when its owner is
 * banned (like their session), and when its owner is no longer a member of the key's space.
 */
export async function resolveApiKey(db: Db, secret: string): Promise<KeyCaller> {
  const row = await store.findBySecretHash(db, digest(secret));
  if (!row || row.revoked_at) throw new AppError(ErrorCode.TOKEN_INVALID, 'This API key is not valid or has been revoked.');
  const status = await userStatus(db, row.user_id);
  if (status === 'banned') throw new AppError(ErrorCode.BANNED);
  if (status !== 'active') throw new AppError(ErrorCode.TOKEN_INVALID, 'This API key is not valid or has been revoked.');
  if ((await findRole(db, row.user_id, row.space_id)) === undefined) {
    throw new AppError(ErrorCode.TOKEN_INVALID, "This API key's owner is no longer a member of its space.");
  }
  const now = Date.now();
  if (now - (touched.get(row.id) ?? 0) >= TOUCH_EVERY_MS) {
    if (touched.size >= TOUCHED_MAX) touched.clear();
    touched.set(row.id, now);
    await store.touch(db, row.id);
  }
  return { userId: row.user_id, status, keyId: row.id, spaceId: row.space_id, scopes: row.scopes.filter(isApiKeyScope) };
}
