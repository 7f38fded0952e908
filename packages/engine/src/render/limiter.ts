/**
 * Runs at most `size` tasks at a time, first come first served. Several limiters let different kinds
 * of work (speech, clips) overlap, each with its own width.
 */
export class Limiter {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Tasks running or waiting. */
  get load(): number {
    return this.running + this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so no newcomer slips in between.
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
