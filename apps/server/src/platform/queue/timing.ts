/** Timings of both queue adapters: defaults, the knobs tests turn down, and waiting with a deadline. */

export interface QueueTuning {
  /** How often an idle local worker looks for work (an enqueue in the same process wakes it at once). */
  pollMs?: number;
  /** First retry delay; doubles per attempt. */
  backoffMs?: number;
  /** How long close() lets running jobs finish before aborting them. */
  shutdownGraceMs?: number;
  /** Minimum time between two progress writes of one job. */
  progressEveryMs?: number;
  /** BullMQ: key prefix (one per test run). */
  prefix?: string;
  /** BullMQ: how often workers look for jobs whose lock expired. */
  stalledIntervalMs?: number;
}

const DEFAULTS = {
  pollMs: 250,
  backoffMs: 5_000,
  shutdownGraceMs: 10_000,
  progressEveryMs: 500,
  prefix: 'framecast',
} as const;

export type Tuning = Required<QueueTuning>;

/** The defaults with whatever the caller set; BullMQ's stalled check runs once per lease unless told otherwise. */
export function resolveTuning(t: QueueTuning = {}, leaseSeconds: number): Tuning {
  const set = Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, stalledIntervalMs: leaseSeconds * 1000, ...set };
}

/** Resolves true when `p` settles within `ms`, false otherwise (p keeps running). */
export function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => (clearTimeout(timer), resolve(true));
    p.then(done, done);
  });
}
