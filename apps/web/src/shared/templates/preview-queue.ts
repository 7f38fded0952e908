import type { Template } from '@framecast/contract';

/** Previews rendered at once for one page: the server renders each, so a screenful waits its turn. */
export const PREVIEW_LIMIT = 4;
/** How often a preview being rendered is asked about. */
export const PREVIEW_POLL_MS = 2000;
/** A poll that fails this many times in a row gives up on that preview (the card keeps its swatch). */
const POLL_FAILURES = 3;

export interface PreviewQueueOptions {
  /** POST template/preview. */
  start: (id: string) => Promise<Template>;
  /** GET template/detail. */
  poll: (id: string) => Promise<Template>;
  /** Each answer, as it comes. */
  onUpdate: (template: Template) => void;
  /** The preview could not be started or followed. */
  onError?: (id: string) => void;
  /** Ids whose preview was asked for already, shared by every queue of the session (asked once per id). */
  asked: Set<string>;
  limit?: number;
  intervalMs?: number;
}

export interface PreviewQueue {
  /** A card came into view: render its preview if it has none, follow it while it renders. */
  want: (template: Pick<Template, 'id' | 'preview'>) => void;
  /** A card left the view: it no longer waits, and one being followed is let go (the server goes on rendering it). */
  unwant: (id: string) => void;
  /** The page is gone: nothing more is asked. */
  stop: () => void;
  /** Ids being started or followed now (for tests). */
  readonly active: ReadonlySet<string>;
  readonly waiting: readonly string[];
}

/**
 * The previews of the templates in view (spec: "when a card scrolls into view and its preview is 'none',
 * POST /template/preview once per id, at most about 4 at a time, and poll GET /template/detail every 2 s
 * until ready or failed"). A card that leaves the view gives its place to the cards now in view: it stops
 * waiting, or stops being polled (its preview renders all the same, and is polled again, not asked for
 * again, when the card comes back). So the previews asked for are those of cards the user looked at.
 */
export function createPreviewQueue({
  start,
  poll,
  onUpdate,
  onError,
  asked,
  limit = PREVIEW_LIMIT,
  intervalMs = PREVIEW_POLL_MS,
}: PreviewQueueOptions): PreviewQueue {
  const waiting: string[] = [];
  const active = new Set<string>();
  /** Active ones whose card left the view: let go at the next answer. */
  const dropped = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const gone = (id: string) => stopped || dropped.has(id);

  async function follow(id: string) {
    active.add(id);
    try {
      let template: Template;
      if (asked.has(id)) template = await poll(id);
      else {
        asked.add(id);
        template = await start(id);
      }
      if (stopped) return;
      onUpdate(template);
      let failures = 0;
      while (template.preview.status === 'working') {
        await wait(intervalMs);
        if (gone(id)) return;
        try {
          template = await poll(id);
          if (stopped) return;
          failures = 0;
          onUpdate(template);
        } catch {
          if (++failures >= POLL_FAILURES) throw new Error('preview poll failed');
        }
      }
    } catch {
      if (!stopped) onError?.(id);
    } finally {
      active.delete(id);
      dropped.delete(id);
      pump();
    }
  }

  function pump() {
    while (!stopped && active.size < limit && waiting.length > 0) void follow(waiting.shift()!);
  }

  return {
    want({ id, preview }) {
      if (stopped || preview.status === 'ready' || preview.status === 'failed') return;
      dropped.delete(id);
      if (active.has(id) || waiting.includes(id)) return;
      // 'none' is asked for once; 'working' (someone asked already) is only followed.
      if (preview.status === 'working') asked.add(id);
      waiting.push(id);
      pump();
    },
    unwant(id) {
      const i = waiting.indexOf(id);
      if (i >= 0) waiting.splice(i, 1);
      if (active.has(id)) dropped.add(id);
    },
    stop() {
      stopped = true;
      waiting.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    active,
    waiting,
  };
}
