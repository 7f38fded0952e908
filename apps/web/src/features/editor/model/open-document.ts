import type { ProjectDetail } from '@framecast/contract';
import { migrateTimeline, type TimelineDoc } from '@framecast/timeline';
import { readBackup } from './draft-backup';
import { createEditorStore } from './editor-store';

/** An unsaved copy kept in this browser, when it is still a document this code reads. */
function restored(projectId: string | null, revision: number | null): TimelineDoc | null {
  const raw = readBackup(projectId, revision);
  if (!raw) return null;
  try {
    return migrateTimeline(raw);
  } catch {
    return null;
  }
}

/**
 * The store for an opened project (or a blank video, or a template's document), shared by the timeline and the quick editor:
 * this browser's unsaved copy wins over the server's document, and `baseline` is what the server holds,
 * so a restored copy differs from it and is saved as soon as saving may run.
 */
export function openDocument(opened: ProjectDetail | undefined, blank: () => TimelineDoc, opts: { fromTemplate?: boolean } = {}) {
  const saved = opened ? opened.document : null;
  // A blank video's unsaved copy is not a template's: a template opens as it is.
  const backup = opened || !opts.fromTemplate ? restored(opened?.id ?? null, opened?.revision ?? null) : null;
  const doc = backup ?? saved ?? blank();
  return { store: createEditorStore(doc), baseline: backup ? saved : doc };
}
