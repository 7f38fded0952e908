import type { RenderProgress } from './progress.js';

export interface RenderStats {
  speechSynthesized: number;
  speechCached: number;
  clipsRendered: number;
  clipsCached: number;
}

/**
 * What the stages of one render share: progress, counts, and the tasks in flight. The first task to
 * fail aborts `signal`, which kills running ffmpegs and stops queued work, instead of letting the rest
 * of the render finish for nothing.
 */
export class RenderRun {
  readonly stats: RenderStats = { speechSynthesized: 0, speechCached: 0, clipsRendered: 0, clipsCached: 0 };
  readonly signal: AbortSignal;
  private readonly failed = new AbortController();
  private readonly tasks: Promise<unknown>[] = [];

  constructor(
    readonly progress: RenderProgress,
    outer?: AbortSignal,
  ) {
    this.signal = outer ? AbortSignal.any([outer, this.failed.signal]) : this.failed.signal;
  }

  /** Registers a task; its failure fails the render. Returns the task itself for chaining. */
  track<T>(task: Promise<T>): Promise<T> {
    this.tasks.push(task.catch((err: unknown) => this.failed.abort(err)));
    return task;
  }

  /** Waits for every task; throws the first failure (or the caller's abort reason). */
  async settle(): Promise<void> {
    await Promise.all(this.tasks);
    this.signal.throwIfAborted();
  }

  /** Stops whatever is still running and waits for it (always call, also after a failure). */
  async close(): Promise<void> {
    this.failed.abort(new Error('Render finished'));
    await Promise.allSettled(this.tasks);
  }
}
