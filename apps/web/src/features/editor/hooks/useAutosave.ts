import { ErrorCode, type ProjectDetail } from '@framecast/contract';
import { documentScript, projectNameFromScript, type TimelineDoc } from '@framecast/timeline';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/errors';
import { storeProject } from '../../../shared/projects/cache';
import { clearBackup, writeBackup } from '../model/draft-backup';
import { useEditorApi } from '../model/editor-store';

/** The save indicator's states (spec 000 §4): plus a refused save, said in words. */
export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'unsaved' } | { kind: 'conflict' } | { kind: 'refused'; message: string };

/** Quiet time after the last edit before it is sent: typing is one save, not one per key. */
const SAVE_DELAY_MS = 800;
/**
 * The browser's copy is written at most this often (and when the page is hidden or left): writing a long
 * video's document on every edit took longer than the edit itself.
 */
const BACKUP_EVERY_MS = 400;

interface Options {
  /** The project being edited, null for a new video until its first save. */
  opened: ProjectDetail | undefined;
  /** The document as the server holds it; null when nothing is saved yet. */
  baseline: TimelineDoc | null;
  /** Saving waits while another member holds the draft or a render locks it. */
  paused: boolean;
  untitled: string;
  onCreated: (project: ProjectDetail) => void;
}

/**
 * Saves the open document a moment after each change, one save at a time, each with the revision the
 * previous one returned; a save the server refuses as stale (20006: changed in another window) stops
 * autosave until the user reloads, so nothing is overwritten or merged silently. Until a save lands the
 * document is also kept in this browser (draft-backup).
 */
export function useAutosave({ opened, baseline, paused, untitled, onCreated }: Options) {
  const store = useEditorApi();
  const client = useQueryClient();
  const saved = useRef<{ id: string | null; revision: number | null; doc: TimelineDoc | null }>({
    id: opened?.id ?? null,
    revision: opened?.revision ?? null,
    doc: baseline,
  });
  const [state, setState] = useState<SaveState>(() => (store.getState().history.doc === saved.current.doc ? { kind: 'saved' } : { kind: 'unsaved' }));
  const inFlight = useRef<Promise<unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const backupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const backupNow = useCallback(() => {
    clearTimeout(backupTimer.current);
    backupTimer.current = undefined;
    const doc = store.getState().history.doc;
    if (doc !== saved.current.doc) writeBackup(saved.current.id, saved.current.revision, doc);
  }, [store]);
  // The latest callbacks, read when a save lands: a new function each render must not restart saving.
  const latest = useRef({ untitled, onCreated });
  latest.current = { untitled, onCreated };

  const send = useCallback(async (): Promise<ProjectDetail | null> => {
    const doc: TimelineDoc = store.getState().history.doc;
    const { id, revision } = saved.current;
    if (doc === saved.current.doc && id) return null;
    setState({ kind: 'saving' });
    try {
      // Quiet: the indicator says what went wrong, instead of a toast for every keystroke's save.
      const project = await request(
        'projectSave',
        {
          id: id ?? undefined,
          name: id ? undefined : projectNameFromScript(documentScript(doc)) || latest.current.untitled,
          document: doc,
          revision: id ? (revision ?? undefined) : undefined,
          source: 'editor',
          category: 'draft',
        },
        { quiet: 'all' },
      );
      saved.current = { id: project.id, revision: project.revision, doc };
      void storeProject(client, project);
      if (!id) {
        clearBackup(null);
        latest.current.onCreated(project);
      }
      const now = store.getState().history.doc;
      if (now === doc) clearBackup(project.id);
      setState(now === doc ? { kind: 'saved' } : { kind: 'unsaved' });
      return project;
    } catch (error) {
      if (isApiError(error, ErrorCode.REVISION_CONFLICT)) {
        stopped.current = true;
        setState({ kind: 'conflict' });
      } else {
        setState(isApiError(error) && error.code > 0 ? { kind: 'refused', message: error.message } : { kind: 'unsaved' });
      }
      return null;
    }
  }, [store, client]);

  /** Saves now (after the save under way, if any); what render and leaving call. */
  const flush = useCallback((): Promise<ProjectDetail | null> => {
    clearTimeout(timer.current);
    if (stopped.current) return Promise.resolve(null);
    const run = (inFlight.current ?? Promise.resolve()).then(send);
    inFlight.current = run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [send]);

  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.history.doc === prev.history.doc) return;
        backupTimer.current ??= setTimeout(backupNow, BACKUP_EVERY_MS);
        if (stopped.current) return;
        setState((x) => (x.kind === 'saving' || x.kind === 'unsaved' ? x : { kind: 'unsaved' }));
        clearTimeout(timer.current);
        if (!paused) timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
      }),
    [store, flush, paused, backupNow],
  );

  // Leaving with an edit not saved yet: the browser asks first (the backup, written now, still holds it).
  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => {
      backupNow();
      if (store.getState().history.doc !== saved.current.doc) e.preventDefault();
    };
    const onHide = () => document.visibilityState === 'hidden' && backupNow();
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', backupNow);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', backupNow);
      document.removeEventListener('visibilitychange', onHide);
      backupNow();
    };
  }, [store, backupNow]);

  // A backup restored on open (or an edit made while saving waited) is sent as soon as saving may run.
  useEffect(() => {
    if (!paused && store.getState().history.doc !== saved.current.doc) void flush();
  }, [paused, flush, store]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, flush, projectId: () => saved.current.id };
}
