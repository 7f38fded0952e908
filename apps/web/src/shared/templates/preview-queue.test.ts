import type { Template } from '@framecast/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewQueue } from './preview-queue';

const tpl = (id: string, status: Template['preview']['status']): Template => ({
  id,
  kind: 'library',
  name: '',
  layout: 'spotlight',
  style: 'bold',
  aspect_ratio: '9:16',
  scenes: 3,
  media_slots: 3,
  has_avatar: true,
  cuts_out_avatar: false,
  has_music: true,
  colors: ['#111111', '#ff0000'],
  preview: { status, thumbnail_url: status === 'ready' ? `/t/${id}.jpg` : null, clip_url: status === 'ready' ? `/t/${id}.mp4` : null },
  can_edit: false,
  created_at: null,
});

/** A server whose previews are ready after `polls` detail calls each. */
function fakeServer(polls = 2) {
  const seen = new Map<string, number>();
  const start = vi.fn(async (id: string) => tpl(id, 'working'));
  const poll = vi.fn(async (id: string) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return tpl(id, n >= polls ? 'ready' : 'working');
  });
  return { start, poll };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createPreviewQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts each preview once, at most four at a time, and polls every 2 s until ready', async () => {
    const server = fakeServer(2);
    const updates: Template[] = [];
    const asked = new Set<string>();
    const queue = createPreviewQueue({ ...server, onUpdate: (t) => updates.push(t), asked });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) queue.want(tpl(id, 'none'));
    await flush();
    expect(server.start).toHaveBeenCalledTimes(4);
    expect([...queue.active]).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.waiting).toEqual(['e', 'f']);
    // The same card seen again is not asked again.
    queue.want(tpl('a', 'none'));
    await flush();
    expect(server.start).toHaveBeenCalledTimes(4);

    await vi.advanceTimersByTimeAsync(1999);
    expect(server.poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.poll).toHaveBeenCalledTimes(4);
    // Second poll: ready, the slots go to e and f.
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.start.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(updates.filter((t) => t.preview.status === 'ready').map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(updates.filter((t) => t.preview.status === 'ready')).toHaveLength(6);
    expect(queue.active.size).toBe(0);
  });

  it('drops a card that left the view before its turn, and follows one already rendering without asking again', async () => {
    const server = fakeServer(1);
    const asked = new Set<string>();
    const queue = createPreviewQueue({ ...server, onUpdate: () => undefined, asked, limit: 1 });
    queue.want(tpl('a', 'none'));
    queue.want(tpl('b', 'none'));
    queue.want(tpl('c', 'working'));
    queue.unwant('b');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.start.mock.calls.map(([id]) => id)).toEqual(['a']);
    expect(server.poll.mock.calls.map(([id]) => id)).toEqual(['a', 'c']);
  });

  it('lets go of a preview whose card left the view, for the cards now in view, and polls it again when it is back', async () => {
    const server = fakeServer(10);
    const asked = new Set<string>();
    const queue = createPreviewQueue({ ...server, onUpdate: () => undefined, asked, limit: 1 });
    queue.want(tpl('a', 'none'));
    queue.want(tpl('b', 'none'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.poll.mock.calls.map(([id]) => id)).toEqual(['a']);
    // a scrolls away: b gets its turn at a's next poll.
    queue.unwant('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.start.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    expect(queue.active.has('a')).toBe(false);
    // a comes back while still rendering: followed, not asked for again.
    queue.unwant('b');
    queue.want(tpl('a', 'working'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.start).toHaveBeenCalledTimes(2);
    expect(queue.active.has('a')).toBe(true);
  });

  it('never asks for a preview that is ready or failed, nor twice in one session', async () => {
    const server = fakeServer(1);
    const asked = new Set<string>(['x']);
    const queue = createPreviewQueue({ ...server, onUpdate: () => undefined, asked });
    queue.want(tpl('r', 'ready'));
    queue.want(tpl('f', 'failed'));
    queue.want(tpl('x', 'none'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.start).not.toHaveBeenCalled();
    expect(server.poll.mock.calls.map(([id]) => id)).toEqual(['x']);
  });

  it('says when a preview cannot be started, and stops polling when the page is gone', async () => {
    const failed: string[] = [];
    const start = vi.fn(async (id: string) => {
      if (id === 'bad') throw new Error('refused');
      return tpl(id, 'working');
    });
    const poll = vi.fn(async (id: string) => tpl(id, 'working'));
    const queue = createPreviewQueue({ start, poll, onUpdate: () => undefined, onError: (id) => failed.push(id), asked: new Set() });
    queue.want(tpl('bad', 'none'));
    queue.want(tpl('slow', 'none'));
    await flush();
    expect(failed).toEqual(['bad']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(2);
    queue.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    queue.want(tpl('late', 'none'));
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
