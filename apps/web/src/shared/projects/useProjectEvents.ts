import { PROJECT_POLL_MS, RENDERING_STATUSES, type ProjectEvent } from '@framecast/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applySummaries } from './cache';
import { projectKeys } from './keys';
import { streamProjectEvents } from './project-events';
import { fetchProjectStatus } from './project-status';

/** Pause before opening again a stream the server ended (it closes long streams). */
const REOPEN_MS = 1000;

/**
 * Keeps the cached lists and details of these projects live while they render: the server's event
 * stream when it works, polling project/status every PROJECT_POLL_MS once it fails. Pass only the
 * projects that are queued or generating; an empty list watches nothing.
 */
export function useProjectEvents(ids: readonly string[]): void {
  const client = useQueryClient();
  const key = [...new Set(ids)].sort().join(',');
  const watched = useRef<readonly string[]>([]);

  // A project can stop rendering without this hook seeing its last event: a list read again shows it
  // ended and drops it from `ids` first. Cached lists of other filters are out of date then too, so
  // mark them stale (the one on screen was just read) whenever a watched project leaves the set.
  useEffect(() => {
    const now = key ? key.split(',') : [];
    if (watched.current.some((id) => !now.includes(id))) void client.invalidateQueries({ queryKey: projectKeys.lists(), refetchType: 'none' });
    watched.current = now;
  }, [key, client]);

  useEffect(() => {
    if (!key) return;
    const list = key.split(',');
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sleep = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    const ended = new Set<string>();
    const apply = (summaries: ProjectEvent[]) => {
      applySummaries(client, summaries);
      // A render that ended turned a draft into a video: cached lists of other filters (Videos, Drafts)
      // are out of date now, not just the cards on screen. Once per project, not on every poll.
      const fresh = summaries.filter((s) => !RENDERING_STATUSES.includes(s.status) && !ended.has(s.id));
      for (const s of fresh) ended.add(s.id);
      if (fresh.length) void client.invalidateQueries({ queryKey: projectKeys.lists() });
    };

    const poll = async () => {
      while (!signal.aborted) {
        try {
          apply((await fetchProjectStatus(list, signal)).items);
        } catch {
          // A failed poll is tried again on the next tick.
        }
        await sleep(PROJECT_POLL_MS);
      }
    };

    const run = async () => {
      while (!signal.aborted) {
        try {
          await streamProjectEvents(list, signal, (summary) => apply([summary]));
        } catch {
          if (!signal.aborted) await poll();
          return;
        }
        await sleep(REOPEN_MS);
      }
    };

    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, client]);
}
