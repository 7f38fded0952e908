import { Worker } from 'node:worker_threads';
import type { ExtractedProduct } from './extract.js';
import type { ReadAnswer, ReadTask } from './extract-worker.js';
import type { PageShapeRefusal } from './page-shape.js';

/**
 * Reading a fetched page is synchronous work whose cost a page's author controls, and a job's timeout
 * cannot interrupt synchronous code: on the API's thread one hostile link froze every route for
 * minutes. So pages are read by a small pool of worker threads, each page under a deadline and a memory
 * limit; a thread past either is terminated (the only way to stop synchronous code) and replaced.
 */

export class PageTooComplex extends Error {
  constructor(readonly why: PageShapeRefusal | 'deadline' | 'memory') {
    super(`The page is too complex to read (${why})`);
  }
}

/** Two threads: the machine's two cores, left free otherwise for renders and the API. */
const POOL_SIZE = 2;
export const READ_DEADLINE_MS = 15_000;
const MEMORY_MB = 512;
/** A thread holds ~60 MB of parsers: one unused for a minute is let go. */
const IDLE_MS = 60_000;

interface Job {
  task: ReadTask;
  deadlineMs: number;
  resolve: (p: ExtractedProduct) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  dead: boolean;
}

const idle: Slot[] = [];
const waiting: Job[] = [];
let live = 0;
let booting = 0;

/** The product a page describes, read off this thread; PageTooComplex when the page is refused or overruns. */
export function readProductPage(body: Buffer, contentType: string, url: string, deadlineMs = READ_DEADLINE_MS): Promise<ExtractedProduct> {
  return new Promise((resolve, reject) => {
    waiting.push({ task: { body: new Uint8Array(body), contentType, url }, deadlineMs, resolve, reject });
    pump();
  });
}

function pump() {
  while (waiting.length && idle.length) dispatch(idle.pop() as Slot, waiting.shift() as Job);
  while (live < POOL_SIZE && booting < waiting.length) spawn();
}

/** The deadline counts from when a ready thread takes the page, so a slow start-up is not the page's fault. */
function dispatch(slot: Slot, job: Job) {
  clearTimeout(slot.timer);
  slot.job = job;
  slot.worker.ref();
  slot.timer = setTimeout(() => {
    slot.job = null;
    retire(slot);
    void slot.worker.terminate();
    job.reject(new PageTooComplex('deadline'));
  }, job.deadlineMs);
  slot.worker.postMessage(job.task, [job.task.body.buffer as ArrayBuffer]);
}

function rest(slot: Slot) {
  slot.worker.unref();
  idle.push(slot);
  slot.timer = setTimeout(() => {
    retire(slot);
    void slot.worker.terminate();
  }, IDLE_MS);
  slot.timer.unref();
}

/**
 * The worker file is TypeScript, run without a build step (`node --import tsx`); a worker thread does
 * not inherit the main thread's loader, so it registers tsx itself before loading the file.
 */
const BOOT = (() => {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./extract-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
})();

function spawn() {
  live++;
  booting++;
  const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB } });
  const slot: Slot = { worker, ready: false, job: null, dead: false };
  worker.on('message', (answer: ReadAnswer | 'ready') => {
    if (answer === 'ready') {
      slot.ready = true;
      booting--;
    } else {
      const job = settle(slot);
      if (!job) return;
      if (answer.ok) job.resolve(answer.product);
      else job.reject('refusal' in answer ? new PageTooComplex(answer.refusal) : new Error(answer.error));
    }
    if (slot.dead) return;
    rest(slot);
    pump();
  });
  // Past its memory limit a thread fails with ERR_WORKER_OUT_OF_MEMORY, then exits.
  worker.on('error', (err: Error & { code?: string }) => {
    const job = settle(slot);
    // A thread that cannot even start would fail every page the same way: they are told, not retried.
    if (!slot.ready) for (const w of waiting.splice(0)) w.reject(err);
    retire(slot);
    job?.reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooComplex('memory') : err);
  });
  worker.on('exit', () => {
    const job = settle(slot);
    retire(slot);
    job?.reject(new Error('The page reader stopped'));
  });
}

function settle(slot: Slot): Job | null {
  const job = slot.job;
  slot.job = null;
  clearTimeout(slot.timer);
  return job;
}

function retire(slot: Slot) {
  if (slot.dead) return;
  slot.dead = true;
  live--;
  if (!slot.ready) booting--;
  const at = idle.indexOf(slot);
  if (at >= 0) idle.splice(at, 1);
  pump();
}
