import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  ASSET_FOLDER_LIMIT,
  BRAND_KIT_FOLDER_LIMIT,
  BRAND_SLOT_KINDS,
  ErrorCode,
  type AssetBrandRequest,
  type AssetFolderCreateRequest,
  type AssetFolderListRequest,
  type AssetFolderRenameRequest,
  type AssetListRequest,
  type AssetMoveRequest,
  type BrandStyleData,
  type BrandStyleSaveRequest,
} from '@framecast/contract';
import { DEFAULT_FONT_FAMILY, FontFamily } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { projectsUsingAssets } from '../projects/service.js';
import { type AccountFiles, assertCanManage, lockSpace, NOT_YOURS, roleIn, visibilityOf } from '../spaces/service.js';
import { withCreatorNickname, withCreatorNicknames } from '../users/service.js';
import { toAsset, toFolder, URL_TTL_S } from './present.js';
import { assertRoomFor, spaceUsage } from './quota.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

export { assertRoomFor } from './quota.js';

const NOT_FOUND = 'This file does not exist or was deleted.';
const FOLDER_NOT_FOUND = 'This folder does not exist or was deleted.';

export async function listAssets(ctx: AppContext, actor: Actor, q: z.output<typeof AssetListRequest>) {
  const spaceId = actor.space.id;
  const [{ rows, total }, usage] = await Promise.all([
    store.listAssets(ctx.db, {
      spaceId,
      folder: q.folder,
      kind: q.kind,
      brandSlot: q.brand_slot,
      q: q.q,
      sort: q.sort,
      order: q.order,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    }),
    spaceUsage(ctx.db, spaceId),
  ]);
  return {
    items: (await withCreatorNicknames(ctx.db, rows)).map((r) => toAsset(r, ctx.storage.links(actor.userId))),
    total,
    page: q.page,
    page_size: q.page_size,
    usage,
  };
}

async function loadVisible(ctx: AppContext, actor: Actor, id: string) {
  const row = await store.findAsset(ctx.db, id);
  if (!row || (await roleIn(ctx.db, actor, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return row;
}

/** The assets the caller may manage (owner/admin: all of the space; collaborator: their own), all or nothing. */
async function loadManageable(ctx: AppContext, actor: Actor, ids: string[]) {
  const unique = [...new Set(ids)];
  const vis = await visibilityOf(ctx.db, actor);
  const rows = await store.findManageableAssets(ctx.db, vis, unique);
  if (rows.length === unique.length) return rows;
  // A teammate's file the caller can see is theirs to read, not to change (403, as every module answers);
  // one they cannot see does not exist for them.
  const visible = await store.findVisibleAssets(ctx.db, vis, unique);
  if (visible.length === unique.length) throw new AppError(ErrorCode.FORBIDDEN, NOT_YOURS);
  throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
}

export async function getAsset(ctx: AppContext, actor: Actor, id: string) {
  const row = await withCreatorNickname(ctx.db, await loadVisible(ctx, actor, id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return toAsset(row, ctx.storage.links(actor.userId));
}

export async function renameAsset(ctx: AppContext, actor: Actor, id: string, name: string) {
  const [row] = await loadManageable(ctx, actor, [id]);
  await store.renameAsset(ctx.db, id, keepExtension(name, row!.name));
  return getAsset(ctx, actor, id);
}

/** A rename that drops the extension keeps the old one, so downloads still open in the right program. */
function keepExtension(name: string, old: string): string {
  const ext = /\.[a-z0-9]{1,8}$/i.exec(old)?.[0];
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) && !/\.[a-z0-9]{1,8}$/i.test(name) ? `${name}${ext}` : name;
}

async function loadFolder(ctx: AppContext, actor: Actor, id: string) {
  const row = await store.findFolder(ctx.db, id);
  if (!row || (await roleIn(ctx.db, actor, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
  return row;
}

export async function moveAssets(ctx: AppContext, actor: Actor, input: z.output<typeof AssetMoveRequest>) {
  const rows = await loadManageable(ctx, actor, input.ids);
  if (input.folder_id) {
    const folder = await loadFolder(ctx, actor, input.folder_id);
    if (rows.some((r) => r.space_id !== folder.space_id)) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
    if (folder.type !== 'media' && rows.some((r) => r.kind !== BRAND_SLOT_KINDS[folder.type as keyof typeof BRAND_SLOT_KINDS])) {
      throw new AppError(ErrorCode.VALIDATION, `Only ${BRAND_SLOT_KINDS[folder.type as keyof typeof BRAND_SLOT_KINDS]} files go into this brand-kit folder.`);
    }
    // Moving into a brand-kit folder puts the files into that slot of the kit.
    await store.moveAssets(ctx.db, input.ids, folder.id, folder.type === 'media' ? undefined : folder.type);
    return;
  }
  await store.moveAssets(ctx.db, input.ids, null);
}

export async function setBrandSlot(ctx: AppContext, actor: Actor, input: z.output<typeof AssetBrandRequest>) {
  const rows = await loadManageable(ctx, actor, input.ids);
  if (input.brand_slot) {
    const kind = BRAND_SLOT_KINDS[input.brand_slot];
    const wrong = rows.find((r) => r.kind !== kind);
    if (wrong)
      throw new AppError(
        ErrorCode.VALIDATION,
        `“${wrong.name}” is not ${kind === 'image' ? 'an image' : `a ${kind} file`}; the ${input.brand_slot} slot takes ${kind} files only.`,
      );
  }
  await ctx.db.transaction().execute(async (trx) => {
    // Leaving the kit (or changing slot) also leaves a brand-kit folder of the old slot.
    await store.leaveBrandKitFolders(trx, input.ids);
    await store.setBrandSlot(trx, input.ids, input.brand_slot);
  });
}

/**
 * Deletes files. Files that projects use are deleted only when the user confirmed; those projects then
 * refuse to render with a clear message (ASSET_MISSING) until another file is picked.
 */
export async function deleteAssets(ctx: AppContext, actor: Actor, ids: string[], confirm: boolean) {
  const rows = await loadManageable(ctx, actor, ids);
  const spaceIds = [...new Set(rows.map((r) => r.space_id))];
  if (!confirm) {
    const users = (await Promise.all(spaceIds.map((s) => projectsUsingAssets(ctx.db, s, ids)))).flat();
    if (users.length) throw new AppError(ErrorCode.ASSET_IN_USE, undefined, { projects: users });
  }
  await store.deleteAssets(ctx.db, ids);
  // Files go after the rows: a crash in between leaves an orphan file, never a row without its file.
  for (const r of rows) {
    await ctx.storage.remove(r.storage_key).catch((err) => ctx.log.warn({ err, key: r.storage_key }, 'asset file not removed'));
    if (r.thumb_key) await ctx.storage.remove(r.thumb_key).catch(() => {});
  }
}

export async function listFolders(ctx: AppContext, actor: Actor, q: z.output<typeof AssetFolderListRequest>) {
  const spaceId = actor.space.id;
  const rows = await store.listFolders(ctx.db, spaceId, q.type);
  return { items: (await withCreatorNicknames(ctx.db, rows)).map(toFolder) };
}

export async function createFolder(ctx: AppContext, actor: Actor, input: z.output<typeof AssetFolderCreateRequest>) {
  const spaceId = actor.space.id;
  const brandKit = input.type !== 'media';
  const id = crypto.randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // Serialise folder creation per space so two tabs cannot both slip under the limit.
    await lockSpace(trx, spaceId);
    const limit = brandKit ? BRAND_KIT_FOLDER_LIMIT : ASSET_FOLDER_LIMIT;
    if ((await store.countFolders(trx, spaceId, brandKit)) >= limit) throw new AppError(ErrorCode.FOLDER_LIMIT, undefined, { limit });
    await store.insertFolder(trx, {
      id,
      space_id: spaceId,
      created_by: actor.userId,
      name: input.name,
      type: input.type,
      expires_at: input.expires_at ?? null,
    });
  });
  return shownFolder(ctx, await loadFolder(ctx, actor, id));
}

/** A folder as the answers show it, with its creator's nickname. */
async function shownFolder(ctx: AppContext, row: store.FolderRowWithCount) {
  const named = await withCreatorNickname(ctx.db, row);
  if (!named) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
  return toFolder(named);
}

async function loadManageableFolder(ctx: AppContext, actor: Actor, id: string) {
  const row = await loadFolder(ctx, actor, id);
  await assertCanManage(ctx.db, actor, row, FOLDER_NOT_FOUND);
  return row;
}

export async function renameFolder(ctx: AppContext, actor: Actor, input: z.output<typeof AssetFolderRenameRequest>) {
  await loadManageableFolder(ctx, actor, input.id);
  await store.renameFolder(ctx.db, input.id, input.name);
  return shownFolder(ctx, await loadFolder(ctx, actor, input.id));
}

/** Deletes a folder; its files move out of it (and stay in their brand-kit slot). */
export async function deleteFolder(ctx: AppContext, actor: Actor, id: string) {
  await loadManageableFolder(ctx, actor, id);
  await ctx.db.transaction().execute(async (trx) => {
    await store.emptyFolder(trx, id);
    await store.deleteFolder(trx, id);
  });
}

/**
 * Adds a finished upload's file to its space. Call it inside a transaction: the space stays locked until
 * that ends, so two uploads cannot both squeeze into the last free bytes.
 */
export async function addAsset(trx: Db, row: store.NewAsset): Promise<void> {
  await lockSpace(trx, row.space_id);
  await assertRoomFor(trx, row.space_id, row.size_bytes);
  await store.insertAsset(trx, row);
}

/** A folder of the space an upload may go to, or undefined. */
export const findSpaceFolder = (db: Db, spaceId: string, folderId: string) => store.findSpaceFolder(db, spaceId, folderId);

/** The file as stored, for work on it (thumbnails) rather than for showing. */
export const findAssetRow = (db: Db, id: string) => store.findAssetRow(db, id);

/** Saves what the library shows of a file; false when the file was deleted meanwhile. */
export const saveDerivatives = (db: Db, id: string, derived: { thumbKey: string | null; waveform: number[] | null }) =>
  store.setDerivatives(db, id, derived.thumbKey, derived.waveform);

/** Gives up on a file's thumbnail: it is shown without one. */
export const markAssetDerived = (db: Db, id: string) => store.markDerived(db, id);

/** Which of the ids name a file of the space (the others were deleted, or were never its own). */
/** Links for `holder` to assets of the space (a product's media), by id; ids not in the space are left out. */
export async function mediaLinks(ctx: Pick<AppContext, 'db' | 'storage'>, holder: string | null, spaceId: string, ids: string[]) {
  const rows = await store.findSpaceMedia(ctx.db, spaceId, ids);
  const links = ctx.storage.links(holder);
  return new Map(
    rows.map((r) => [
      r.id,
      { kind: r.kind, name: r.name, url: links.url(r.storage_key, URL_TTL_S), thumb_url: r.thumb_key ? links.url(r.thumb_key, URL_TTL_S) : null },
    ]),
  );
}

export const findSpaceAssetBySha = (db: Db, spaceId: string, sha256: string) => store.findSpaceAssetBySha(db, spaceId, sha256);
export const findEarlierCopy = async (db: Db, spaceId: string, sha256: string, exceptId: string) =>
  (await store.findEarlierCopy(db, spaceId, sha256, exceptId)) ?? null;

export const findSpaceAssetIds = (db: Db, spaceId: string, ids: string[]) => store.findSpaceAssetIds(db, spaceId, ids);

/** A file of the space: its kind, where it is stored and its hash; undefined when the space has no such file. */
export const findSpaceAsset = (db: Db, spaceId: string, id: string) => store.findSpaceAsset(db, spaceId, id);

/** Where a file of the space is stored, or undefined when the space has no such file. */
export const findSpaceAssetKey = (db: Db, spaceId: string, id: string) => store.findSpaceAssetKey(db, spaceId, id);

/**
 * A deleted account's media library: its spaces' folders (`assets/<space>/`, which also hold files put
 * straight to S3 and never completed) and the exact keys of its assets (a file kept from a free trial stays
 * under the trial's old space folder). Its unfinished uploads are the uploads module's (uploadFilesOf).
 */
export async function assetFilesOf(db: Db, userId: string | null, spaceIds: string[]): Promise<AccountFiles> {
  return { keys: [...spaceIds.map((s) => `assets/${s}/`), ...(await store.findAssetKeysOf(db, userId, spaceIds))] };
}

/**
 * A guest who signs up keeps the files they uploaded. Storage keys stay as they are (keys are names, not
 * places); the quota is not re-checked, so a guest's files are never dropped at sign-up.
 */
export async function moveGuestAssets(db: Db, fromUserId: string, toUserId: string, spaceId: string): Promise<number> {
  await store.moveFoldersOfUser(db, fromUserId, toUserId, spaceId);
  return store.moveAssetsOfUser(db, fromUserId, toUserId, spaceId);
}

type BrandStyleRow = NonNullable<Awaited<ReturnType<typeof store.findBrandStyle>>>;
/** A font no longer offered (the list shrank since it was chosen) reads as the default, rather than failing the kit. */
const offeredFont = (family: string) => FontFamily.catch(DEFAULT_FONT_FAMILY).parse(family);
const toBrandStyle = (row: BrandStyleRow | undefined): BrandStyleData =>
  row
    ? {
        style: { palette: row.palette, heading_font: offeredFont(row.heading_font), body_font: offeredFont(row.body_font) },
        updated_at: new Date(row.updated_at).toISOString(),
      }
    : { style: null, updated_at: null };

/** The brand colours and fonts of the space the caller works in: every member's to read and use. */
export async function getBrandStyle(ctx: AppContext, actor: Actor): Promise<BrandStyleData> {
  return toBrandStyle(await store.findBrandStyle(ctx.db, actor.space.id));
}

/**
 * Sets the brand colours and fonts of the space the caller works in. One style per space, so whoever may
 * change the kit's files (assets.write, the brand_kit plan feature: both checked at the call) sets it.
 */
export async function saveBrandStyle(ctx: AppContext, actor: Actor, style: z.output<typeof BrandStyleSaveRequest>): Promise<BrandStyleData> {
  const row = await store.saveBrandStyle(ctx.db, {
    space_id: actor.space.id,
    palette: style.palette,
    heading_font: style.heading_font,
    body_font: style.body_font,
    updated_by: actor.userId,
  });
  return toBrandStyle(row);
}
