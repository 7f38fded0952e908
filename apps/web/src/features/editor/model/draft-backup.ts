import type { TimelineDoc } from '@framecast/timeline';

/**
 * The open document kept in this browser while it is not saved yet, so a reload or a crash between an
 * edit and its save loses nothing. Keyed by project (or `new` before the first save) and tagged with
 * the revision it was edited from: a copy of an older revision than the server's is stale, not restored.
 */
interface Backup {
  revision: number | null;
  doc: TimelineDoc;
  at: number;
}

const keyOf = (projectId: string | null) => `framecast.editor.${projectId ?? 'new'}`;
/** A copy older than this is forgotten: the user has moved on. */
const KEEP_MS = 7 * 24 * 3600_000;

export function writeBackup(projectId: string | null, revision: number | null, doc: TimelineDoc): void {
  try {
    localStorage.setItem(keyOf(projectId), JSON.stringify({ revision, doc, at: Date.now() } satisfies Backup));
  } catch {
    // A full or disabled storage only loses the safety net; saving still works.
  }
}

export function clearBackup(projectId: string | null): void {
  try {
    localStorage.removeItem(keyOf(projectId));
  } catch {
    // Nothing to clear.
  }
}

/** The unsaved copy of this project edited from `revision`, if any (the caller validates the document). */
export function readBackup(projectId: string | null, revision: number | null): unknown {
  try {
    const raw = localStorage.getItem(keyOf(projectId));
    if (!raw) return null;
    const b = JSON.parse(raw) as Partial<Backup>;
    if (typeof b.at !== 'number' || Date.now() - b.at > KEEP_MS || (b.revision ?? null) !== revision) return null;
    return b.doc ?? null;
  } catch {
    return null;
  }
}
