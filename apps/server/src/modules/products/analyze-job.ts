import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { AnalyzeDeps } from './analyze.js';

/** One job per URL analysis: the page fetched and read, its media kept, the product made (up to 45 s). */
export const ANALYZE_JOB = jobRef({
  name: 'products.analyze',
  version: 1,
  payload: z.object({ analysisId: z.string().uuid() }),
  jobId: (p) => `url-analysis-${p.analysisId}`,
});

export const analyzeJobDefinition = (deps: AnalyzeDeps) =>
  defineJob({
    ...ANALYZE_JOB,
    maxAttempts: 1,
    timeoutSeconds: 3 * 60,
    handler: () => import('./analyze.js').then((m) => m.makeAnalyzeHandler(deps)),
    onGaveUp: async ({ analysisId }) => {
      const { failAnalysis } = await import('./analyze.js');
      await failAnalysis(deps, analysisId);
    },
  });
