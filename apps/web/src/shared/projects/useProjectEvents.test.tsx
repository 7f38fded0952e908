// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { projectKeys } from './keys';
import { useProjectEvents } from './useProjectEvents';

// The stream stays open and silent: the hook must learn of the end from `ids` alone.
vi.mock('./project-events', () => ({
  streamProjectEvents: (_ids: string[], signal: AbortSignal) => new Promise((resolve) => signal.addEventListener('abort', resolve)),
}));

describe('useProjectEvents', () => {
  it('marks cached lists stale when a watched project leaves the set without its last event', () => {
    const client = new QueryClient();
    const videos = projectKeys.list({ filter: 'video' } as never);
    client.setQueryData(videos, { items: [], total: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender, unmount } = renderHook(({ ids }) => useProjectEvents(ids), { wrapper, initialProps: { ids: ['a', 'b'] } });
    expect(client.getQueryState(videos)!.isInvalidated).toBe(false);
    rerender({ ids: ['b', 'a'] });
    expect(client.getQueryState(videos)!.isInvalidated, 'the same set in another order').toBe(false);
    rerender({ ids: ['b'] });
    expect(client.getQueryState(videos)!.isInvalidated).toBe(true);
    unmount();
  });
});
