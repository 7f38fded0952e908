import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/index.js';
import type { JobRow } from '../db/schema.js';
import { JobAborted, notifyGaveUp, retryDelayMs, type JobLogger, type JobRegistry } from './jobs.js';
import * as store from './local-store.js';
import { runAttempt, type AttemptOutcome } from './run-attempt.js';
import { resolveTuning, within, type QueueTuning, type Tuning } from './timing.js';
import type { EnqueueOptions, JobInfo, JobQueue } from './types.js';

export interface LocalQueueOptions {
  db: Db;
  registry: JobRegistry;
  log: JobLogger;
  leaseSeconds: number;
  /** Embedded PGlite: this is the only process, so rows left 'running' belong to a dead predecessor. */
  embedded: boolean;
  tuning?: QueueTuning;
}

interface Running {
  claim: store.Claim;
  abort: AbortController;
  heartbeat: NodeJS.Timeout;
  done: Promise<void>;
}

/** How often a worker sweeps for jobs whose worker died on their last attempt. */
const SWEEP_MS = 5_000;
/** How long close() waits for aborted handlers to wind down. */
const ABORT_WAIT_MS = 5_000;

/**
 * Jobs as rows in the database. Workers claim rows with a lease they renew by heartbeat; a row whose
 * lease ran out is claimed again, which is how the job of a killed worker is finished by another.
 */
export class LocalQueue implements JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private readonly db: Db;
  private readonly registry: JobRegistry;
  private readonly log: JobLogger;
  private readonly leaseSeconds: number;
  private readonly embedded: boolean;
  private readonly tuning: Tuning;
  private readonly running = new Map<string, Running>();
  private concurrency = 0;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | null = null;

  constructor(opts: LocalQueueOptions) {
    this.db = opts.db;
    this.registry = opts.registry;
    this.log = opts.log;
    this.leaseSeconds = opts.leaseSeconds;
    this.embedded = opts.embedded;
    this.tuning = resolveTuning(opts.tuning, opts.leaseSeconds);
  }

  async enqueue(name: string, payload: unknown, opts: EnqueueOptions = {}) {
    const { def, payload: parsed, jobId } = this.registry.prepare(name, payload, opts);
    const inserted = await store.insertJob(this.db, {
      id: jobId,
      name,
      version: def.version,
      payload: parsed,
      maxAttempts: def.maxAttempts,
      priority: opts.priority ?? 0,
    });
    if (inserted) this.wake();
    return { jobId, deduplicated: !inserted };
  }

  async cancel(jobId: string): Promise<void> {
    if (!(await store.cancelJob(this.db, jobId))) return;
    // Here at once; a worker in another process notices on its next heartbeat.
    this.running.get(jobId)?.abort.abort(new JobAborted('cancelled'));
  }

  counts(name?: string) {
    return store.countJobs(this.db, name);
  }

  async get(jobId: string): Promise<JobInfo | null> {
    const row = await store.findJob(this.db, jobId);
    return row ? toInfo(row) : null;
  }

  async startWorker(opts: { concurrency: number }): Promise<void> {
    if (this.loop) throw new Error('The worker is already running');
    await this.registry.loadHandlers();
    if (this.embedded) {
      const n = await store.expireRunningLeases(this.db);
      if (n) this.log.info(`${n} job(s) interrupted by the last shutdown will run again`);
    }
    this.concurrency = Math.max(1, opts.concurrency);
    this.stopping = false;
    this.loop = this.poll();
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    const jobs = [...this.running.values()];
    if (!jobs.length) return;
    const settled = Promise.allSettled(jobs.map((j) => j.done));
    if (await within(settled, this.tuning.shutdownGraceMs)) return;
    this.log.warn(`stopping: aborting ${jobs.length} running job(s); they will run again`);
    for (const j of jobs) j.abort.abort(new JobAborted('shutdown'));
    if (await within(settled, ABORT_WAIT_MS)) return;
    // A handler that ignores its signal: give its row back and stop renewing it; this process is going away.
    for (const j of jobs) {
      clearInterval(j.heartbeat);
      await store.releaseJob(this.db, j.claim).catch((err) => this.log.error({ err }, 'could not release a job'));
    }
  }

  private async poll(): Promise<void> {
    const names = this.registry.names();
    if (!names.length) return void this.log.warn('no jobs are registered; the worker has nothing to do');
    let lastSweep = 0;
    while (!this.stopping) {
      this.woken = false;
      try {
        if (Date.now() - lastSweep > SWEEP_MS) {
          lastSweep = Date.now();
          const abandoned = await store.failAbandoned(this.db);
          if (abandoned.length) this.log.warn(`${abandoned.length} job(s) failed: their worker stopped on the last attempt`);
          for (const job of abandoned) await notifyGaveUp(this.registry.find(job.name), job.payload, job.error ?? 'worker stopped', this.log);
        }
        while (!this.stopping && this.running.size < this.concurrency) {
          const row = await store.claimJob(this.db, { names, workerId: this.workerId, leaseSeconds: this.leaseSeconds });
          if (!row) break;
          this.start(row);
        }
      } catch (err) {
        this.log.error({ err }, 'the job worker could not reach the database');
        await this.idle(Math.max(1000, this.tuning.pollMs));
        continue;
      }
      await this.idle(this.tuning.pollMs);
    }
  }

  private start(row: JobRow): void {
    const claim: store.Claim = { id: row.id, workerId: this.workerId, attempt: row.attempts };
    const def = this.registry.get(row.name);
    const abort = new AbortController();
    let beating = false;
    const heartbeat = setInterval(
      () => {
        if (beating) return;
        beating = true;
        store
          .renewLease(this.db, claim, this.leaseSeconds)
          .then((state) => {
            if (state === 'cancelled') abort.abort(new JobAborted('cancelled'));
            if (state === 'lost') abort.abort(new JobAborted('lease-lost', 'Another worker took this job over'));
          })
          .catch((err) => this.log.warn({ err, jobId: row.id }, 'could not renew a job lease'))
          .finally(() => (beating = false));
      },
      (this.leaseSeconds * 1000) / 3,
    );

    const done = runAttempt({
      def,
      handler: this.registry.handler(row.name),
      jobId: row.id,
      attempt: row.attempts,
      payload: row.payload,
      log: this.log,
      abort: abort.signal,
      saveProgress: (fraction, stage) => store.saveProgress(this.db, claim, fraction, stage),
      progressEveryMs: this.tuning.progressEveryMs,
    })
      .then((outcome) => {
        clearInterval(heartbeat);
        return this.record(claim, row, outcome);
      })
      .catch((err) => this.log.error({ err, jobId: row.id }, 'could not record the end of a job'))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(row.id);
        this.wake();
      });
    this.running.set(row.id, { claim, abort, heartbeat, done });
  }

  private async record(claim: store.Claim, row: JobRow, outcome: AttemptOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'done':
        return store.markDone(this.db, claim);
      case 'retry':
        if (claim.attempt < row.max_attempts) return store.markRetry(this.db, claim, outcome.error, retryDelayMs(claim.attempt, this.tuning.backoffMs));
        return this.giveUp(claim, row, outcome.error);
      case 'failed':
        return this.giveUp(claim, row, outcome.error);
      case 'interrupted':
        return store.releaseJob(this.db, claim);
      case 'cancelled':
      case 'lost':
        return; // the row already says so
    }
  }

  private async giveUp(claim: store.Claim, row: JobRow, error: string): Promise<void> {
    await store.markFailed(this.db, claim, error);
    await notifyGaveUp(this.registry.find(row.name), row.payload, error, this.log);
  }

  /** Sleeps until the poll interval passes or something happens here that may free or need a worker slot. */
  private idle(ms: number): Promise<void> {
    if (this.woken || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeUp = finish;
    });
  }

  private wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }
}

export function toInfo(row: JobRow): JobInfo {
  return {
    jobId: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  };
}
