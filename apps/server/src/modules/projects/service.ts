import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  ErrorCode,
  RENDERING_STATUSES,
  type FolderCreateRequest,
  type FolderRenameRequest,
  type ProjectListRequest,
  type ProjectMoveRequest,
  type ProjectEvent,
  type ProjectSaveRequest,
  type ProjectSummary,
} from '@framecast/contract';
import { documentScript, estimateVideoSeconds, projectNameFromScript, type TimelineDoc } from '@framecast/timeline';
import type { FileLinks } from '../../platform/storage/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { assertCanManage, roleIn, visibilityOf } from '../spaces/service.js';
import { assertNotLockedByOther } from './locks.js';
import { type WithCreator, withCreatorNickname, withCreatorNicknames } from '../users/service.js';
import { acceptDocument, assetIdsOf, readDocument } from './documents.js';
import { toDetail, toResult, toSummary } from './present.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

// What other modules use of projects (render, assets, accounts): through here only.
export { projectFilesOf } from './account-files.js';
export { readDocument } from './documents.js';
export { toSummary } from './present.js';
export type { RenderPort } from './render-port.js';
export { projectNames, projectsOfAccount, projectsUsingAssets, setRenderState, spaceOfProject } from './store.js';
export { moveGuestProjects } from './transfer.js';

/** A live project with its creator's nickname, as the presenters take it (render shows it too). */
export const findProject = async (db: Db, id: string) => withCreatorNickname(db, await store.findProject(db, id));

const NOT_FOUND = 'This project does not exist or was deleted.';
const FOLDER_NOT_FOUND = 'This folder does not exist or was deleted.';

/** A name from the script's first words when the client gives none. */
const nameFromScript = (script: string): string => projectNameFromScript(script) || 'Untitled video';

export async function loadManageable(ctx: AppContext, actor: Actor, id: string) {
  const row = await store.findProject(ctx.db, id);
  await assertCanManage(ctx.db, actor, row, NOT_FOUND);
  return row!;
}

/** A project the actor may change, locked until the transaction `trx` ends; 40400/40300 as loadManageable. */
export async function lockManageable(trx: Db, actor: Actor, id: string) {
  const row = await store.lockProject(trx, id);
  await assertCanManage(trx, actor, row, NOT_FOUND);
  return row!;
}

/** A project the user may see (any member of its space), or 40400. */
async function loadVisible(ctx: AppContext, actor: Actor, id: string) {
  const row = await findProject(ctx.db, id);
  if (!row || (await roleIn(ctx.db, actor, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return row;
}

/** A generating project with its render's live progress (the job's; the row holds only start and end). */
async function withLiveProgress<R extends { status: string; current_render_id: string | null; progress: number; stage: string | null }>(
  ctx: AppContext,
  row: R,
): Promise<R> {
  if (row.status !== 'generating' || !row.current_render_id) return row;
  const live = await ctx.renders.progress(row.current_render_id);
  return live ? { ...row, progress: Math.max(row.progress, Math.min(0.99, live.progress)), stage: live.stage ?? row.stage } : row;
}

/** Removes a draft the user just made and could not queue (it has no render and no files yet). */
export async function discardDraft(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const row = await loadManageable(ctx, actor, id);
  if (row.status === 'draft') await store.markDeleted(ctx.db, [id]);
}

/** A project the user may see, as a template's source: its space, document and rendered files. */
export async function projectForTemplate(ctx: AppContext, actor: Actor, id: string) {
  const row = await loadVisible(ctx, actor, id);
  return { spaceId: row.space_id, name: row.name, doc: readDocument(row.document), thumbKey: row.thumb_key, videoKey: row.video_key };
}

export async function getProject(ctx: AppContext, actor: Actor, id: string) {
  const row = await withLiveProgress(ctx, await loadVisible(ctx, actor, id));
  return toDetail(row, readDocument(row.document), ctx.storage.links(actor.userId), await ctx.renders.estimator().forProject(row));
}

async function insertDraft(
  ctx: AppContext,
  actor: Actor,
  d: { doc: TimelineDoc; est: number; name: string; source: string; category: string; folderId: string | null },
): Promise<string> {
  const id = crypto.randomUUID();
  const spaceId = actor.space.id;
  await ctx.db.transaction().execute(async (trx) => {
    await store.insertProject(trx, {
      id,
      space_id: spaceId,
      created_by: actor.userId,
      folder_id: d.folderId,
      name: d.name,
      category: d.category,
      source: d.source,
      status: 'draft',
      document: JSON.stringify(d.doc),
      aspect_ratio: d.doc.aspectRatio,
      est_duration: d.est,
      current_render_id: null,
      stage: null,
      error: null,
      video_key: null,
      thumb_key: null,
      preview_key: null,
      duration: null,
      size_bytes: null,
      width: null,
      height: null,
      rendered_at: null,
      deleted_at: null,
    });
    await store.setProjectAssets(trx, id, assetIdsOf(d.doc));
  });
  return id;
}

export async function saveProject(ctx: AppContext, actor: Actor, input: z.output<typeof ProjectSaveRequest>) {
  const doc = acceptDocument(input.document);
  const est = estimateVideoSeconds(doc);
  if (!input.id) {
    const id = await insertDraft(ctx, actor, {
      doc,
      est,
      name: input.name ?? nameFromScript(documentScript(doc)),
      source: input.source,
      category: input.category,
      folderId: null,
    });
    return getProject(ctx, actor, id);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const row = await store.findProject(trx, input.id!);
    await assertCanManage(trx, actor, row, NOT_FOUND);
    if (RENDERING_STATUSES.includes(row!.status)) throw new AppError(ErrorCode.PROJECT_BUSY);
    await assertNotLockedByOther(trx, actor.userId, input.id!);
    if (input.revision !== undefined && input.revision !== row!.revision) throw new AppError(ErrorCode.REVISION_CONFLICT);
    await store.updateDocument(trx, input.id!, { document: JSON.stringify(doc), aspectRatio: doc.aspectRatio, estDuration: est, name: input.name });
    await store.setProjectAssets(trx, input.id!, assetIdsOf(doc));
  });
  return getProject(ctx, actor, input.id);
}

/**
 * The space's projects, a page at a time. The answer is cached per space, member and question until a
 * project of the space changes (the store announces each write); one with a render waiting or running is
 * live (progress, queue estimate) and read each time. Per member, because its links name their holder:
 * another member's would stop opening when that member leaves the space.
 */
export function listProjects(ctx: AppContext, actor: Actor, q: z.output<typeof ProjectListRequest>) {
  const spaceId = actor.space.id;
  const key = `${spaceId}:${actor.userId}:${JSON.stringify(q)}`;
  return ctx.caches.named<Awaited<ReturnType<typeof readProjectList>>>('project-list', HOT_TTL_MS).get(key, async () => {
    const answer = await readProjectList(ctx, ctx.storage.links(actor.userId), spaceId, q);
    return { value: answer, dependsOn: [store.projectsChanged(spaceId), ...answer.items.map((i) => i.created_by.id)], until: liveUntil(answer.items) };
  });
}
/** Backstop of the cached project answers; signed links in them last far longer. */
const HOT_TTL_MS = 30_000;
/** A page showing a render that is waiting or running changes by itself: it is not kept. */
const liveUntil = (items: readonly { status: string }[]) => (items.some((i) => RENDERING_STATUSES.includes(i.status as never)) ? 0 : undefined);

async function readProjectList(ctx: AppContext, links: FileLinks, spaceId: string, q: z.output<typeof ProjectListRequest>) {
  const { rows, total } = await store.listProjects(ctx.db, {
    spaceId,
    filter: q.filter,
    sort: q.sort,
    order: q.order,
    folder: q.folder,
    q: q.q,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const queue = ctx.renders.estimator();
  const items = await Promise.all(
    (await withCreatorNicknames(ctx.db, rows)).map(async (r) => toSummary(await withLiveProgress(ctx, r), links, await queue.forProject(r))),
  );
  return { items, total, page: q.page, page_size: q.page_size };
}

/** project/status: cached like the list, per caller and ids, until one of their spaces' projects changes. */
export function projectStatuses(ctx: AppContext, actor: Actor, ids: string[]) {
  const key = `${actor.userId}:${actor.kind === 'apiKey' ? actor.space.id : '*'}:${ids.join(',')}`;
  return ctx.caches.named<ProjectSummary[]>('project-status', HOT_TTL_MS).get(key, async () => {
    const rows = await visibleRows(ctx, actor, ids);
    const links = ctx.storage.links(actor.userId);
    const items = rows.map(({ row, queueMinutes }) => toSummary(row, links, queueMinutes));
    const spaces = [...new Set([actor.space.id, ...rows.map((r) => r.row.space_id)])];
    // Membership decides what is visible: the user's own changes (joining, leaving) drop it too.
    return { value: items, dependsOn: [actor.userId, ...spaces.map(store.projectsChanged), ...items.map((i) => i.created_by.id)], until: liveUntil(items) };
  });
}

/** The live-status stream's events: summaries, and a finished render's video with its project. */
export async function projectEvents(ctx: AppContext, actor: Actor, ids: string[]): Promise<ProjectEvent[]> {
  const links = ctx.storage.links(actor.userId);
  return (await visibleRows(ctx, actor, ids)).map(({ row, queueMinutes }) => ({
    ...toSummary(row, links, queueMinutes),
    ...(row.status === 'rendered' ? { result: toResult(row, links) } : {}),
  }));
}

/** Rows of the projects the user may see, with the queue estimate of those waiting. */
async function visibleRows(ctx: AppContext, actor: Actor, ids: string[]) {
  const queue = ctx.renders.estimator();
  const visible = await withCreatorNicknames(ctx.db, await store.findVisibleProjects(ctx.db, await visibilityOf(ctx.db, actor), ids));
  return Promise.all(visible.map(async (row) => ({ row: await withLiveProgress(ctx, row), queueMinutes: await queue.forProject(row) })));
}

export async function renameProject(ctx: AppContext, actor: Actor, id: string, name: string) {
  await loadManageable(ctx, actor, id);
  await store.renameProject(ctx.db, id, name);
  const row = await findProject(ctx.db, id);
  return toSummary(row!, ctx.storage.links(actor.userId));
}

/** Edit As New: the same document as a new draft, in the same folder. */
export async function duplicateProject(ctx: AppContext, actor: Actor, id: string) {
  const row = await loadVisible(ctx, actor, id);
  const doc = readDocument(row.document);
  const copy = await insertDraft(ctx, actor, {
    doc,
    est: estimateVideoSeconds(doc),
    name: `${row.name.slice(0, 93)} (copy)`,
    source: 'edit_as_new',
    category: row.category,
    folderId: row.folder_id,
  });
  return getProject(ctx, actor, copy);
}

export async function moveProjects(ctx: AppContext, actor: Actor, input: z.output<typeof ProjectMoveRequest>) {
  const spaceId = actor.space.id;
  if (input.folder_id) {
    const folder = await store.folderById(ctx.db, input.folder_id);
    if (!folder || folder.space_id !== spaceId) throw new AppError(ErrorCode.NOT_FOUND, FOLDER_NOT_FOUND);
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const id of input.ids) {
      const row = await store.findProject(trx, id);
      await assertCanManage(trx, actor, row, NOT_FOUND);
      if (row!.space_id !== spaceId) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    }
    await store.moveToFolder(trx, input.ids, input.folder_id);
  });
}

// ---- folders ---------------------------------------------------------------------------------------

type FolderRow = WithCreator<NonNullable<Awaited<ReturnType<typeof store.folderById>>>>;
const folderOut = (f: FolderRow) => ({
  id: f.id,
  name: f.name,
  count: Number(f.count ?? 0),
  created_by: { id: f.created_by, nickname: f.creator_nickname },
  created_at: new Date(f.created_at).toISOString(),
  updated_at: new Date(f.updated_at).toISOString(),
});

/** A folder with its creator's nickname, as the answers show it. */
const shownFolder = async (ctx: AppContext, id: string) => withCreatorNickname(ctx.db, await store.folderById(ctx.db, id));

export async function listFolders(ctx: AppContext, actor: Actor) {
  const rows = await store.listFolders(ctx.db, actor.space.id);
  return { items: (await withCreatorNicknames(ctx.db, rows)).map(folderOut) };
}

export async function createFolder(ctx: AppContext, actor: Actor, input: z.output<typeof FolderCreateRequest>) {
  const id = crypto.randomUUID();
  await store.insertFolder(ctx.db, { id, space_id: actor.space.id, created_by: actor.userId, name: input.name });
  return folderOut((await shownFolder(ctx, id))!);
}

async function manageableFolder(ctx: AppContext, actor: Actor, id: string) {
  const folder = await store.folderById(ctx.db, id);
  await assertCanManage(ctx.db, actor, folder, FOLDER_NOT_FOUND);
  return folder!;
}

export async function renameFolder(ctx: AppContext, actor: Actor, input: z.output<typeof FolderRenameRequest>) {
  await manageableFolder(ctx, actor, input.id);
  await store.renameFolder(ctx.db, input.id, input.name);
  return folderOut((await shownFolder(ctx, input.id))!);
}

/** Deleting a folder keeps its projects: they move out of it (the foreign key sets them free). */
export async function deleteFolder(ctx: AppContext, actor: Actor, id: string) {
  await manageableFolder(ctx, actor, id);
  await store.deleteFolder(ctx.db, id);
}

/** The space of the project a rendered file (`videos/<project>/…`) belongs to, or null for any other key. */
export async function spaceOfVideoKey(db: Db, key: string): Promise<string | null> {
  const id = /^videos\/([0-9a-f-]{36})\//.exec(key)?.[1];
  return id ? ((await store.findProject(db, id))?.space_id ?? null) : null;
}
