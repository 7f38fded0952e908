import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TimelineDoc } from '@framecast/timeline';
import type { JobHandler } from '../../platform/queue/index.js';
import { docHash } from './hash.js';
import { findLibraryTemplate } from './library/index.js';
import { type PreviewDeps, renderLibraryDoc } from './preview.js';
import * as store from './store.js';

/**
 * The poster of a design: its first scene alone, with its words, voice and way in but no music, is the
 * preview video's thumbnail (taken 1 s in, inside the first scene) at about a third of the cost of the
 * whole video (measured 6-9 s against 19 s for lib-spotlight-bold-9x16 on a loaded 2-core machine).
 */
export const posterDoc = (doc: TimelineDoc): TimelineDoc => ({ ...doc, music: undefined, scenes: doc.scenes.slice(0, 1) });

export function makePosterHandler(deps: PreviewDeps): JobHandler<{ templateId: string; docHash: string }> {
  return async ({ templateId, docHash: hash }, job) => {
    const template = findLibraryTemplate(templateId);
    if (!template || docHash(template.doc) !== hash) return;
    // Already shown: the whole preview finished first, or an earlier run made it.
    const row = await store.findPreview(deps.db, templateId);
    if (row?.doc_hash === hash && row.thumb_key) return;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-poster-'));
    try {
      // Background work: one core, so the other stays with people's renders and the API.
      const result = await renderLibraryDoc(deps, posterDoc(template.doc), workDir, job, { threads: 1 });
      const key = `templates/previews/${templateId}/${hash.slice(0, 16)}/poster.jpg`;
      await deps.storage.putFile(key, result.thumbnailPath, 'image/jpeg');
      await store.setPoster(deps.db, templateId, hash, key);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  };
}
