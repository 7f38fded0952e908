import { EventEmitter } from 'node:events';

/**
 * Notifications between the processes of one deployment: a worker says "project X changed" and every
 * API process holding a live-status stream for X hears it. At most once: a listener that was not
 * connected misses it, so streams still re-read state now and then.
 */
export interface Events {
  publish(channel: string, message?: string): Promise<void>;
  /** Calls `listener` for each message on the channel until the returned function is called. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** Every process listens on one transport channel and hands messages to its own listeners. */
export class LocalEvents implements Events {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message = ''): Promise<void> {
    this.deliver(channel, message);
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  /** A message that arrived (from this process or, for the shared adapters, from another). */
  protected deliver(channel: string, message: string): void {
    this.emitter.emit(channel, message);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** The envelope on the shared transport: which channel, and what. */
export const encode = (channel: string, message: string) => JSON.stringify([channel, message]);
export function decode(raw: string): [string, string] | null {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) && typeof v[0] === 'string' && typeof v[1] === 'string' ? [v[0], v[1]] : null;
  } catch {
    return null;
  }
}
