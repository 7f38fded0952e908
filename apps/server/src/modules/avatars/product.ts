import crypto from 'node:crypto';
import path from 'node:path';
import {
  checkUpload,
  ErrorCode,
  PRODUCT_CUTOUT_EXPECTED_SECONDS,
  PRODUCT_CUTOUTS_AT_ONCE,
  PRODUCT_FACE_COVERED,
  type ProductAvatarCreateRequest,
  type ProductCutout,
  type ProductCutoutRequest,
  TextToAvatarOptions,
  type UserAvatar,
} from '@framecast/contract';
import { drawnProductBox, findLook as findLibraryLook, lookEmotion } from '@framecast/engine';
import type { z } from 'zod';
import type { FileLinks } from '../../platform/storage/index.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { findSpaceAsset } from '../assets/service.js';
import { AVATAR_JOB } from './generate-job.js';
import { avatarFilePrefix, copyStoredFile, cutoutFilePrefix } from './keys.js';
import { CUTOUT_JOB } from './product-job.js';
import { LINK_TTL } from './present.js';
import { avatarDetail, lookNames, manageableAvatar, PHOTO_TYPES, startCreation } from './service.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * Product Avatar (spec 000 §2.12, 3 steps): a product picture of the space cut out by a job (step 1),
 * then an avatar look presenting it where the user placed it (step 3) — drawn or composed by the
 * generation job, counted and paid for as a photo avatar ("1 photo or product avatar trial", 001 §9).
 */

const CUTOUT_NOT_FOUND = 'This product picture does not exist.';
const NOT_IN_ASSETS = 'This picture is not in your assets.';
/** Cut-outs the wizard left behind are removed after a day. */
const CUTOUT_KEEP_MS = 24 * 3600_000;

/** A refusal with Product Avatar's key for its words (the web's dictionary holds them). */
const refusal = (code: ErrorCode, msg: string, key: string) => new AppError(code, msg, { i18n: { key: `productAvatar.errors.${key}` } });

type CutoutRow = NonNullable<Awaited<ReturnType<typeof store.findCutout>>>;

function presentCutout(links: FileLinks, row: CutoutRow): ProductCutout {
  return {
    id: row.id,
    status: row.status,
    error: row.error,
    image_url: row.status === 'ready' && row.key ? links.url(row.key, LINK_TTL) : null,
    width: row.width,
    height: row.height,
    engine: row.engine,
    expected_seconds: PRODUCT_CUTOUT_EXPECTED_SECONDS,
  };
}

/** Step 1: the picture (the product image rule: JPG or PNG up to 10 MB) copied and queued to be cut out. */
export async function startCutout(ctx: AppContext, actor: Actor, input: z.output<typeof ProductCutoutRequest>): Promise<ProductCutout> {
  const spaceId = actor.space.id;
  const asset = await findSpaceAsset(ctx.db, spaceId, input.asset_id);
  if (!asset) throw refusal(ErrorCode.NOT_FOUND, NOT_IN_ASSETS, 'notInAssets');
  const meta = asset.meta as { width?: number; height?: number };
  const verdict = checkUpload('product_image', { name: asset.name, size: Number(asset.size_bytes), kind: asset.kind, width: meta.width, height: meta.height });
  if (!verdict.ok) throw new AppError(ErrorCode.IMAGE_INVALID, verdict.message, { i18n: verdict.i18n });
  const ext = path.extname(asset.storage_key).toLowerCase();
  if (!PHOTO_TYPES[ext]) throw new AppError(ErrorCode.IMAGE_LOAD_FAILED);
  await dropOldCutouts(ctx, actor);
  if ((await store.countWorkingCutouts(ctx.db, actor.userId)) >= PRODUCT_CUTOUTS_AT_ONCE) {
    throw refusal(ErrorCode.RATE_LIMITED, 'Your other product pictures are still being prepared. Please wait for them to finish.', 'busy');
  }
  const id = crypto.randomUUID();
  const sourceKey = `${cutoutFilePrefix(spaceId, id)}source${ext}`;
  // Its own copy: the upload may be deleted while the cut-out works.
  if (!(await copyStoredFile(ctx.storage, asset.storage_key, sourceKey, PHOTO_TYPES[ext]!))) throw refusal(ErrorCode.NOT_FOUND, NOT_IN_ASSETS, 'notInAssets');
  await store.insertCutout(ctx.db, {
    id,
    space_id: spaceId,
    created_by: actor.userId,
    status: 'working',
    engine: input.remove_background ? ctx.engines.cutout.id : 'none',
    source_key: sourceKey,
  });
  await enqueue(ctx.queue, CUTOUT_JOB, { cutoutId: id }).catch(async (err) => {
    ctx.log.error({ err, cutout: id }, 'could not enqueue a product cut-out');
    await store.finishCutout(ctx.db, id, { status: 'failed', error: 'Video generation is currently experiencing high demand. Please try again later.' });
  });
  return presentCutout(ctx.storage.links(actor.userId), (await store.findCutout(ctx.db, id))!);
}

/** A cut-out is its maker's alone (it is a step of their wizard, not a file of the space). */
async function ownCutout(ctx: AppContext, actor: Actor, id: string): Promise<CutoutRow> {
  const row = await store.findCutout(ctx.db, id);
  if (!row || row.created_by !== actor.userId) throw new AppError(ErrorCode.NOT_FOUND, CUTOUT_NOT_FOUND);
  return row;
}

export async function cutoutDetail(ctx: AppContext, actor: Actor, id: string): Promise<ProductCutout> {
  return presentCutout(ctx.storage.links(actor.userId), await ownCutout(ctx, actor, id));
}

async function dropOldCutouts(ctx: AppContext, actor: Actor): Promise<void> {
  const old = await store.findCutoutsOf(ctx.db, { userId: actor.userId, before: new Date(Date.now() - CUTOUT_KEEP_MS) });
  if (!old.length) return;
  await store.deleteCutouts(
    ctx.db,
    old.map((r) => r.id),
  );
  for (const r of old) await ctx.storage.removePrefix(cutoutFilePrefix(r.space_id, r.id)).catch(() => {});
}

/** The look a product is placed on: how its picture is framed, and its file to copy (none for a library look). */
interface Base {
  frame: string;
  emotion: string;
  key: string | null;
  style: 'anime' | 'cartoon' | 'realistic' | 'photo';
  gender: 'female' | 'male' | null;
}

const BASE_GONE = 'This avatar is not ready or was deleted. Please choose another.';

async function baseOf(ctx: AppContext, spaceId: string, ref: string): Promise<Base> {
  if (!ref.startsWith('look:')) {
    const look = findLibraryLook(ref);
    if (!look) throw refusal(ErrorCode.NOT_FOUND, BASE_GONE, 'baseGone');
    return { frame: '3:4', emotion: 'default', key: null, style: 'cartoon', gender: look.gender };
  }
  const look = await store.findLook(ctx.db, ref.slice(5).toLowerCase());
  const avatar = look ? await store.findAvatar(ctx.db, look.avatar_id) : undefined;
  if (!look || !avatar || look.status !== 'ready' || !look.file_key || (avatar.space_id !== spaceId && !avatar.community)) {
    throw refusal(ErrorCode.NOT_FOUND, BASE_GONE, 'baseGone');
  }
  if (look.source === 'video' || look.source === 'product') {
    throw new AppError(ErrorCode.BAD_REQUEST, 'A product is placed on a photo or drawn avatar, not on a video or product avatar.', {
      i18n: { key: 'productAvatar.errors.baseKind' },
    });
  }
  const drawn = look.style === 'anime' || look.style === 'cartoon';
  const options = TextToAvatarOptions.safeParse(look.options);
  const frame = drawn ? (options.success ? options.data.aspect : '3:4') : 'photo';
  const emotion = options.success ? lookEmotion(options.data.emotion) : 'default';
  return { frame, emotion, key: look.file_key, style: look.style as Base['style'], gender: avatar.gender };
}

/** Step 3: a product avatar (or one more look of one) presenting the cut-out; a job draws or composes it. */
export async function createProductAvatar(ctx: AppContext, actor: Actor, input: z.output<typeof ProductAvatarCreateRequest>): Promise<UserAvatar> {
  const avatar = input.avatar_id ? await manageableAvatar(ctx, actor, input.avatar_id) : null;
  if (avatar && avatar.kind !== 'product') throw refusal(ErrorCode.BAD_REQUEST, 'Product looks are added to product avatars.', 'notProductAvatar');
  const spaceId = avatar?.space_id ?? actor.space.id;
  const cutout = await ownCutout(ctx, actor, input.cutout_id);
  if (cutout.status !== 'ready' || !cutout.key || !cutout.width || !cutout.height)
    throw refusal(ErrorCode.BAD_REQUEST, 'The product picture is not ready yet.', 'cutoutNotReady');
  if (cutout.space_id !== spaceId) throw new AppError(ErrorCode.NOT_FOUND, CUTOUT_NOT_FOUND);
  const base = await baseOf(ctx, spaceId, input.base);
  // A drawing's face is where the drawing puts it: refused now. A photo's is found by the job.
  if (base.frame !== 'photo' && drawnProductBox(base.frame, input.placement, { width: cutout.width, height: cutout.height }).coversFace) {
    throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_FACE_COVERED, {
      fields: { placement: PRODUCT_FACE_COVERED },
      i18n: { key: 'productAvatar.errors.faceCovered' },
    });
  }
  const avatarId = avatar?.id ?? crypto.randomUUID();
  const lookId = crypto.randomUUID();
  const prefix = `${avatarFilePrefix(spaceId, avatarId)}${lookId}`;
  // Copies the look owns: deleting the cut-out or the look it was placed on leaves this one whole.
  const copies: string[] = [];
  const copy = async (from: string, to: string, type: string) => {
    if (!(await copyStoredFile(ctx.storage, from, to, type))) throw refusal(ErrorCode.NOT_FOUND, BASE_GONE, 'baseGone');
    copies.push(to);
  };
  const [name] = await lookNames(ctx.db, avatar?.id, 1);
  try {
    await copy(cutout.key, `${prefix}-product.png`, 'image/png');
    const baseKey = base.key ? `${prefix}-base${path.extname(base.key).toLowerCase()}` : null;
    if (base.key && baseKey)
      await copy(base.key, baseKey, baseKey.endsWith('.json') ? 'application/json' : (PHOTO_TYPES[path.extname(baseKey)] ?? 'image/png'));
    const { generationId } = await startCreation(ctx, {
      userId: actor.userId,
      spaceId,
      kind: 'product',
      avatar,
      newAvatarId: avatarId,
      name: input.name,
      gender: base.gender,
      aspect: base.frame === '1:1' || base.frame === '4:3' ? base.frame : '3:4',
      charge: true,
      looks: (generationId) => [
        {
          id: lookId,
          avatar_id: avatarId,
          generation_id: generationId,
          name: name!,
          source: 'product',
          style: base.style,
          status: 'generating',
          source_key: `${prefix}-product.png`,
          base_key: baseKey,
          placement: JSON.stringify({ ...input.placement, base: input.base, frame: base.frame, emotion: base.emotion }),
        },
      ],
    });
    await enqueue(ctx.queue, AVATAR_JOB, { generationId }).catch(async (err) => {
      ctx.log.error({ err, generationId }, 'could not enqueue a product avatar');
      const { failGeneration } = await import('./generate.js');
      await failGeneration(ctx, generationId, 'Video generation is currently experiencing high demand. Please try again later.');
    });
  } catch (err) {
    for (const key of copies) await ctx.storage.remove(key).catch(() => {});
    throw err;
  }
  return avatarDetail(ctx, actor, avatarId);
}
