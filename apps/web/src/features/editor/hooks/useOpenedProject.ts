import type { TimelineDoc } from '@framecast/timeline';
import type { ProjectDetail } from '@framecast/contract';
import { useMemo } from 'react';
import { useProjectDetail } from '../../../shared/projects/project-detail';
import { useEditorSession } from '../../../shared/projects/useEditorSession';
import { openDocument } from '../model/open-document';

/**
 * The project an editor's address names (`?id=`), as /editor and /quickeditor open it: the server's
 * answer, whether it failed, and the session whose key mounts a fresh editor for another project.
 */
export function useOpenedProject(id: string | null) {
  const detail = useProjectDetail(id);
  const session = useEditorSession(id);
  return { detail, session, failed: id !== null && detail.isError };
}

/**
 * The editor's store for what was opened, made once per mount (the page keys the editor by its session):
 * a later answer for the same project must not reset the user's edits.
 */
export function useOpenedStore(opened: ProjectDetail | undefined, blank: () => TimelineDoc, opts: { fromTemplate?: boolean } = {}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount (keyed by the session)
  return useMemo(() => openDocument(opened, blank, opts), []);
}
