import { JobAborted, PermanentJobError, type JobDefinition, type JobHandler, type JobLogger } from './jobs.js';

/**
 * How one run of a handler ended, for the adapter to record: `retry` may still become `failed` when no
 * attempts are left; `interrupted` goes back to the queue without using up an attempt; `lost` and
 * `cancelled` are already recorded elsewhere (another worker owns the job, or the row says cancelled).
 */
export type AttemptOutcome =
  | { kind: 'done' }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled' }
  | { kind: 'interrupted' }
  | { kind: 'lost' };

export interface AttemptInput {
  def: JobDefinition;
  handler: JobHandler<unknown>;
  jobId: string;
  attempt: number;
  payload: unknown;
  log: JobLogger;
  /** Aborted by the adapter (cancel, lease lost, shutdown) with a JobAborted reason. */
  abort: AbortSignal;
  saveProgress(fraction: number, stage: string | null): Promise<void>;
  progressEveryMs: number;
}

/** Runs a handler once with its payload re-checked, its timeout and its throttled progress, and classifies the end. */
export async function runAttempt(input: AttemptInput): Promise<AttemptOutcome> {
  const { def, jobId, attempt } = input;
  const parsed = def.payload.safeParse(input.payload);
  if (!parsed.success) return { kind: 'failed', error: `Invalid payload for version ${def.version} of ${def.name}: ${parsed.error.message}` };

  const controller = new AbortController();
  const forward = () => controller.abort(input.abort.reason);
  if (input.abort.aborted) forward();
  else input.abort.addEventListener('abort', forward, { once: true });
  const timer = def.timeoutSeconds
    ? setTimeout(() => controller.abort(new JobAborted('timeout', `Timed out after ${def.timeoutSeconds} s`)), def.timeoutSeconds * 1000)
    : undefined;
  const log = input.log.child({ job: def.name, jobId, attempt });
  const progress = new ProgressWriter(input.saveProgress, input.progressEveryMs, log);
  try {
    await input.handler(parsed.data, { jobId, attempt, lastAttempt: attempt >= def.maxAttempts, signal: controller.signal, progress: progress.report, log });
    // A handler may end quietly when told to stop; the job still is not done.
    const reason = controller.signal.aborted ? controller.signal.reason : null;
    if (reason instanceof JobAborted && reason.kind === 'cancelled') return { kind: 'cancelled' };
    if (reason instanceof JobAborted && reason.kind === 'lease-lost') return { kind: 'lost' };
    return { kind: 'done' };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const reason = controller.signal.aborted ? controller.signal.reason : null;
    if (reason instanceof JobAborted) {
      if (reason.kind === 'cancelled') return { kind: 'cancelled' };
      if (reason.kind === 'shutdown') return { kind: 'interrupted' };
      if (reason.kind === 'lease-lost') return { kind: 'lost' };
      log.warn({ err }, 'job timed out');
      return { kind: 'retry', error: reason.message };
    }
    log.warn({ err }, 'job attempt failed');
    return err instanceof PermanentJobError ? { kind: 'failed', error: message } : { kind: 'retry', error: message };
  } finally {
    clearTimeout(timer);
    input.abort.removeEventListener('abort', forward);
    await progress.close();
  }
}

/**
 * Keeps at most one progress write in flight and at most one per interval, always ending with the latest
 * value, so a handler may report as often as it likes.
 */
export class ProgressWriter {
  private pending: { fraction: number; stage: string | null } | null = null;
  private stage: string | null = null;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly save: (fraction: number, stage: string | null) => Promise<void>,
    private readonly everyMs: number,
    private readonly log: JobLogger,
  ) {}

  report = (fraction: number, stage?: string): void => {
    if (this.closed) return;
    if (stage !== undefined) this.stage = stage;
    const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
    this.pending = { fraction: f, stage: this.stage };
    this.timer ??= setTimeout(
      () => {
        this.timer = undefined;
        this.write();
      },
      Math.max(0, this.lastWrite + this.everyMs - Date.now()),
    );
  };

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
    await this.chain;
  }

  private write(): void {
    const value = this.pending;
    if (!value) return;
    this.pending = null;
    this.lastWrite = Date.now();
    this.chain = this.chain.then(() => this.save(value.fraction, value.stage)).catch((err) => this.log.warn({ err }, 'could not save job progress'));
  }
}
