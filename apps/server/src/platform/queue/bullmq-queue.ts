import { DelayedError, Queue, UnrecoverableError, Worker, type Job, type JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { JobAborted, notifyGaveUp, type JobLogger, type JobRegistry } from './jobs.js';
import { type AttemptOutcome, runAttempt } from './run-attempt.js';
import { resolveTuning, within, type QueueTuning, type Tuning } from './timing.js';
import type { EnqueueOptions, EnqueueResult, JobInfo, JobQueue, JobStatus } from './types.js';

export interface BullmqQueueOptions {
  redisUrl: string;
  registry: JobRegistry;
  log: JobLogger;
  leaseSeconds: number;
  tuning?: QueueTuning;
}

type Data = { version: number; payload: unknown };
type Progress = { fraction: number; stage: string | null };

const QUEUE = 'jobs';
/** The failure reason that marks a cancelled job (BullMQ has no cancelled state). */
const CANCELLED = 'Cancelled';
const CANCEL_TTL_SECONDS = 7 * 86_400;
const WAITING: JobType[] = ['wait', 'delayed', 'prioritized'];
const ABORT_WAIT_MS = 5_000;
/** A job this worker does not know (a newer deploy's) waits this long for a worker that does. */
const UNKNOWN_JOB_DELAY_MS = 30_000;

/**
 * The same queue over BullMQ for several processes. Cancelling a running job sets a Redis key that
 * the heartbeat of whichever worker runs it checks; a killed worker's job is re-run after its lock expires.
 */
export class BullmqQueue implements JobQueue {
  private readonly registry: JobRegistry;
  private readonly log: JobLogger;
  private readonly leaseSeconds: number;
  private readonly tuning: Tuning;
  private readonly redisUrl: string;
  private readonly client: Redis;
  private readonly queue: Queue<Data>;
  private worker: Worker<Data> | null = null;
  private workerConnection: Redis | null = null;
  private readonly active = new Map<string, AbortController>();
  private closed = false;

  constructor(opts: BullmqQueueOptions) {
    this.registry = opts.registry;
    this.log = opts.log;
    this.leaseSeconds = opts.leaseSeconds;
    this.tuning = resolveTuning(opts.tuning, opts.leaseSeconds);
    this.redisUrl = opts.redisUrl;
    this.client = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
    this.client.on('error', (err) => this.log.warn({ err }, 'redis (queue) connection error'));
    this.queue = new Queue<Data>(QUEUE, { connection: this.client, prefix: this.tuning.prefix });
  }

  async enqueue(name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<EnqueueResult> {
    const { def, payload: parsed, jobId } = this.registry.prepare(name, payload, opts);
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'completed' || state === 'failed') await existing.remove();
      else if (state !== 'unknown') return { jobId, deduplicated: true };
    }
    await this.client.del(this.cancelKey(jobId));
    const added = await this.queue.add(
      name,
      { version: def.version, payload: parsed },
      {
        jobId,
        // BullMQ runs lower numbers first (1 is the highest priority).
        priority: 1000 - Math.max(0, Math.min(999, opts.priority ?? 0)),
        attempts: def.maxAttempts,
        backoff: { type: 'exponential', delay: this.tuning.backoffMs },
        removeOnComplete: { age: 7 * 86_400, count: 1000 },
        removeOnFail: { age: 30 * 86_400, count: 5000 },
      },
    );
    // BullMQ ignores an add whose id exists; a concurrent enqueue that got there first shows in the timestamp.
    const stored = await this.queue.getJob(jobId);
    return { jobId, deduplicated: stored !== undefined && stored.timestamp !== added.timestamp };
  }

  async cancel(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed' || state === 'unknown') return;
    const note = { name: job.name, attempts: job.attemptsStarted, maxAttempts: job.opts.attempts ?? 1, createdAt: job.timestamp };
    await this.client.set(this.cancelKey(jobId), JSON.stringify(note), 'EX', CANCEL_TTL_SECONDS);
    if (state !== 'active') {
      try {
        await job.remove();
        return;
      } catch {
        // It became active meanwhile (removal refuses a locked job): its worker sees the key.
      }
    }
    this.active.get(jobId)?.abort(new JobAborted('cancelled'));
  }

  async counts(name?: string): Promise<{ waiting: number; active: number }> {
    if (!name) {
      const c = await this.queue.getJobCounts(...WAITING, 'active');
      return { waiting: WAITING.reduce((sum, t) => sum + (c[t] ?? 0), 0), active: c.active ?? 0 };
    }
    // BullMQ counts per queue, not per job name; this reads the unfinished jobs, which stay few.
    const [waiting, active] = await Promise.all([this.queue.getJobs(WAITING), this.queue.getJobs(['active'])]);
    const named = (jobs: Job[]) => jobs.filter((j) => j?.name === name).length;
    return { waiting: named(waiting), active: named(active) };
  }

  async get(jobId: string): Promise<JobInfo | null> {
    const job = await this.queue.getJob(jobId);
    if (!job) {
      const note = await this.client.get(this.cancelKey(jobId));
      if (!note) return null;
      const n = JSON.parse(note) as { name: string; attempts: number; maxAttempts: number; createdAt: number };
      return {
        jobId,
        name: n.name,
        status: 'cancelled',
        attempts: n.attempts,
        maxAttempts: n.maxAttempts,
        progress: 0,
        stage: null,
        error: null,
        createdAt: new Date(n.createdAt),
        finishedAt: null,
      };
    }
    const state = await job.getState();
    const status: JobStatus =
      state === 'active'
        ? 'running'
        : state === 'completed'
          ? 'done'
          : state === 'failed'
            ? job.failedReason === CANCELLED
              ? 'cancelled'
              : 'failed'
            : 'queued';
    const p = job.progress as Progress | number;
    return {
      jobId,
      name: job.name,
      status,
      attempts: job.attemptsStarted,
      maxAttempts: job.opts.attempts ?? 1,
      progress: status === 'done' ? 1 : typeof p === 'object' ? p.fraction : 0,
      stage: typeof p === 'object' ? p.stage : null,
      error: status === 'cancelled' ? null : job.failedReason || null,
      createdAt: new Date(job.timestamp),
      finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
    };
  }

  async startWorker(opts: { concurrency: number }): Promise<void> {
    if (this.worker) throw new Error('The worker is already running');
    await this.registry.loadHandlers();
    // Workers block on Redis, so their connection must retry forever rather than fail a command.
    this.workerConnection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', (err) => this.log.warn({ err }, 'redis (worker) connection error'));
    this.worker = new Worker<Data>(QUEUE, (job, token) => this.process(job, token), {
      connection: this.workerConnection,
      prefix: this.tuning.prefix,
      concurrency: Math.max(1, opts.concurrency),
      lockDuration: this.leaseSeconds * 1000,
      stalledInterval: this.tuning.stalledIntervalMs,
      maxStalledCount: 2,
    });
    this.worker.on('error', (err) => this.log.error({ err }, 'job worker error'));
    // 'failed' fires for every failed attempt; only the last (or a stall past the limit) gives the job up.
    this.worker.on('failed', (job, err) => {
      if (!job || err.message === CANCELLED) return;
      const final =
        err instanceof UnrecoverableError ||
        err.name === 'UnrecoverableError' ||
        job.attemptsMade >= (job.opts.attempts ?? 1) ||
        /stalled more than/.test(err.message);
      if (final) void notifyGaveUp(this.registry.find(job.name), job.data.payload, err.message, this.log);
    });
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.worker) {
      const closing = this.worker.close();
      if (!(await within(closing, this.tuning.shutdownGraceMs))) {
        this.log.warn(`stopping: aborting ${this.active.size} running job(s); they will run again`);
        for (const abort of this.active.values()) abort.abort(new JobAborted('shutdown'));
        if (!(await within(closing, ABORT_WAIT_MS))) this.log.warn('a job ignores its abort signal; its lock will expire and it will run again');
      }
      this.workerConnection?.disconnect();
      this.worker = null;
    }
    await this.queue.close();
    this.client.disconnect();
  }

  private async process(job: Job<Data>, token: string | undefined): Promise<void> {
    const jobId = job.id!;
    if (!this.registry.names().includes(job.name)) {
      this.log.warn({ jobId, job: job.name }, 'a job this worker does not know; leaving it for another');
      await job.moveToDelayed(Date.now() + UNKNOWN_JOB_DELAY_MS, token);
      throw new DelayedError();
    }
    const key = this.cancelKey(jobId);
    if (await this.client.exists(key)) throw new UnrecoverableError(CANCELLED);
    const abort = new AbortController();
    this.active.set(jobId, abort);
    const heartbeat = setInterval(
      () => {
        this.client.exists(key).then(
          (n) => n && abort.abort(new JobAborted('cancelled')),
          (err) => this.log.warn({ err, jobId }, 'could not check for a cancel'),
        );
      },
      (this.leaseSeconds * 1000) / 3,
    );
    const def = this.registry.get(job.name);
    let outcome: AttemptOutcome;
    try {
      outcome = await runAttempt({
        def,
        handler: this.registry.handler(job.name),
        jobId,
        attempt: job.attemptsStarted,
        payload: job.data.payload,
        log: this.log,
        abort: abort.signal,
        saveProgress: (fraction, stage) => job.updateProgress({ fraction, stage } satisfies Progress),
        progressEveryMs: this.tuning.progressEveryMs,
      });
    } finally {
      clearInterval(heartbeat);
      this.active.delete(jobId);
    }
    switch (outcome.kind) {
      case 'done':
        return;
      case 'retry':
        throw new Error(outcome.error);
      case 'failed':
        throw new UnrecoverableError(outcome.error);
      case 'cancelled':
        throw new UnrecoverableError(CANCELLED);
      case 'interrupted':
      case 'lost':
        // Back to the queue at once, without using up an attempt.
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
    }
  }

  private cancelKey(jobId: string): string {
    return `${this.tuning.prefix}:${QUEUE}:cancel:${jobId}`;
  }
}
