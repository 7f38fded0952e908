import crypto from 'node:crypto';
import path from 'node:path';
import { type CustomAvatarCreateRequest, ErrorCode, seatsOf, type UserAvatar } from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { findSpaceAsset } from '../assets/service.js';
import { lockCreditLedger } from '../billing/service.js';
import { ownedSpaceIds } from '../spaces/service.js';
import { findUserById } from '../users/service.js';
import { CUSTOM_AVATAR_JOB } from './custom-job.js';
import { avatarFilePrefix, copyStoredFile } from './keys.js';
import { avatarDetail, presentAvatars } from './service.js';
import * as store from './store.js';
import type { ActingSpace, Actor } from '../../platform/http/actor.js';

/**
 * Create Video Avatar (spec 000 §2.12: Upload, Consent, Submit): the footage and the consent video are
 * copied to the avatar (deleting the uploads later leaves it whole), the plan's custom avatars counted
 * (001 §9: Free 1, Starter 3, Creator 10, Team 10 a seat), and the consent check queued.
 */

const TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.mov': 'video/quicktime', '.webm': 'video/webm' };

/** The payer's custom avatars across their spaces, against what the acting space's plan allows. */
async function customAllowance(ctx: AppContext, space: ActingSpace): Promise<{ used: number; limit: number }> {
  const allowed = space.entitlements;
  const limit = allowed.customAvatars * seatsOf(allowed, space.terms.seats);
  return { used: await store.countCustomAvatars(ctx.db, await ownedSpaceIds(ctx.db, space.payerId)), limit };
}

export async function createCustomAvatar(ctx: AppContext, actor: Actor, input: z.output<typeof CustomAvatarCreateRequest>): Promise<UserAvatar> {
  const spaceId = actor.space.id;
  const [footage, consent] = await Promise.all([findSpaceAsset(ctx.db, spaceId, input.footage_id), findSpaceAsset(ctx.db, spaceId, input.consent_id)]);
  if (footage?.tool !== 'avatar_footage') throw new AppError(ErrorCode.NOT_FOUND, 'Upload your footage first.');
  if (consent?.tool !== 'consent_video') throw new AppError(ErrorCode.NOT_FOUND, 'Upload your consent video first.');
  const payer = actor.space.payerId;
  const allowance = await customAllowance(ctx, actor.space);
  if (allowance.used >= allowance.limit) throw new AppError(ErrorCode.AVATAR_LIMIT);

  const id = crypto.randomUUID();
  const prefix = avatarFilePrefix(spaceId, id);
  const keys: string[] = [];
  const copy = async (asset: NonNullable<typeof footage>, name: string) => {
    const ext = path.extname(asset.storage_key).toLowerCase();
    const key = `${prefix}${name}${ext}`;
    if (!(await copyStoredFile(ctx.storage, asset.storage_key, key, TYPES[ext] ?? 'video/mp4')))
      throw new AppError(ErrorCode.NOT_FOUND, 'This file is not in your assets.');
    keys.push(key);
    return key;
  };
  try {
    const [footageKey, consentKey] = [await copy(footage, 'footage'), await copy(consent, 'consent')];
    await ctx.db.transaction().execute(async (trx) => {
      // Counted again under the payer's ledger lock (the one photo avatars take): of two submits at once,
      // the second waits and then sees the first.
      await lockCreditLedger(trx, payer);
      await store.insertAvatar(trx, {
        id,
        space_id: spaceId,
        created_by: actor.userId,
        kind: 'custom',
        name: input.name,
        aspect: '3:4',
        custom_status: 'consent_checking',
        footage_key: footageKey,
        consent_key: consentKey,
        footage_silent: (footage.meta as { has_audio?: boolean | null }).has_audio === false,
      });
      if ((await store.countCustomAvatars(trx, await ownedSpaceIds(trx, payer))) > allowance.limit) throw new AppError(ErrorCode.AVATAR_LIMIT);
    });
  } catch (err) {
    for (const key of keys) await ctx.storage.remove(key).catch(() => {});
    throw err;
  }
  await enqueue(ctx.queue, CUSTOM_AVATAR_JOB, { avatarId: id, step: 'consent' as const }).catch(async (err) => {
    ctx.log.error({ err, avatar: id }, 'could not queue a consent check');
    await store.setCustomStatus(ctx.db, id, ['consent_checking'], {
      custom_status: 'failed',
      custom_reason: 'Video generation is currently experiencing high demand. Please try again later.',
    });
  });
  return avatarDetail(ctx, actor, id);
}

/** The operator's queue: consent videos the check could not decide. */
export async function reviewQueue(ctx: AppContext, operator: Actor) {
  const rows = await store.listManualReview(ctx.db);
  const avatars = await presentAvatars(ctx, operator, rows, true);
  const items = [];
  for (const [i, row] of rows.entries()) {
    const owner = await findUserById(ctx.db, row.created_by);
    items.push({ avatar: avatars[i]!, owner_email: owner?.email ?? '', submitted_at: new Date(row.updated_at).toISOString() });
  }
  return { items };
}

/** Approve (processing starts) or refuse a consent video waiting for review. */
export async function reviewAvatar(ctx: AppContext, operator: Actor, input: { id: string; approve: boolean; reason?: string }): Promise<UserAvatar> {
  const patch = input.approve
    ? { custom_status: 'processing' as const, custom_reason: null }
    : { custom_status: 'consent_failed' as const, custom_reason: input.reason || 'The consent video was refused on review.' };
  if (!(await store.setCustomStatus(ctx.db, input.id, ['manual_review'], patch)))
    throw new AppError(ErrorCode.NOT_FOUND, 'This avatar is not waiting for review.');
  if (input.approve) await enqueue(ctx.queue, CUSTOM_AVATAR_JOB, { avatarId: input.id, step: 'process' as const });
  const row = await store.findAvatar(ctx.db, input.id);
  return (await presentAvatars(ctx, operator, [row!], true))[0]!;
}
