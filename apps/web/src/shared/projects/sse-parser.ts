/** One server-sent event: its type ('message' unless named), its data lines joined by \n, and its id. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feed decoded text as it arrives; returns the events completed by it. */
  feed(chunk: string): SseEvent[];
  /** The reconnection delay the server asked for, if any. */
  readonly retry: number | undefined;
}

/**
 * The text/event-stream format of the HTML standard: lines end in \n, \r\n or \r (also split across
 * chunks); a blank line dispatches; `:` starts a comment; one space after the colon is dropped;
 * an event with no data is not dispatched. We read the stream with fetch because EventSource cannot
 * send the Authorization header.
 */
export function createSseParser(): SseParser {
  let pending = '';
  let skipLf = false;
  let data: string[] = [];
  let event = '';
  let lastId: string | undefined;
  let retry: number | undefined;

  const dispatch = (): SseEvent | null => {
    const out = data.length > 0 ? { event: event || 'message', data: data.join('\n'), ...(lastId !== undefined ? { id: lastId } : {}) } : null;
    data = [];
    event = '';
    return out;
  };

  const line = (text: string): SseEvent | null => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return null;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    return null;
  };

  return {
    feed(chunk: string): SseEvent[] {
      let text = chunk;
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      pending += text;
      const events: SseEvent[] = [];
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const c = pending[i];
        if (c !== '\n' && c !== '\r') continue;
        const ev = line(pending.slice(start, i));
        if (ev) events.push(ev);
        if (c === '\r') {
          if (i + 1 === pending.length) skipLf = true;
          else if (pending[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      pending = pending.slice(start);
      return events;
    },
    get retry() {
      return retry;
    },
  };
}
