export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A job as the rest of the app sees it, whichever adapter holds it. */
export interface JobInfo {
  jobId: string;
  name: string;
  status: JobStatus;
  /** Runs started so far (including one under way). */
  attempts: number;
  maxAttempts: number;
  progress: number;
  stage: string | null;
  /** Why the last run failed (kept while a retry waits, and on a failed job). */
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface EnqueueResult {
  jobId: string;
  /** True when a job with this id was already waiting or running; nothing new was queued. */
  deduplicated: boolean;
}

export interface EnqueueOptions {
  jobId?: string;
  /** 0-999; higher runs sooner among waiting jobs (paid plans' renders go ahead of Free ones). */
  priority?: number;
}

export interface JobQueue {
  /**
   * Queues a registered job. With the id of a job that is waiting or running this is a no-op; with the id
   * of a finished, failed or cancelled job the job is queued afresh. Without an id a random one is used.
   */
  enqueue(name: string, payload: unknown, opts?: EnqueueOptions): Promise<EnqueueResult>;
  /** A waiting job is cancelled at once; a running one has its handler's signal aborted. */
  cancel(jobId: string): Promise<void>;
  /** Waiting includes jobs waiting for a retry. */
  counts(name?: string): Promise<{ waiting: number; active: number }>;
  get(jobId: string): Promise<JobInfo | null>;
  /** Begins taking jobs; fails when a registered job's handler cannot be loaded. */
  startWorker(opts: { concurrency: number }): Promise<void>;
  /** Stops taking jobs, lets running ones finish for a grace period, then aborts them and hands them back. */
  close(): Promise<void>;
}
