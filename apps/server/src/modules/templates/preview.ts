import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AvatarRenderer, renderTimeline, type SpeechRegistry, type StepCache } from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import type { JobHandler, JobLogger } from '../../platform/queue/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { builtinFile } from './builtins.js';
import type { TimelineDoc } from '@framecast/timeline';
import { docHash } from './hash.js';
import { findLibraryTemplate } from './library/index.js';
import * as store from './store.js';

export interface PreviewDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
  config: { dataDir: string };
  engines: { speech: SpeechRegistry; avatars: AvatarRenderer; cache: StepCache };
}

/** A library design rendered from the media it ships with, unwatermarked: its preview video or its poster. */
export const renderLibraryDoc = (
  deps: PreviewDeps,
  doc: TimelineDoc,
  workDir: string,
  job: Parameters<JobHandler<unknown>>[1],
  extra: { threads?: number } = {},
) =>
  renderTimeline({
    doc,
    speech: deps.engines.speech,
    avatars: deps.engines.avatars,
    cache: deps.engines.cache,
    resolveMedia: async (ref) => {
      const file = builtinFile(deps.config.dataDir, ref);
      if (!file) throw new Error(`A library template names media it does not ship: ${ref}`);
      return file;
    },
    workDir,
    watermark: false,
    ...extra,
    onProgress: (fraction, stage) => job.progress(fraction, stage),
    signal: job.signal,
  });

/**
 * Renders a library template as it is — the sample product, voice and avatar — with the same pipeline
 * as a user's video, so the preview shows what the design really makes. The whole short video is the
 * clip (every scene and transition); its thumbnail is the card's picture.
 */
export function makePreviewHandler(deps: PreviewDeps): JobHandler<{ templateId: string; docHash: string }> {
  return async ({ templateId, docHash: hash }, job) => {
    const template = findLibraryTemplate(templateId);
    // A design that changed since this job was queued has its own job.
    if (!template || docHash(template.doc) !== hash) return;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-template-'));
    try {
      const result = await renderLibraryDoc(deps, template.doc, workDir, job);
      const base = `templates/previews/${templateId}/${hash.slice(0, 16)}`;
      await deps.storage.putFile(`${base}/thumb.jpg`, result.thumbnailPath, 'image/jpeg');
      await deps.storage.putFile(`${base}/clip.mp4`, result.videoPath, 'video/mp4');
      await store.updatePreview(deps.db, templateId, { status: 'ready', thumb_key: `${base}/thumb.jpg`, clip_key: `${base}/clip.mp4`, error: null });
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  };
}

export async function failPreview(deps: Pick<PreviewDeps, 'db' | 'log'>, templateId: string, hash: string): Promise<void> {
  const row = await store.findPreview(deps.db, templateId);
  if (row?.doc_hash === hash && row.status === 'working') {
    await store.updatePreview(deps.db, templateId, { status: 'failed', error: 'The preview could not be made.' });
  }
  deps.log.warn({ templateId }, 'template preview failed');
}
