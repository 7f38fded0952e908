import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { PreviewDeps } from './preview.js';

/** One job per library design and document: its preview video and thumbnail rendered once. */
export const PREVIEW_JOB = jobRef({
  name: 'templates.preview',
  version: 1,
  payload: z.object({ templateId: z.string().max(64), docHash: z.string().length(64) }),
  jobId: (p) => `template-preview-${p.templateId}-${p.docHash.slice(0, 16)}`,
});

export const previewJobDefinition = (deps: PreviewDeps) =>
  defineJob({
    ...PREVIEW_JOB,
    maxAttempts: 2,
    timeoutSeconds: 5 * 60,
    handler: () => import('./preview.js').then((m) => m.makePreviewHandler(deps)),
    onGaveUp: async ({ templateId, docHash }) => {
      const { failPreview } = await import('./preview.js');
      await failPreview(deps, templateId, docHash);
    },
  });

/** One job per library design and document: its poster (the first scene's still), shown until the video is in. */
export const POSTER_JOB = jobRef({
  name: 'templates.poster',
  version: 1,
  payload: z.object({ templateId: z.string().max(64), docHash: z.string().length(64) }),
  jobId: (p) => `template-poster-${p.templateId}-${p.docHash.slice(0, 16)}`,
});

export const posterJobDefinition = (deps: PreviewDeps) =>
  defineJob({
    ...POSTER_JOB,
    maxAttempts: 2,
    timeoutSeconds: 2 * 60,
    handler: () => import('./poster.js').then((m) => m.makePosterHandler(deps)),
    // A design without a poster keeps its swatch until its video is asked for.
    onGaveUp: async ({ templateId }) => deps.log.warn({ templateId }, 'template poster failed'),
  });
