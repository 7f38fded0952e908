import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type AvatarFromPhotoRequest,
  type AvatarMotionRequest,
  type AvatarGenerateRequest,
  type AvatarUsage,
  entitlements,
  ErrorCode,
  LOOK_REF_PREFIX,
  PHOTO_AVATAR_EXPECTED_SECONDS,
  Role,
  type UserAvatar,
  type UserAvatarListData,
  type UserAvatarListRequest,
  type UserAvatarUpdateRequest,
} from '@framecast/contract';
import { collectMediaRefs, type TimelineDoc } from '@framecast/timeline';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { findSpaceAsset } from '../assets/service.js';
import { holdCredits, limitWindow, limitWindowOf, lockCreditLedger, settleHold } from '../billing/service.js';
import { type AccountFilesOf, assertCanManage, roleIn, spaceOwnerId } from '../spaces/service.js';
import { photoFaces } from '../talking-photo/service.js';
import { AVATAR_JOB } from './generate-job.js';
import { notesFor } from './notes.js';
import { avatarFilePrefix, copyStoredFile, cutoutFilePrefix } from './keys.js';
import { presentAvatar } from './present.js';
import { motionWords } from './prompt.js';
import * as store from './store.js';
import type { ActingSpace, Actor } from '../../platform/http/actor.js';

/**
 * A space's own avatars (spec 000 §2.12 Avatars, Create Photo Avatar): made from words (a job draws or
 * generates each look) or from a portrait, counted against the payer's plan limit and paid in credits
 * (001 §9), changed and deleted by who made them or an admin of the space, optionally shared with everyone.
 */

const NOT_FOUND = 'This avatar does not exist.';
const LOOK_NOT_FOUND = 'This look does not exist.';

type AvatarRow = NonNullable<Awaited<ReturnType<typeof store.findAvatar>>>;

/** Rows of the avatars with their looks and the caller's stars, as the contract shows them. */
export async function presentAvatars(ctx: AppContext, actor: Actor, rows: AvatarRow[], asReviewer = false): Promise<UserAvatar[]> {
  const ids = rows.map((r) => r.id);
  const [looks, favs] = await Promise.all([store.looksOf(ctx.db, ids), store.favoriteIds(ctx.db, actor.userId, ids)]);
  const roles = new Map<string, number | null>();
  for (const spaceId of new Set(rows.map((r) => r.space_id))) roles.set(spaceId, await roleIn(ctx.db, actor, spaceId));
  const fav = new Set(favs);
  return rows.map((r) => {
    const role = roles.get(r.space_id) ?? null;
    const manage = role !== null && (role >= Role.admin || r.created_by === actor.userId);
    return presentAvatar(ctx.storage.links(actor.userId), r, looks, fav.has(r.id), manage, manage || asReviewer);
  });
}

/**
 * What the space's payer has used of the plan's photo avatars in this period, and what one costs: from
 * the actor's acting space when shown, and from the payer's rows under their ledger lock when one is
 * counted (the plan and period read there are the ones the charge is made under).
 */
async function usageOf(ctx: AppContext, space: string | ActingSpace): Promise<AvatarUsage & { payer: string }> {
  const payer = typeof space === 'string' ? await spaceOwnerId(ctx.db, space) : space.payerId;
  const window = typeof space === 'string' ? await limitWindow(ctx.db, payer) : limitWindowOf(space.plan, space.terms);
  const allowed = entitlements(window.plan);
  const used = await store.countGenerations(ctx.db, payer, window.since);
  return {
    payer,
    used,
    limit: allowed.photoAvatars[window.period === 'year' ? 'year' : 'month'],
    period: window.period,
    cost: allowed.costs.photoAvatar,
    motion_cost: allowed.costs.motion,
  };
}

export async function listAvatars(ctx: AppContext, actor: Actor, q: z.output<typeof UserAvatarListRequest>): Promise<UserAvatarListData> {
  const spaceId = actor.space.id;
  const rows = await store.listAvatars(ctx.db, {
    ...(q.scope === 'community' ? { community: true } : { spaceId }),
    kind: q.kind,
    favoritesOf: q.favorites === '1' ? actor.userId : undefined,
  });
  const { payer: _payer, ...usage } = await usageOf(ctx, actor.space);
  return { items: await presentAvatars(ctx, actor, rows), usage, realistic: !!ctx.engines.images, expected_seconds: PHOTO_AVATAR_EXPECTED_SECONDS };
}

/** An avatar the caller may see: one of their spaces', or one shared with the community. */
async function visibleAvatar(ctx: AppContext, actor: Actor, id: string): Promise<AvatarRow> {
  const row = await store.findAvatar(ctx.db, id);
  if (!row || (!row.community && (await roleIn(ctx.db, actor, row.space_id)) === null)) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return row;
}

export async function avatarDetail(ctx: AppContext, actor: Actor, id: string): Promise<UserAvatar> {
  return (await presentAvatars(ctx, actor, [await visibleAvatar(ctx, actor, id)]))[0]!;
}

/** An avatar the caller may add looks to or change (404 outside their spaces, 403 a teammate's as collaborator). */
export async function manageableAvatar(ctx: AppContext, actor: Actor, id: string): Promise<AvatarRow> {
  const row = await store.findAvatar(ctx.db, id);
  await assertCanManage(ctx.db, actor, row, NOT_FOUND);
  return row!;
}

/** Looks from words or a portrait are for photo avatars: a custom avatar's look is its footage, a product avatar's a placed product. */
async function photoAvatar(ctx: AppContext, actor: Actor, id: string): Promise<AvatarRow> {
  const row = await manageableAvatar(ctx, actor, id);
  if (row.kind !== 'photo') throw new AppError(ErrorCode.BAD_REQUEST, NOT_A_PHOTO_AVATAR[row.kind]);
  return row;
}
const NOT_A_PHOTO_AVATAR = {
  custom: 'A custom avatar’s look comes from its footage; it cannot get looks from words or photos.',
  product: 'A product avatar’s looks are made in Product Avatar, by placing a product on an avatar.',
} as const;

interface NewLooks {
  userId: string;
  /** The kind of a new avatar (photo unless said). */
  kind?: 'photo' | 'product';
  spaceId: string;
  avatar: AvatarRow | null;
  name?: string;
  gender: 'female' | 'male' | null;
  aspect: '3:4' | '1:1' | '4:3';
  /** The new avatar's id, when the caller needs it before (its files' keys). */
  newAvatarId?: string;
  /** Credits to pay (a generation, or a new avatar from a photo) or none (one more photo of an avatar). */
  charge: boolean;
  /** The looks are made already (a photo): the credits are charged at once, not held for a job. */
  made?: boolean;
  /** Motion given to a look: paid for, not counted against the plan's photo avatars. */
  motion?: boolean;
  replaceLookId?: string;
  looks: (generationId: string | null, avatarId: string) => Parameters<typeof store.insertLooks>[1];
}

/**
 * Counts and pays for one creation in one transaction: the payer's ledger is locked first, so two at
 * once cannot both take the last allowance or credit; then the avatar (when new), the generation and
 * its looks are written. Answers the avatar's id and the generation's.
 */
export async function startCreation(ctx: AppContext, n: NewLooks): Promise<{ avatarId: string; generationId: string }> {
  const avatarId = n.avatar?.id ?? n.newAvatarId ?? crypto.randomUUID();
  const generationId = crypto.randomUUID();
  // A new avatar, or looks generated from words, is a creation the plan counts; one more photo of an avatar is not.
  const limited = !n.motion && (!n.avatar || n.charge);
  const counted = limited || !!n.motion;
  await ctx.db.transaction().execute(async (trx) => {
    const payer = await spaceOwnerId(trx, n.spaceId);
    let credits = 0;
    if (counted) {
      await lockCreditLedger(trx, payer);
      const usage = await usageOf({ ...ctx, db: trx }, n.spaceId);
      if (limited && usage.used >= usage.limit) throw new AppError(ErrorCode.AVATAR_LIMIT);
      if (n.charge) {
        credits = n.motion ? usage.motion_cost : usage.cost;
        const notes = notesFor(n.motion ? 'motion' : (n.kind ?? 'photo'));
        await holdCredits(trx, payer, generationId, credits, payer === n.userId ? null : n.userId, notes.hold).catch((err) => {
          throw err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_CREDITS ? noCredits(credits) : err;
        });
        // No job will settle a photo: it is paid for as it is written.
        if (n.made) await settleHold(trx, generationId, 'charge', notes);
      }
    }
    if (!n.avatar) {
      await store.insertAvatar(trx, {
        id: avatarId,
        space_id: n.spaceId,
        created_by: n.userId,
        kind: n.kind ?? 'photo',
        name: n.name!,
        gender: n.gender,
        aspect: n.aspect,
      });
    } else await store.lockAvatar(trx, avatarId);
    if (n.replaceLookId) {
      const old = await store.findLook(trx, n.replaceLookId);
      if (!old || old.avatar_id !== avatarId || old.status !== 'failed') throw new AppError(ErrorCode.NOT_FOUND, 'Only a look that failed can be resubmitted.');
      await store.deleteLook(trx, old.id);
    }
    if (counted) {
      await store.insertGeneration(trx, {
        id: generationId,
        payer_id: payer,
        created_by: n.userId,
        avatar_id: avatarId,
        kind: n.motion ? 'motion' : 'look',
        status: n.charge && !n.made ? 'running' : 'done',
        credits,
      });
    }
    await store.insertLooks(trx, n.looks(counted ? generationId : null, avatarId));
  });
  return { avatarId, generationId };
}

/** The catalogue's 20002 speaks of videos; an avatar's refusal says what it costs (the page adds Upgrade). */
const noCredits = (cost: number) =>
  new AppError(ErrorCode.INSUFFICIENT_CREDITS, `Not enough credits: this costs ${cost} credits. Upgrade your plan or buy credits to continue.`, {
    i18n: { key: 'avatars.errors.noCredits', params: { count: cost } },
  });

/** The next free "Look N" names of an avatar. */
export async function lookNames(db: Db, avatarId: string | undefined, count: number): Promise<string[]> {
  const have = avatarId ? await store.countLooks(db, avatarId) : 0;
  return Array.from({ length: count }, (_, i) => `Look ${have + i + 1}`);
}

/** Generate Avatar Looks from words: the looks start 'generating' and a job makes them (about 2 minutes at most). */
export async function generateAvatar(ctx: AppContext, actor: Actor, input: z.output<typeof AvatarGenerateRequest>): Promise<UserAvatar> {
  const o = input.options;
  if (o.style === 'realistic' && !ctx.engines.images) throw new AppError(ErrorCode.REALISTIC_UNAVAILABLE);
  const avatar = input.avatar_id ? await photoAvatar(ctx, actor, input.avatar_id) : null;
  const spaceId = avatar?.space_id ?? actor.space.id;
  const names = await lookNames(ctx.db, avatar?.id, o.count);
  const portrait = input.photo_id ? await portraitOf(ctx, actor, spaceId, input.photo_id) : null;
  const avatarIdFor = avatar?.id ?? crypto.randomUUID();
  const sourceKey = portrait ? `${avatarFilePrefix(spaceId, avatarIdFor)}source-${crypto.randomUUID()}${portrait.ext}` : null;
  if (portrait && sourceKey && !(await copyStoredFile(ctx.storage, portrait.key, sourceKey, PHOTO_TYPES[portrait.ext]!))) {
    throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  }
  const { avatarId, generationId } = await startCreation(ctx, {
    userId: actor.userId,
    spaceId,
    avatar,
    newAvatarId: avatarIdFor,
    name: input.name,
    gender: o.gender,
    aspect: o.aspect,
    charge: true,
    replaceLookId: input.replace_look_id,
    looks: (generationId, avatarId) =>
      names.map((name, i) => ({
        id: crypto.randomUUID(),
        // Apart by a millisecond each, so the looks of one batch keep their order.
        created_at: new Date(Date.now() + i),
        avatar_id: avatarId,
        generation_id: generationId,
        name,
        source: 'text' as const,
        style: o.style,
        status: 'generating' as const,
        options: JSON.stringify(o),
        source_key: sourceKey,
      })),
  }).catch(async (err) => {
    if (sourceKey) await ctx.storage.remove(sourceKey).catch(() => {});
    throw err;
  });
  await enqueue(ctx.queue, AVATAR_JOB, { generationId }).catch(async (err) => {
    ctx.log.error({ err, generationId }, 'could not enqueue an avatar generation');
    const { failGeneration } = await import('./generate.js');
    await failGeneration(ctx, generationId, 'Video generation is currently experiencing high demand. Please try again later.');
  });
  return avatarDetail(ctx, actor, avatarId);
}

/** A portrait of the space with a face (22002 without), for Photo to Avatar. */
async function portraitOf(ctx: AppContext, actor: Actor, spaceId: string, assetId: string): Promise<{ key: string; ext: string }> {
  const asset = await findSpaceAsset(ctx.db, spaceId, assetId);
  if (!asset) throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  const ext = path.extname(asset.storage_key).toLowerCase();
  if (asset.kind !== 'image' || !PHOTO_TYPES[ext]) throw new AppError(ErrorCode.IMAGE_LOAD_FAILED);
  await photoFaces(ctx, actor, assetId);
  return { key: asset.storage_key, ext };
}

export const PHOTO_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/** A photo avatar (or one more look) from a portrait of the space: one face at least, kept as its own copy. */
export async function avatarFromPhoto(ctx: AppContext, actor: Actor, input: z.output<typeof AvatarFromPhotoRequest>): Promise<UserAvatar> {
  const avatar = input.avatar_id ? await photoAvatar(ctx, actor, input.avatar_id) : null;
  const spaceId = avatar?.space_id ?? actor.space.id;
  const asset = await findSpaceAsset(ctx.db, spaceId, input.asset_id);
  if (!asset) throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  await photoFaces(ctx, actor, input.asset_id);
  const ext = path.extname(asset.storage_key).toLowerCase();
  if (!PHOTO_TYPES[ext]) throw new AppError(ErrorCode.IMAGE_LOAD_FAILED);
  const lookId = crypto.randomUUID();
  const [name] = await lookNames(ctx.db, avatar?.id, 1);
  // The copy is written first under the look's own key: a user deleting the upload later keeps the avatar.
  const avatarId = avatar?.id ?? crypto.randomUUID();
  const key = `${avatarFilePrefix(spaceId, avatarId)}${lookId}${ext}`;
  if (!(await copyStoredFile(ctx.storage, asset.storage_key, key, PHOTO_TYPES[ext]!)))
    throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  try {
    await startCreation(ctx, {
      userId: actor.userId,
      spaceId,
      avatar,
      name: input.name,
      gender: null,
      aspect: '3:4',
      newAvatarId: avatarId,
      // A new avatar from a photo costs what the form says (spec 001 §9: a photo avatar 2); one more photo of it is free.
      charge: !avatar,
      made: true,
      looks: (generationId) => [
        {
          id: lookId,
          avatar_id: avatarId,
          generation_id: generationId,
          name: name!,
          source: 'photo',
          style: 'photo',
          status: 'ready',
          file_key: key,
          image_key: key,
        },
      ],
    });
  } catch (err) {
    await ctx.storage.remove(key).catch(() => {});
    throw err;
  }
  return avatarDetail(ctx, actor, avatarId);
}

/** Looks whose file is a picture (a photo, a realistic generation, a product on a photo, or one already given motion) can be given motion. */
const isPhotoLook = (l: { source: string; style: string }) =>
  l.source === 'photo' || l.source === 'motion' || ((l.source === 'text' || l.source === 'product') && (l.style === 'realistic' || l.style === 'photo'));

/** Photo avatar motion: a copy of a photo look that moves its head by a preset, with a clip; a job makes the clip. */
export async function createMotion(ctx: AppContext, actor: Actor, input: z.output<typeof AvatarMotionRequest>): Promise<UserAvatar> {
  const parent = await store.findLook(ctx.db, input.look_id);
  if (!parent) throw new AppError(ErrorCode.NOT_FOUND, LOOK_NOT_FOUND);
  const avatar = await manageableAvatar(ctx, actor, parent.avatar_id);
  if (parent.status !== 'ready' || !parent.file_key) throw new AppError(ErrorCode.BAD_REQUEST, 'This look is not ready yet.');
  if (!isPhotoLook(parent)) throw new AppError(ErrorCode.BAD_REQUEST, 'Motion is for photo looks: drawn looks already move as they speak.');
  const lookId = crypto.randomUUID();
  const ext = path.extname(parent.file_key).toLowerCase();
  // Its own copy: deleting the look it came from leaves this one whole.
  const key = `${avatarFilePrefix(avatar.space_id, avatar.id)}${lookId}${ext}`;
  if (!(await copyStoredFile(ctx.storage, parent.file_key, key, PHOTO_TYPES[ext] ?? 'image/png'))) throw new AppError(ErrorCode.NOT_FOUND, LOOK_NOT_FOUND);
  const { generationId } = await startCreation(ctx, {
    userId: actor.userId,
    spaceId: avatar.space_id,
    avatar,
    gender: avatar.gender,
    aspect: avatar.aspect,
    charge: true,
    motion: true,
    looks: (generationId, avatarId) => [
      {
        id: lookId,
        avatar_id: avatarId,
        generation_id: generationId,
        name: `${parent.name} · ${MOTION_LABEL[input.motion]}`,
        source: 'motion',
        style: parent.style,
        status: 'generating',
        file_key: key,
        image_key: key,
        motion_model: input.motion,
        motion_prompt: motionWords(input.prompt, input.negative_prompt),
      },
    ],
  }).catch(async (err) => {
    await ctx.storage.remove(key).catch(() => {});
    throw err;
  });
  await enqueue(ctx.queue, AVATAR_JOB, { generationId }).catch(async (err) => {
    ctx.log.error({ err, generationId }, 'could not enqueue an avatar motion');
    const { failGeneration } = await import('./generate.js');
    await failGeneration(ctx, generationId, 'Video generation is currently experiencing high demand. Please try again later.');
  });
  return avatarDetail(ctx, actor, avatar.id);
}

const MOTION_LABEL: Record<z.output<typeof AvatarMotionRequest>['motion'], string> = {
  motion_1: 'Motion 1.0',
  motion_2: 'Motion 2.0',
  motion_2_pro: 'Motion 2.0 Pro',
  motion_3: 'Motion 3.0',
};

export async function updateAvatar(ctx: AppContext, actor: Actor, input: z.output<typeof UserAvatarUpdateRequest>): Promise<UserAvatar> {
  const { id, favorite, ...fields } = input;
  const row = await visibleAvatar(ctx, actor, id);
  if (Object.values(fields).some((v) => v !== undefined)) {
    await assertCanManage(ctx.db, actor, row, NOT_FOUND);
    await store.updateAvatar(ctx.db, id, fields);
  }
  if (favorite !== undefined) await store.setFavorite(ctx.db, actor.userId, id, favorite);
  return avatarDetail(ctx, actor, id);
}

export async function deleteAvatar(ctx: AppContext, actor: Actor, id: string): Promise<{ id: string }> {
  const row = await manageableAvatar(ctx, actor, id);
  await store.deleteAvatar(ctx.db, id);
  await ctx.storage.removePrefix(avatarFilePrefix(row.space_id, id)).catch((err) => ctx.log.warn({ err, avatar: id }, 'could not remove an avatar’s files'));
  return { id };
}

/** Deletes one look; the last one takes the avatar with it (spec 000 §3). */
export async function deleteLook(ctx: AppContext, actor: Actor, lookId: string): Promise<{ id: string; avatar_deleted: boolean }> {
  const look = await store.findLook(ctx.db, lookId);
  if (!look) throw new AppError(ErrorCode.NOT_FOUND, LOOK_NOT_FOUND);
  const avatar = await store.findAvatar(ctx.db, look.avatar_id);
  await assertCanManage(ctx.db, actor, avatar, LOOK_NOT_FOUND);
  const avatarDeleted = await ctx.db.transaction().execute(async (trx) => {
    await store.lockAvatar(trx, look.avatar_id);
    await store.deleteLook(trx, lookId);
    if ((await store.countLooks(trx, look.avatar_id)) > 0) return false;
    await store.deleteAvatar(trx, look.avatar_id);
    return true;
  });
  if (avatarDeleted) await ctx.storage.removePrefix(avatarFilePrefix(avatar!.space_id, avatar!.id)).catch(() => {});
  else for (const key of new Set([look.file_key, look.image_key])) if (key) await ctx.storage.remove(key).catch(() => {});
  return { id: lookId, avatar_deleted: avatarDeleted };
}

const LOOK_REF = /^look:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const LOOK_GONE = 'An avatar look in this video is not ready or was deleted. Please choose another avatar.';

/** The ready looks a render may use: its own space's, or ones shared with the community; as avatars only. */
export async function usableLooks(db: Db, spaceId: string, ids: string[]) {
  const rows = await store.findLookWithAvatar(db, ids);
  return rows.filter((r) => r.status === 'ready' && r.file_key && (r.space_id === spaceId || r.community));
}

/** Refuses a render up front whose avatar looks are missing, unfinished, another space's, or not avatars. */
export async function assertLooksUsable(db: Db, spaceId: string, doc: TimelineDoc): Promise<void> {
  const refs = collectMediaRefs(doc).filter((r) => r.startsWith(LOOK_REF_PREFIX));
  if (!refs.length) return;
  const avatars = new Set(doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'avatar' ? [l.avatar] : []))));
  if (refs.some((r) => !avatars.has(r))) throw new AppError(ErrorCode.TIMELINE_INVALID, 'An avatar look can only be used as an avatar.');
  const ids = refs.map((r) => LOOK_REF.exec(r)?.[1]?.toLowerCase());
  if (ids.some((id) => !id)) throw new AppError(ErrorCode.TIMELINE_INVALID, LOOK_GONE);
  if ((await usableLooks(db, spaceId, ids as string[])).length < ids.length) throw new AppError(ErrorCode.TIMELINE_INVALID, LOOK_GONE);
}

/**
 * The document a render draws: each avatar layer naming a motion look moves its head by the look's
 * preset (what was paid for at /aigc-avatar/motion, whatever the layer says).
 */
export async function withLookMotion(db: Db, spaceId: string, doc: TimelineDoc): Promise<TimelineDoc> {
  const refs = collectMediaRefs(doc).filter((r) => r.startsWith(LOOK_REF_PREFIX));
  const ids = refs.map((r) => LOOK_REF.exec(r)?.[1]?.toLowerCase()).filter((id): id is string => !!id);
  if (!ids.length) return doc;
  const motions = new Map((await usableLooks(db, spaceId, ids)).map((l) => [`${LOOK_REF_PREFIX}${l.id}`, l.motion]));
  const scenes = doc.scenes.map((s) => ({
    ...s,
    layers: s.layers.map((l) => {
      if (l.type !== 'avatar' || !motions.has(l.avatar)) return l;
      const motion = motions.get(l.avatar);
      const { motion: _old, ...rest } = l;
      return motion ? { ...rest, motion } : rest;
    }),
  }));
  return { ...doc, scenes };
}

/**
 * A usable look's file on this machine, for a render: its photo or its drawing's parts as stored; for a
 * custom avatar's look, its footage loop fetched too and named in a small file beside its meshes. Null
 * when the look is not the space's (or the community's), not ready, or gone.
 */
export async function lookFile(deps: { db: Db; storage: Storage }, spaceId: string, ref: string): Promise<string | null> {
  const id = LOOK_REF.exec(ref)?.[1]?.toLowerCase();
  const look = id ? (await usableLooks(deps.db, spaceId, [id]))[0] : undefined;
  const file = look?.file_key ? await deps.storage.fetchToLocal(look.file_key) : null;
  if (!file || look?.source !== 'video') return file;
  const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { format: string; video_key: string; track: unknown };
  const video = await deps.storage.fetchToLocal(stored.video_key);
  if (!video) return null;
  const text = JSON.stringify({ format: stored.format, video, track: stored.track });
  const dir = path.join(os.tmpdir(), 'framecast-video-looks');
  await fs.mkdir(dir, { recursive: true });
  // Named by content: the same look fetched to the same place reads the same (renders stay cached).
  const local = path.join(dir, `${id}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  await fs.writeFile(local, text);
  return local;
}

/** A deleted account's or space's avatars and product cut-outs: their files (the rows cascade). */
export const avatarFilesOf: AccountFilesOf = async (db, userId, spaceIds) => {
  const rows = await store.findAvatarsOf(db, userId, spaceIds);
  const cutouts = await store.findCutoutsOf(db, { userId: userId ?? undefined, spaceIds });
  return { keys: [...rows.map((r) => avatarFilePrefix(r.space_id, r.id)), ...cutouts.map((r) => cutoutFilePrefix(r.space_id, r.id))] };
};
