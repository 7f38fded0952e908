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
} from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { canManage, currentSpaceId, roleIn } from '../spaces/policy.js';
import { toAsset, toFolder } from './present.js';
import { spaceUsage } from './quota.js';
import * as store from './store.js';

const NOT_FOUND = 'This file does not exist or was deleted.';
const FOLDER_NOT_FOUND = 'This folder does not exist or was deleted.';

export async function listAssets(ctx: AppContext, userId: string, q: z.output<typeof AssetListRequest>) {
  const spaceId = await currentSpaceId(ctx.db, userId);
  let query = store.assetColumns(ctx.db).where('a.space_id', '=', spaceId);
  if (q.folder === 'root') query = query.where('a.folder_id', 'is', null);
  else if (q.folder) query = query.where('a.folder_id', '=', q.folder);
  if (q.kind) query = query.where('a.kind', '=', q.kind);
  if (q.brand_slot) query = query.where('a.brand_slot', '=', q.brand_slot);
  if (q.q) query = query.where('a.name', 'ilike', `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const column = ({ created: 'a.created_at', modified: 'a.updated_at', name: 'a.name', size: 'a.size_bytes' } as const)[q.sort];
  const [items, count, usage] = await Promise.all([
    query
      .orderBy(column, q.order)
      .orderBy('a.id', q.order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    spaceUsage(ctx.db, spaceId),
  ]);
  return { items: items.map((r) => toAsset(r, ctx.storage)), total: Number(count?.n ?? 0), page: q.page, page_size: q.page_size, usage };
}

async function loadVisible(ctx: AppContext, userId: string, id: string) {
  const row = await store.findAsset(ctx.db, id);
  if (!row || (await roleIn(ctx.db, userId, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return row;
}

/** The assets the caller may manage (owner/admin: all of the space; collaborator: their own), all or nothing. */
async function loadManageable(ctx: AppContext, userId: string, ids: string[]) {
  const rows = await store.findAssets(ctx.db, [...new Set(ids)]);
  const allowed = await Promise.all(rows.map((r) => canManage(ctx.db, userId, r)));
  if (rows.length !== new Set(ids).size || allowed.includes(false)) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return rows;
}

export async function getAsset(ctx: AppContext, userId: string, id: string) {
  return toAsset(await loadVisible(ctx, userId, id), ctx.storage);
}

export async function renameAsset(ctx: AppContext, userId: string, id: string, name: string) {
  const [row] = await loadManageable(ctx, userId, [id]);
  await ctx.db
    .updateTable('assets')
    .set({ name: keepExtension(name, row!.name), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return getAsset(ctx, userId, id);
}

/** A rename that drops the extension keeps the old one, so downloads still open in the right program. */
function keepExtension(name: string, old: string): string {
  const ext = /\.[a-z0-9]{1,8}$/i.exec(old)?.[0];
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) && !/\.[a-z0-9]{1,8}$/i.test(name) ? `${name}${ext}` : name;
}

async function loadFolder(ctx: AppContext, userId: string, id: string) {
  const row = await store.folderColumns(ctx.db).where('f.id', '=', id).executeTakeFirst();
  if (!row || (await roleIn(ctx.db, userId, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
  return row;
}

export async function moveAssets(ctx: AppContext, userId: string, input: z.output<typeof AssetMoveRequest>) {
  const rows = await loadManageable(ctx, userId, input.ids);
  if (input.folder_id) {
    const folder = await loadFolder(ctx, userId, input.folder_id);
    if (rows.some((r) => r.space_id !== folder.space_id)) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
    if (folder.type !== 'media' && rows.some((r) => r.kind !== BRAND_SLOT_KINDS[folder.type as keyof typeof BRAND_SLOT_KINDS])) {
      throw new AppError(ErrorCode.VALIDATION, `Only ${BRAND_SLOT_KINDS[folder.type as keyof typeof BRAND_SLOT_KINDS]} files go into this brand-kit folder.`);
    }
    // Moving into a brand-kit folder puts the files into that slot of the kit.
    const slot = folder.type === 'media' ? undefined : folder.type;
    await ctx.db
      .updateTable('assets')
      .set({ folder_id: folder.id, ...(slot ? { brand_slot: slot } : {}), updated_at: new Date() })
      .where('id', 'in', input.ids)
      .execute();
    return;
  }
  await ctx.db.updateTable('assets').set({ folder_id: null, updated_at: new Date() }).where('id', 'in', input.ids).execute();
}

export async function setBrandSlot(ctx: AppContext, userId: string, input: z.output<typeof AssetBrandRequest>) {
  const rows = await loadManageable(ctx, userId, input.ids);
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
    await trx
      .updateTable('assets')
      .set({ folder_id: null })
      .where('id', 'in', input.ids)
      .where('folder_id', 'in', (eb) => eb.selectFrom('asset_folders').select('id').where('type', '!=', 'media'))
      .execute();
    await trx.updateTable('assets').set({ brand_slot: input.brand_slot, updated_at: new Date() }).where('id', 'in', input.ids).execute();
  });
}

/**
 * Deletes files. Files that projects use are deleted only when the user confirmed; those projects then
 * refuse to render with a clear message (ASSET_MISSING) until another file is picked.
 */
export async function deleteAssets(ctx: AppContext, userId: string, ids: string[], confirm: boolean) {
  const rows = await loadManageable(ctx, userId, ids);
  const spaceIds = [...new Set(rows.map((r) => r.space_id))];
  if (!confirm) {
    const users = (await Promise.all(spaceIds.map((s) => store.projectsUsing(ctx.db, s, ids)))).flat();
    if (users.length) throw new AppError(ErrorCode.ASSET_IN_USE, undefined, { projects: users });
  }
  await ctx.db.deleteFrom('assets').where('id', 'in', ids).execute();
  // Files go after the rows: a crash in between leaves an orphan file, never a row without its file.
  for (const r of rows) {
    await ctx.storage.remove(r.storage_key).catch((err) => ctx.log.warn({ err, key: r.storage_key }, 'asset file not removed'));
    if (r.thumb_key) await ctx.storage.remove(r.thumb_key).catch(() => {});
  }
}

export async function listFolders(ctx: AppContext, userId: string, q: z.output<typeof AssetFolderListRequest>) {
  const spaceId = await currentSpaceId(ctx.db, userId);
  const rows = await store.folderColumns(ctx.db).where('f.space_id', '=', spaceId).where('f.type', '=', q.type).orderBy('f.name').execute();
  return { items: rows.map(toFolder) };
}

export async function createFolder(ctx: AppContext, userId: string, input: z.output<typeof AssetFolderCreateRequest>) {
  const spaceId = await currentSpaceId(ctx.db, userId);
  const brandKit = input.type !== 'media';
  const id = crypto.randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // Serialise folder creation per space so two tabs cannot both slip under the limit.
    await trx.selectFrom('spaces').select('id').where('id', '=', spaceId).forUpdate().execute();
    const existing = await trx
      .selectFrom('asset_folders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('space_id', '=', spaceId)
      .where('type', brandKit ? '!=' : '=', 'media')
      .executeTakeFirst();
    const limit = brandKit ? BRAND_KIT_FOLDER_LIMIT : ASSET_FOLDER_LIMIT;
    if (Number(existing?.n ?? 0) >= limit) throw new AppError(ErrorCode.FOLDER_LIMIT, undefined, { limit });
    await trx
      .insertInto('asset_folders')
      .values({ id, space_id: spaceId, created_by: userId, name: input.name, type: input.type, expires_at: input.expires_at ?? null })
      .execute();
  });
  return toFolder(await loadFolder(ctx, userId, id));
}

async function loadManageableFolder(ctx: AppContext, userId: string, id: string) {
  const row = await loadFolder(ctx, userId, id);
  if (!(await canManage(ctx.db, userId, row))) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
  return row;
}

export async function renameFolder(ctx: AppContext, userId: string, input: z.output<typeof AssetFolderRenameRequest>) {
  await loadManageableFolder(ctx, userId, input.id);
  await ctx.db.updateTable('asset_folders').set({ name: input.name, updated_at: new Date() }).where('id', '=', input.id).execute();
  return toFolder(await loadFolder(ctx, userId, input.id));
}

/** Deletes a folder; its files move out of it (and stay in their brand-kit slot). */
export async function deleteFolder(ctx: AppContext, userId: string, id: string) {
  await loadManageableFolder(ctx, userId, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('assets').set({ folder_id: null }).where('folder_id', '=', id).execute();
    await trx.deleteFrom('asset_folders').where('id', '=', id).execute();
  });
}
