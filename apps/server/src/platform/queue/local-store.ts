import { sql, type UpdateQueryBuilder } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database, JobRow } from '../db/schema.js';

/** SQL of the local queue. Each function is one statement, so no transaction is ever held open. */

const FINISHED = ['done', 'failed', 'cancelled'] as const;
const secondsFromNow = (seconds: number) => sql<Date>`now() + ${seconds}::float8 * interval '1 second'`;

/** A claim on a job: the worker and the attempt it took, so a stale worker's writes change nothing. */
export interface Claim {
  id: string;
  workerId: string;
  attempt: number;
}

/** Inserts a job, or re-arms a finished one with that id; false when one is waiting or running (de-duplicated). */
export async function insertJob(
  db: Db,
  job: { id: string; name: string; version: number; payload: unknown; maxAttempts: number; priority: number },
): Promise<boolean> {
  const row = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      version: job.version,
      payload: JSON.stringify(job.payload),
      status: 'queued',
      max_attempts: job.maxAttempts,
      priority: job.priority,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          version: eb.ref('excluded.version'),
          payload: eb.ref('excluded.payload'),
          max_attempts: eb.ref('excluded.max_attempts'),
          priority: eb.ref('excluded.priority'),
          status: 'queued',
          attempts: 0,
          run_after: sql`now()`,
          lease_until: null,
          worker_id: null,
          progress: 0,
          stage: null,
          error: null,
          created_at: sql`now()`,
          started_at: null,
          finished_at: null,
        }))
        .where('jobs.status', 'in', FINISHED),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the next due job of the given names: a queued one whose time has come, or a running one whose
 * worker stopped renewing its lease. SKIP LOCKED lets several workers claim side by side.
 */
export async function claimJob(db: Db, opts: { names: string[]; workerId: string; leaseSeconds: number }): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql`attempts + 1`,
      worker_id: opts.workerId,
      lease_until: secondsFromNow(opts.leaseSeconds),
      started_at: sql`now()`,
      progress: 0,
      stage: null,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('name', 'in', opts.names)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'queued'), w('run_after', '<=', sql<Date>`now()`)]),
            w.and([w('status', '=', 'running'), w('lease_until', '<', sql<Date>`now()`), w('attempts', '<', w.ref('max_attempts'))]),
          ]),
        )
        .orderBy('priority', 'desc')
        .orderBy('run_after')
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A job whose worker died on its last allowed attempt is failed rather than run again. */
export async function failAbandoned(db: Db): Promise<{ name: string; payload: unknown; error: string | null }[]> {
  return db
    .updateTable('jobs')
    .set({ status: 'failed', error: sql`'The worker running it stopped on attempt ' || attempts`, finished_at: sql`now()`, lease_until: null })
    .where('status', '=', 'running')
    .where('lease_until', '<', sql<Date>`now()`)
    .where('attempts', '>=', (eb) => eb.ref('max_attempts'))
    .returning(['name', 'payload', 'error'])
    .execute();
}

/** Embedded mode has one process: every running row is a dead predecessor's, so its lease ends now. */
export async function expireRunningLeases(db: Db): Promise<number> {
  const rows = await db.updateTable('jobs').set({ lease_until: sql`now() - interval '1 second'` }).where('status', '=', 'running').returning('id').execute();
  return rows.length;
}

/** Extends the lease; says whether the job was cancelled or taken over by another worker instead. */
export async function renewLease(db: Db, claim: Claim, leaseSeconds: number): Promise<'held' | 'cancelled' | 'lost'> {
  const held = await owned(db.updateTable('jobs').set({ lease_until: secondsFromNow(leaseSeconds) }), claim)
    .returning('id')
    .executeTakeFirst();
  if (held) return 'held';
  const row = await db.selectFrom('jobs').select('status').where('id', '=', claim.id).executeTakeFirst();
  return row?.status === 'cancelled' ? 'cancelled' : 'lost';
}

export async function saveProgress(db: Db, claim: Claim, progress: number, stage: string | null): Promise<void> {
  await owned(db.updateTable('jobs').set({ progress, stage }), claim).execute();
}

export async function markDone(db: Db, claim: Claim): Promise<void> {
  await owned(db.updateTable('jobs').set({ status: 'done', progress: 1, error: null, lease_until: null, finished_at: sql`now()` }), claim).execute();
}

export async function markRetry(db: Db, claim: Claim, error: string, delayMs: number): Promise<void> {
  await owned(
    db.updateTable('jobs').set({ status: 'queued', error, run_after: secondsFromNow(delayMs / 1000), lease_until: null, worker_id: null }),
    claim,
  ).execute();
}

export async function markFailed(db: Db, claim: Claim, error: string): Promise<void> {
  await owned(db.updateTable('jobs').set({ status: 'failed', error, lease_until: null, finished_at: sql`now()` }), claim).execute();
}

/** Hands a job back after a shutdown interrupted it; the interrupted run does not count as an attempt. */
export async function releaseJob(db: Db, claim: Claim): Promise<void> {
  await owned(
    db.updateTable('jobs').set({ status: 'queued', attempts: sql`attempts - 1`, run_after: sql`now()`, lease_until: null, worker_id: null }),
    claim,
  ).execute();
}

/** Cancels a waiting or running job; true when it was one of those. */
export async function cancelJob(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', lease_until: null, finished_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countJobs(db: Db, name?: string): Promise<{ waiting: number; active: number }> {
  let q = db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('status');
  if (name) q = q.where('name', '=', name);
  const rows = await q.execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { waiting: n('queued'), active: n('running') };
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only the claim's own worker and attempt may write; a stale worker's writes match no row. */
function owned<O>(q: UpdateQueryBuilder<Database, 'jobs', 'jobs', O>, claim: Claim): UpdateQueryBuilder<Database, 'jobs', 'jobs', O> {
  return q.where('id', '=', claim.id).where('worker_id', '=', claim.workerId).where('attempts', '=', claim.attempt).where('status', '=', 'running');
}
