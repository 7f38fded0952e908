import { PROJECT_EVENTS_PATH, ProjectEvent } from '@framecast/contract';
import { apiHeaders } from '../api/client';
import { config } from '../config';
import { createSseParser } from './sse-parser';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * GET project/events?ids=a,b (text/event-stream) with the token in the Authorization header: calls
 * `onEvent` for every `project` event until the server ends the stream (resolves) or it fails (rejects).
 */
export async function streamProjectEvents(ids: readonly string[], signal: AbortSignal, onEvent: (event: ProjectEvent) => void): Promise<void> {
  const url = `${config.apiBase}${PROJECT_EVENTS_PATH}?ids=${encodeURIComponent(ids.join(','))}`;
  const response = await fetch(url, { headers: { ...apiHeaders('GET'), Accept: 'text/event-stream' }, signal, cache: 'no-store', credentials: 'include' });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`The event stream was refused (${response.status})`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const event of parser.feed(value)) {
      if (event.event !== 'project') continue;
      const parsed = ProjectEvent.safeParse(parseJson(event.data));
      if (parsed.success) onEvent(parsed.data);
    }
  }
}
