import type { Db } from '../db/index.js';
import type { JobLogger } from '../queue/jobs.js';
import { retryDelayMs } from '../queue/jobs.js';
import * as store from './store.js';

/** What a subscriber receives; `key` is the same on every delivery of one change (drop repeats by it). */
export interface OutboxEvent {
  id: string;
  topic: string;
  key: string;
  payload: unknown;
  attempt: number;
}
export interface OutboxSubscriber {
  /** Topics it wants ('render.finished'…), or '*' for all. */
  topics: readonly string[] | '*';
  deliver(event: OutboxEvent): Promise<void>;
}

/**
 * Records a change for subscribers, inside the transaction that makes the change, so a crash between
 * "done" and "told" loses nothing. Writing the same key twice records it once.
 */
export const recordEvent = (trx: Db, topic: string, key: string, payload: unknown): Promise<void> => store.insertEvent(trx, { topic, key, payload });

const BATCH = 100;
const LEASE_S = 60;
const RETRY_BASE_MS = 5000;

/**
 * Delivers what is due to every subscriber of its topic, at least once: an event is marked delivered
 * only after all of them took it; a failure is tried again later with a growing pause. Returns how many
 * events were delivered.
 */
export async function deliverOutbox(db: Db, subscribers: readonly OutboxSubscriber[], log: Pick<JobLogger, 'warn'>): Promise<number> {
  let delivered = 0;
  for (;;) {
    const due = await store.claimDue(db, BATCH, LEASE_S);
    for (const row of due) {
      const event: OutboxEvent = { id: row.id, topic: row.topic, key: row.key, payload: row.payload, attempt: row.attempts };
      try {
        for (const s of subscribers) if (s.topics === '*' || s.topics.includes(event.topic)) await s.deliver(event);
        await store.markDelivered(db, row.id);
        delivered++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ err, topic: event.topic, key: event.key, attempt: event.attempt }, 'outbox delivery failed; it will be tried again');
        await store.markFailed(db, row.id, message, new Date(Date.now() + retryDelayMs(event.attempt, RETRY_BASE_MS)));
      }
    }
    if (due.length < BATCH) return delivered;
  }
}
