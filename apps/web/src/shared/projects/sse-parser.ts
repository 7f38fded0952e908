import { createParser } from 'eventsource-parser';

/**
 * One server-sent event: its type ('message' unless named), its data lines joined by \n, and the id sent
 * with it (not carried on to later events as EventSource's lastEventId is: nothing here resumes by id).
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feed decoded text as it arrives; returns the events completed by it. */
  feed(chunk: string): SseEvent[];
}

/**
 * The text/event-stream format, read from a fetch body (EventSource cannot send the Authorization
 * header). Events come back as a list per chunk so the caller's loop stays synchronous.
 */
export function createSseParser(): SseParser {
  let events: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data, id }) => events.push({ event: event ?? 'message', data, ...(id !== undefined ? { id } : {}) }),
  });
  return {
    feed(chunk: string): SseEvent[] {
      parser.feed(chunk);
      const done = events;
      events = [];
      return done;
    },
  };
}
