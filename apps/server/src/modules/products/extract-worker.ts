import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { decodePage, extractProduct } from './extract.js';
import { pageShapeRefusal } from './page-shape.js';

/**
 * A thread of the page-reading pool (read-page.ts): decodes, measures and reads one page at a time, so
 * the API's own thread never spends a millisecond on a page's markup.
 */
export interface ReadTask {
  body: Uint8Array;
  contentType: string;
  url: string;
}

export type ReadAnswer =
  | { ok: true; product: ReturnType<typeof extractProduct> }
  | { ok: false; refusal: NonNullable<ReturnType<typeof pageShapeRefusal>> }
  | { ok: false; error: string };

// On two cores the API's thread must go first: a page may wait a little, a request should not. Linux
// gives each thread its own niceness (by its id, which /proc/thread-self names): 10 below the API's.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), Math.min(19, os.getPriority() + 10));
} catch {
  // Not Linux: the thread keeps the process's priority.
}

parentPort?.on('message', (task: ReadTask) => {
  let answer: ReadAnswer;
  try {
    const html = decodePage(Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength), task.contentType);
    const refusal = pageShapeRefusal(html);
    answer = refusal ? { ok: false, refusal } : { ok: true, product: extractProduct(html, task.url) };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready');
