import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Render, RendersTable } from '../../platform/db/schema.js';

/** SQL of renders and of the live-status stream's tickets. Every function takes a Db or a transaction. */

export async function insertRender(db: Db, row: Insertable<RendersTable>): Promise<void> {
  await db.insertInto('renders').values(row).execute();
}

export async function findRender(db: Db, id: string): Promise<Render | undefined> {
  return db.selectFrom('renders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row locked until the transaction ends: the one place a render's end is decided. */
export async function lockRender(db: Db, id: string): Promise<Render | undefined> {
  return db.selectFrom('renders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateRender(db: Db, id: string, set: Updateable<RendersTable>): Promise<void> {
  await db.updateTable('renders').set(set).where('id', '=', id).execute();
}

/** A queued render starts (or a re-run after a crash goes on); an ended one is left alone. */
export async function markGenerating(db: Db, id: string, startedAt: Date): Promise<void> {
  await db
    .updateTable('renders')
    .set({ status: 'generating', started_at: startedAt })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'generating'])
    .execute();
}

/** Whether a project has a render made at or after `since` that is waiting, running or rendered. */
export async function hasRenderSince(db: Db, projectId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('renders')
    .select('id')
    .where('project_id', '=', projectId)
    .where('created_at', '>=', since)
    .where('status', 'in', ['queued', 'generating', 'rendered'])
    .executeTakeFirst();
  return !!row;
}

/**
 * Videos a payer's credits have made (spec 001 §6 "up to 3 videos"): projects with a render that was not
 * cancelled or failed, the project being rendered again aside (a re-render makes no new video).
 */
export async function countVideosPaidBy(db: Db, payerId: string, exceptProjectId: string): Promise<number> {
  const row = await db
    .selectFrom('renders')
    .select((eb) => eb.fn.count<number>('project_id').distinct().as('n'))
    .where((eb) => eb.or([eb('paid_by', '=', payerId), eb.and([eb('paid_by', 'is', null), eb('user_id', '=', payerId)])]))
    .where('status', 'in', ['queued', 'generating', 'rendered'])
    .where('project_id', '!=', exceptProjectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Renders of guests from one network in the last day, cancelled ones aside. */
export async function countGuestRenders(db: Db, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('renders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guest_ip', '=', ip)
    .where('status', '!=', 'cancelled')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A guest's render history, to the account it signed up as. */
export async function moveRenders(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  await db.updateTable('renders').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
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

export async function insertStreamTicket(
  db: Db,
  row: { ticket_hash: string; user_id: string; project_ids: string; expires_at: Date; space_id: string; by_api_key: boolean },
): Promise<void> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<', new Date()).execute();
  await db.insertInto('stream_tickets').values(row).execute();
}

/** Deletes the ticket and answers what it held: a ticket opens one stream. */
export async function takeStreamTicket(db: Db, ticketHash: string) {
  return db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', ticketHash)
    .returning(['user_id', 'project_ids', 'expires_at', 'space_id', 'by_api_key'])
    .executeTakeFirst();
}

/** Renders of these projects: one array parameter however many there are. */
const ofProjects = (ids: readonly string[]) => sql<boolean>`project_id = any(${[...ids]}::uuid[])`;

/**
 * Renders of these projects (a space's, for its usage) in a time range: the page asked for, newest
 * first, how many there are and the credits the rendered ones cost.
 */
export async function rendersOfProjects(db: Db, projectIds: readonly string[], from: Date, to: Date, limit: number, offset: number) {
  const q = db.selectFrom('renders').where(ofProjects(projectIds)).where('created_at', '>=', from).where('created_at', '<', to);
  const [items, total, spent] = await Promise.all([
    q
      .select(['id', 'project_id', 'status', 'credits', 'duration', 'est_duration', 'created_at', 'user_id', 'origin'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
    q.select(sql<string>`coalesce(sum(credits) filter (where status = 'rendered'), 0)`.as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(total?.n ?? 0), spent: Number(spent?.n ?? 0) };
}

/** Credits of these projects' rendered videos per UTC day. */
export async function renderCreditsPerDay(db: Db, projectIds: readonly string[], from: Date, to: Date) {
  const rows = await db
    .selectFrom('renders')
    .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), sql<string>`coalesce(sum(credits), 0)`.as('credits')])
    .where(ofProjects(projectIds))
    .where('status', '=', 'rendered')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.credits)]));
}
