import { EventEmitter } from 'node:events';
import type { Events } from '../events/index.js';

/**
 * "Something about this account, space or payer changed": what the stores that own billing, spaces and
 * users say when they write, so caches of what a request needs (the actor, user info) drop what they
 * hold. Stores know only a database handle, so the announcement goes through this process-wide bus;
 * `relayChanges` carries it to the other processes of a deployment over the events adapter (a worker's
 * charge reaches the API processes that cache the payer's balance).
 */
const bus = new EventEmitter().setMaxListeners(0);
const LOCAL = 'changed';
export const CHANGES_CHANNEL = 'account-changed';

/** Announces that what a cache holds for these ids (user, space or payer ids) is stale. */
export function announceChange(...ids: (string | null | undefined)[]): void {
  for (const id of ids) if (id) bus.emit(LOCAL, id);
}

/** Calls `listener` with every id announced in this process, until the returned function is called. */
export function onLocalChange(listener: (id: string) => void): () => void {
  bus.on(LOCAL, listener);
  return () => bus.off(LOCAL, listener);
}

/**
 * Publishes this process's announcements to the other processes and hands theirs to `listener` (which
 * also hears this process's own, once through the bus and possibly again through a local transport:
 * dropping twice is harmless). Returns the function that stops both.
 */
export function relayChanges(events: Events, listener: (id: string) => void, onError: (err: unknown) => void): () => void {
  const off = onLocalChange((id) => {
    listener(id);
    events.publish(CHANGES_CHANNEL, id).catch(onError);
  });
  const unsubscribe = events.subscribe(CHANGES_CHANNEL, listener);
  return () => {
    off();
    unsubscribe();
  };
}
