import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EnqueueResult, JobQueue } from './types.js';

export type JobLogger = FastifyBaseLogger;

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run; a retry, or a re-run after a worker died, counts up. */
  attempt: number;
  /** No retry follows this run if it fails: a handler settles what a failure leaves behind. */
  lastAttempt: boolean;
  /** Aborts on cancel, timeout, shutdown, or when another worker took the job over; `reason` is a {@link JobAborted}. */
  signal: AbortSignal;
  /** Fraction done in [0, 1] and the step being worked on; written at most a few times a second. */
  progress(fraction: number, stage?: string): void;
  log: JobLogger;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
export interface JobDefinition<P = any> {
  name: string;
  /** Bumped when the payload's shape changes; stored with each job so old rows can be told apart. */
  version: number;
  payload: z.ZodType<P>;
  /** Loaded on first use, so a process that only enqueues never imports the work itself. */
  handler: () => Promise<JobHandler<P>>;
  maxAttempts: number;
  timeoutSeconds?: number;
  /**
   * Called once when the queue gives the job up: its last attempt failed, or its worker died on the last
   * attempt. What the handler would have cleaned up on a failure it saw (a held credit, a row left
   * "generating") is cleaned up here. Must be idempotent; errors are logged, never retried.
   */
  onGaveUp?: (payload: P, error: string) => Promise<void>;
  /** Periodic work: the scheduler of each worker process queues the job (payload `{}`) this often, in ms. */
  every?: number;
  /** A periodic job that also runs when a worker starts (to clean up what a crash left), not only after a period. */
  atStart?: boolean;
}

/**
 * What enqueueing a job needs, apart from its handler: its name, its payload's type and how its id
 * follows from the payload (so de-duplication is decided in one place). Modules that enqueue import the
 * ref; only the worker side loads the definition with its handler.
 */
export interface JobRef<P> {
  name: string;
  version: number;
  payload: z.ZodType<P>;
  jobId?: (payload: P) => string;
}

export function jobRef<S extends z.ZodType>(ref: { name: string; version: number; payload: S; jobId?: (payload: z.output<S>) => string }): JobRef<z.output<S>> {
  return ref as JobRef<z.output<S>>;
}

/** Queues a job by its ref: the payload is typed by the ref and checked against its schema; the id comes from the ref. */
export function enqueue<P>(queue: Pick<JobQueue, 'enqueue'>, ref: JobRef<P>, payload: P, opts: { priority?: number } = {}): Promise<EnqueueResult> {
  const checked = ref.payload.parse(payload);
  return queue.enqueue(ref.name, checked, { jobId: ref.jobId?.(checked), priority: opts.priority });
}

const JOB_NAME = /^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/;
// One rule for both adapters; BullMQ refuses ids that are integers or hold ':'.
const JOB_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function defineJob<S extends z.ZodType>(def: {
  name: string;
  version: number;
  payload: S;
  handler: () => Promise<JobHandler<z.output<S>>>;
  maxAttempts?: number;
  timeoutSeconds?: number;
  onGaveUp?: (payload: z.output<S>, error: string) => Promise<void>;
  every?: number;
  atStart?: boolean;
}): JobDefinition<z.output<S>> {
  if (!JOB_NAME.test(def.name)) throw new Error(`Job name "${def.name}" must be lower-case words joined by . _ or -`);
  if (typeof def.handler !== 'function') throw new Error(`Job "${def.name}" has no handler`);
  const maxAttempts = def.maxAttempts ?? 3;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`Job "${def.name}": maxAttempts must be a positive integer`);
  return { ...def, payload: def.payload as z.ZodType<z.output<S>>, maxAttempts };
}

export function assertJobId(jobId: string): void {
  if (!JOB_ID.test(jobId) || /^\d+$/.test(jobId)) {
    throw new Error(`Job id "${jobId}" must be 1-200 letters, digits, '.', '_' or '-', and not only digits`);
  }
}

/** Exponential backoff before attempt `attempt + 1`: base, 2×base, 4×base … capped at ten minutes. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(10 * 60_000, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Thrown by a handler when trying again cannot help (bad input, a deleted project); the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type AbortCause = 'cancelled' | 'timeout' | 'shutdown' | 'lease-lost';

/** The reason on a handler's aborted signal. */
export class JobAborted extends Error {
  override name = 'JobAborted';
  constructor(
    readonly kind: AbortCause,
    message = `Job ${kind}`,
  ) {
    super(message);
  }
}

/** Every job the app knows; enqueue refuses other names and a worker loads every handler before it starts. */
export class JobRegistry {
  private readonly defs = new Map<string, JobDefinition>();
  private readonly handlers = new Map<string, JobHandler<unknown>>();

  register(...defs: JobDefinition[]): this {
    for (const def of defs) {
      if (this.defs.has(def.name)) throw new Error(`Job "${def.name}" is registered twice`);
      this.defs.set(def.name, def);
    }
    return this;
  }

  get(name: string): JobDefinition {
    const def = this.defs.get(name);
    if (!def) throw new Error(`Unknown job "${name}"`);
    return def;
  }

  /** The definition of a job this process knows, or undefined (a job of a newer deployment). */
  find(name: string): JobDefinition | undefined {
    return this.defs.get(name);
  }

  names(): string[] {
    return [...this.defs.keys()];
  }

  /** The periodic jobs and their periods. */
  schedules(): { name: string; every: number; atStart: boolean }[] {
    return [...this.defs.values()].flatMap((d) => (d.every ? [{ name: d.name, every: d.every, atStart: d.atStart ?? false }] : []));
  }

  /** Loads every handler, listing each one that is missing, so a worker fails at start-up rather than at a job's first run. */
  async loadHandlers(): Promise<void> {
    const problems: string[] = [];
    for (const def of this.defs.values()) {
      try {
        const handler = await def.handler();
        if (typeof handler !== 'function') problems.push(`${def.name}: the handler loader returned ${typeof handler}, not a function`);
        else this.handlers.set(def.name, handler as JobHandler<unknown>);
      } catch (err) {
        problems.push(`${def.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (problems.length) throw new Error(`Job handlers are missing:\n  ${problems.join('\n  ')}`);
  }

  handler(name: string): JobHandler<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`The handler of job "${name}" is not loaded; call loadHandlers() first`);
    return handler;
  }

  /** Checks a request to enqueue: known name, valid payload (parsed, defaults applied), valid or fresh id. */
  prepare(name: string, payload: unknown, opts: { jobId?: string } = {}): { def: JobDefinition; payload: unknown; jobId: string } {
    const def = this.get(name);
    const parsed = def.payload.safeParse(payload);
    if (!parsed.success) throw new Error(`Invalid payload for job "${name}": ${z.prettifyError(parsed.error)}`);
    const jobId = opts.jobId ?? crypto.randomUUID();
    assertJobId(jobId);
    return { def, payload: parsed.data, jobId };
  }
}

/** Runs a definition's give-up hook, if any, for a job the queue has failed for good. */
export async function notifyGaveUp(def: JobDefinition | undefined, payload: unknown, error: string, log: JobLogger): Promise<void> {
  if (!def?.onGaveUp) return;
  const parsed = def.payload.safeParse(payload);
  if (!parsed.success) return;
  try {
    await def.onGaveUp(parsed.data, error);
  } catch (err) {
    log.error({ err, job: def.name }, 'a job’s give-up hook failed');
  }
}
