import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Project } from '../../platform/db/schema.js';

/** SQL of projects and folders. Every function takes a Db or a transaction. */

export type ProjectRow = Project & { creator_nickname: string };

const withCreator = (db: Db) =>
  db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.created_by')
    .selectAll('projects')
    .select('users.nickname as creator_nickname')
    .where('projects.deleted_at', 'is', null);

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  return withCreator(db).where('projects.id', '=', id).executeTakeFirst();
}

export async function findProjects(db: Db, ids: string[]): Promise<ProjectRow[]> {
  if (!ids.length) return [];
  return withCreator(db).where('projects.id', 'in', ids).execute();
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

export async function listProjects(db: Db, q: ListQuery): Promise<{ rows: ProjectRow[]; total: number }> {
  let base = withCreator(db).where('projects.space_id', '=', q.spaceId);
  if (q.filter === 'video') base = base.where('projects.rendered_at', 'is not', null);
  if (q.filter === 'draft') base = base.where('projects.rendered_at', 'is', null);
  if (q.folder === 'root') base = base.where('projects.folder_id', 'is', null);
  else if (q.folder) base = base.where('projects.folder_id', '=', q.folder);
  if (q.q) base = base.where('projects.name', 'ilike', `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const column = q.sort === 'created' ? 'projects.created_at' : 'projects.updated_at';
  const [rows, count] = await Promise.all([
    base.orderBy(column, q.order).orderBy('projects.id', q.order).limit(q.limit).offset(q.offset).execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Folders with their creator's nickname and how many live projects they hold. */
const foldersWithCount = (db: Db) =>
  db
    .selectFrom('project_folders')
    .innerJoin('users', 'users.id', 'project_folders.created_by')
    .selectAll('project_folders')
    .select('users.nickname as creator_nickname')
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

/** Seconds an average recent render took, for queue estimates (45 s until there is history). */
export async function recentRenderSeconds(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('renders')
        .select(sql<number>`extract(epoch from (finished_at - started_at))`.as('secs'))
        .where('status', '=', 'rendered')
        .where('started_at', 'is not', null)
        .orderBy('finished_at', 'desc')
        .limit(20)
        .as('recent'),
    )
    .select(sql<string | null>`avg(secs)`.as('avg'))
    .executeTakeFirst();
  const avg = Number(row?.avg ?? NaN);
  return Number.isFinite(avg) && avg > 0 ? avg : 45;
}

/** Renders waiting ahead of one queued at `createdAt` (all of them when absent). */
export async function queuedAhead(db: Db, createdAt?: Date): Promise<{ ahead: number; active: number }> {
  let waiting = db.selectFrom('renders').select(sql<string>`count(*)`.as('n')).where('status', '=', 'queued');
  if (createdAt) waiting = waiting.where('created_at', '<', createdAt);
  const [w, a] = await Promise.all([
    waiting.executeTakeFirst(),
    db.selectFrom('renders').select(sql<string>`count(*)`.as('n')).where('status', '=', 'generating').executeTakeFirst(),
  ]);
  return { ahead: Number(w?.n ?? 0), active: Number(a?.n ?? 0) };
}

export async function spaceOfProject(db: Db, projectId: string): Promise<string> {
  const row = await db.selectFrom('projects').select('space_id').where('id', '=', projectId).executeTakeFirstOrThrow();
  return row.space_id;
}
