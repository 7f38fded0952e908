import { sql } from 'kysely';
import { announceChange } from '../../platform/cache/changes.js';
import { containsPattern, type Db } from '../../platform/db/index.js';
import { type Visibility, whereVisibleTo } from '../../platform/db/visibility.js';
import type { Insertable, Updateable } from 'kysely';
import type { Project, ProjectsTable } from '../../platform/db/schema.js';

/**
 * SQL of projects, their folders and the files their documents use. Every function takes a Db or a
 * transaction. Rows name their creator by id only: the nickname is the users module's (service.ts adds it).
 */

/**
 * What project writes announce: the project list and status answers of the space are cached
 * (platform/cache/changes.ts). Writes by id learn the space from the rows they change.
 */
export const projectsChanged = (spaceId: string) => `projects:${spaceId}`;
const announceSpaces = (rows: readonly { space_id: string }[]) => announceChange(...new Set(rows.map((r) => projectsChanged(r.space_id))));

const liveProjects = (db: Db) => db.selectFrom('projects').selectAll('projects').where('projects.deleted_at', 'is', null);

export async function findProject(db: Db, id: string): Promise<Project | undefined> {
  return liveProjects(db).where('projects.id', '=', id).executeTakeFirst();
}

/** The project, locked until the caller's transaction ends (what a render's submit checks and changes). */
export async function lockProject(db: Db, id: string): Promise<Project | undefined> {
  return liveProjects(db).where('projects.id', '=', id).forUpdate().executeTakeFirst();
}

/** Of these projects, the ones the user may see. */
export async function findVisibleProjects(db: Db, vis: Visibility, ids: string[]): Promise<Project[]> {
  if (!ids.length) return [];
  return liveProjects(db).where('projects.id', 'in', ids).where(whereVisibleTo(vis, 'projects')).execute();
}

export interface ListQuery {
  spaceId: string;
  filter: 'all' | 'video' | 'draft';
  sort: 'modified' | 'created';
  order: 'asc' | 'desc';
  folder?: string;
  q?: string;
  limit: number;
  offset: number;
}

export async function listProjects(db: Db, q: ListQuery): Promise<{ rows: Project[]; total: number }> {
  let base = liveProjects(db).where('projects.space_id', '=', q.spaceId);
  if (q.filter === 'video') base = base.where('projects.rendered_at', 'is not', null);
  if (q.filter === 'draft') base = base.where('projects.rendered_at', 'is', null);
  if (q.folder === 'root') base = base.where('projects.folder_id', 'is', null);
  else if (q.folder) base = base.where('projects.folder_id', '=', q.folder);
  if (q.q) base = base.where('projects.name', 'ilike', containsPattern(q.q));
  const column = q.sort === 'created' ? 'projects.created_at' : 'projects.updated_at';
  const [rows, count] = await Promise.all([
    base.orderBy(column, q.order).orderBy('projects.id', q.order).limit(q.limit).offset(q.offset).execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Folders with how many live projects they hold. */
const foldersWithCount = (db: Db) =>
  db
    .selectFrom('project_folders')
    .selectAll('project_folders')
    .select((eb) =>
      eb
        .selectFrom('projects')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('projects.folder_id', '=', 'project_folders.id')
        .where('projects.deleted_at', 'is', null)
        .as('count'),
    );

export async function folderById(db: Db, id: string) {
  return foldersWithCount(db).where('project_folders.id', '=', id).executeTakeFirst();
}

export async function listFolders(db: Db, spaceId: string) {
  return foldersWithCount(db).where('project_folders.space_id', '=', spaceId).orderBy('project_folders.name').execute();
}

export async function spaceOfProject(db: Db, projectId: string): Promise<string> {
  const row = await db.selectFrom('projects').select('space_id').where('id', '=', projectId).executeTakeFirstOrThrow();
  return row.space_id;
}

export async function insertProject(db: Db, row: Insertable<ProjectsTable>): Promise<void> {
  await db.insertInto('projects').values(row).execute();
  announceSpaces([row]);
}

export interface DocumentUpdate {
  document: string;
  aspectRatio: string;
  estDuration: number;
  name?: string;
}

/** A new revision of the document (and the name, when given). */
export async function updateDocument(db: Db, id: string, u: DocumentUpdate): Promise<void> {
  await db
    .updateTable('projects')
    .set((eb) => ({
      document: u.document,
      revision: eb('revision', '+', 1),
      aspect_ratio: u.aspectRatio,
      est_duration: u.estDuration,
      updated_at: new Date(),
      ...(u.name ? { name: u.name } : {}),
    }))
    .where('id', '=', id)
    .returning('space_id')
    .execute()
    .then(announceSpaces);
}

/** Replaces the list of files a project's document uses. */
export async function setProjectAssets(db: Db, projectId: string, assetIds: string[]): Promise<void> {
  await db.deleteFrom('project_assets').where('project_id', '=', projectId).execute();
  if (assetIds.length)
    await db
      .insertInto('project_assets')
      .values(assetIds.map((asset_id) => ({ project_id: projectId, asset_id })))
      .execute();
}

/** Live projects of a space that use any of the files, one row per project and file. */
export async function projectsUsingAssets(db: Db, spaceId: string, assetIds: string[]) {
  if (!assetIds.length) return [];
  return db
    .selectFrom('project_assets')
    .innerJoin('projects', 'projects.id', 'project_assets.project_id')
    .select(['projects.id', 'projects.name', 'project_assets.asset_id'])
    .where('projects.space_id', '=', spaceId)
    .where('projects.deleted_at', 'is', null)
    .where('project_assets.asset_id', 'in', assetIds)
    .execute();
}

export async function renameProject(db: Db, id: string, name: string): Promise<void> {
  announceSpaces(await db.updateTable('projects').set({ name, updated_at: new Date() }).where('id', '=', id).returning('space_id').execute());
}

export async function moveToFolder(db: Db, ids: string[], folderId: string | null): Promise<void> {
  announceSpaces(await db.updateTable('projects').set({ folder_id: folderId, updated_at: new Date() }).where('id', 'in', ids).returning('space_id').execute());
}

/** Into the trash: the rows stay (the usage table keeps their renders); lists no longer show them. */
export async function markDeleted(db: Db, ids: string[]): Promise<void> {
  announceSpaces(
    await db.updateTable('projects').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', 'in', ids).returning('space_id').execute(),
  );
}

export async function insertFolder(db: Db, row: { id: string; space_id: string; created_by: string; name: string }): Promise<void> {
  await db.insertInto('project_folders').values(row).execute();
}

export async function renameFolder(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('project_folders').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteFolder(db: Db, id: string): Promise<void> {
  // Its projects leave it (the foreign key sets them free): the space's lists change.
  announceSpaces(await db.deleteFrom('project_folders').where('id', '=', id).returning('space_id').execute());
}

/** Projects made by a user or kept in any of the spaces, in the trash too. */
export async function projectsOfAccount(db: Db, userId: string | null, spaceIds: string[]) {
  return db
    .selectFrom('projects')
    .select(['id', 'status', 'current_render_id'])
    .where((eb) => eb.or([...(userId ? [eb('created_by', '=', userId)] : []), ...(spaceIds.length ? [eb('space_id', 'in', spaceIds)] : [])]))
    .execute();
}

/** A guest's folders and projects, to an account's space. */
export async function moveWork(db: Db, fromUserId: string, toUserId: string, spaceId: string): Promise<number> {
  await db.updateTable('project_folders').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).execute();
  const moved = await db.updateTable('projects').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).executeTakeFirst();
  announceChange(projectsChanged(spaceId));
  return Number(moved.numUpdatedRows);
}

export type RenderState = Partial<
  Pick<
    Updateable<ProjectsTable>,
    | 'status'
    | 'progress'
    | 'stage'
    | 'error'
    | 'video_key'
    | 'thumb_key'
    | 'preview_key'
    | 'duration'
    | 'size_bytes'
    | 'width'
    | 'height'
    | 'watermark'
    | 'credits'
    | 'rendered_at'
  >
>;

/**
 * The project's side of a render. With a guard, the project follows only while that render is still
 * its current one (a stale job must not overwrite a newer render's state) and, when given, while the
 * project is in that status (late progress must not reopen a finished render); `current` starts a new one.
 */
export async function setRenderState(
  db: Db,
  projectId: string,
  state: RenderState & { current?: string },
  guard?: { renderId: string; status?: Project['status'] },
): Promise<void> {
  const { current, ...rest } = state;
  let q = db
    .updateTable('projects')
    .set({ ...rest, ...(current ? { current_render_id: current } : {}), updated_at: new Date() })
    .where('id', '=', projectId);
  if (guard) q = q.where('current_render_id', '=', guard.renderId);
  if (guard?.status) q = q.where('status', '=', guard.status);
  announceSpaces(await q.returning('space_id').execute());
}

/** Names of projects, deleted ones included (the usage table lists what was made, even if thrown away since). */
export async function projectNames(db: Db, ids: string[]): Promise<Map<string, { name: string; deleted: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('projects').select(['id', 'name', 'deleted_at']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, deleted: r.deleted_at !== null }]));
}

// ---- editing locks ------------------------------------------------------------------------------------

/** The lock of a draft, locked until the caller's transaction ends (so two editors cannot both take it). */
export const findEditLockForUpdate = (db: Db, projectId: string) =>
  db.selectFrom('edit_locks').selectAll().where('project_id', '=', projectId).forUpdate().executeTakeFirst();

export const findEditLock = (db: Db, projectId: string) => db.selectFrom('edit_locks').selectAll().where('project_id', '=', projectId).executeTakeFirst();

export const upsertEditLock = (db: Db, projectId: string, userId: string, at: Date) =>
  db
    .insertInto('edit_locks')
    .values({ project_id: projectId, user_id: userId, heartbeat_at: at })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ user_id: userId, heartbeat_at: at }))
    .execute();

export const deleteEditLock = (db: Db, projectId: string, userId: string) =>
  db.deleteFrom('edit_locks').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
