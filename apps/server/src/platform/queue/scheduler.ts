import type { JobLogger, JobRegistry } from './jobs.js';
import type { JobQueue } from './types.js';

/**
 * Periodic work as jobs, on either queue adapter: each worker process queues every scheduled job once
 * per its period under one fixed id. While that job waits or runs, queueing it again is a no-op, so
 * several processes do not pile copies up; a finished one is queued afresh (the same row, so nothing
 * accumulates). With several processes a job may run a little more often than its period: scheduled
 * work is written to be idempotent (claim rows, prune to a size).
 */
export function startScheduler(opts: { queue: Pick<JobQueue, 'enqueue'>; registry: Pick<JobRegistry, 'schedules'>; log: JobLogger }): () => void {
  const timers = opts.registry.schedules().map(({ name, every, atStart }) => {
    const queueIt = () =>
      void opts.queue
        .enqueue(name, {}, { jobId: `${name}-scheduled` })
        .catch((err: unknown) => opts.log.warn({ err, job: name }, 'could not queue a scheduled job'));
    // Start-up stays light: only jobs that clean up after a crash run at once, the rest after a period.
    if (atStart) queueIt();
    return setInterval(queueIt, every).unref();
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
