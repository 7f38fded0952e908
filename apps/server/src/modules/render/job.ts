import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { V } from '@framecast/contract';
import { renderTimeline, ScriptError, UnknownAvatarError, type AvatarRenderer, type SpeechRegistry, type StepCache } from '@framecast/engine';
import { TimelineError } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import { JobAborted, PermanentJobError, type JobHandler } from '../../platform/queue/jobs.js';
import { ProgressWriter } from '../../platform/queue/run-attempt.js';
import { readDocument } from '../projects/documents.js';
import { RENDER_MAX_ATTEMPTS } from './job-definition.js';
import { resolveMediaFor } from './media.js';
import { endRender } from './settle.js';

export interface RenderEngines {
  speech: SpeechRegistry;
  avatars: AvatarRenderer;
  cache: StepCache;
}
export type RenderDeps = Pick<AppContext, 'db' | 'storage' | 'config' | 'log'> & { engines: RenderEngines };

const PROGRESS_WRITE_MS = 500;
const ended = new Set(['rendered', 'failed', 'cancelled']);

/**
 * The worker's side of a render: document → engine pipeline → files in storage → the render ended once.
 * Re-running it after a crash is harmless: engine steps are cached by content, storage keys are fixed per
 * render, and endRender settles the credit exactly once.
 */
export function makeRenderHandler(deps: RenderDeps): JobHandler<{ renderId: string }> {
  return async ({ renderId }, job) => {
    const render = await deps.db.selectFrom('renders').selectAll().where('id', '=', renderId).executeTakeFirst();
    if (!render || ended.has(render.status)) return;
    const now = new Date();
    await deps.db.updateTable('renders').set({ status: 'generating', started_at: render.started_at ?? now }).where('id', '=', renderId).where('status', 'in', ['queued', 'generating']).execute();
    const project = deps.db.updateTable('projects').where('id', '=', render.project_id).where('current_render_id', '=', renderId);
    await project.set({ status: 'generating', progress: 0, stage: 'starting', updated_at: now }).execute();

    // The project row is what the browser watches; the queue's own writer throttles it like job progress.
    const projectProgress = new ProgressWriter(
      async (fraction, stage) => void (await project.set({ progress: Math.min(0.99, fraction), stage, updated_at: new Date() }).where('status', '=', 'generating').execute()),
      PROGRESS_WRITE_MS,
      job.log,
    );
    const onProgress = (fraction: number, stage: string) => {
      job.progress(fraction, stage);
      projectProgress.report(fraction, stage);
    };

    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-render-'));
    try {
      const result = await renderTimeline({
        doc: readDocument(render.document),
        speech: deps.engines.speech,
        avatars: deps.engines.avatars,
        cache: deps.engines.cache,
        resolveMedia: resolveMediaFor(deps.storage),
        workDir,
        watermark: render.watermark,
        onProgress,
        signal: job.signal,
      });
      await projectProgress.close();
      const base = `videos/${render.project_id}/${renderId}`;
      const keys = { videoKey: `${base}/video.mp4`, thumbKey: `${base}/thumbnail.jpg`, previewKey: `${base}/preview.mp4` };
      await deps.storage.putFile(keys.videoKey, result.videoPath, 'video/mp4');
      await deps.storage.putFile(keys.thumbKey, result.thumbnailPath, 'image/jpeg');
      await deps.storage.putFile(keys.previewKey, result.previewPath, 'video/mp4');
      const output = { ...keys, duration: result.durationSec, sizeBytes: result.sizeBytes, width: result.width, height: result.height, stats: result.stats };
      if (!(await endRender(deps, renderId, { status: 'rendered', output }))) {
        // Cancelled or deleted while the last step ran: the files belong to nobody.
        await Promise.all(Object.values(keys).map((k) => deps.storage.remove(k)));
      }
    } catch (err) {
      const reason = job.signal.reason;
      if (job.signal.aborted && reason instanceof JobAborted && reason.kind !== 'timeout') {
        if (reason.kind === 'cancelled') return;
        throw err; // shutdown or lease lost: the job runs again elsewhere
      }
      if (err instanceof ScriptError || err instanceof TimelineError) {
        await endRender(deps, renderId, { status: 'failed', error: V.scriptError });
        return;
      }
      if (err instanceof PermanentJobError || err instanceof UnknownAvatarError) {
        await endRender(deps, renderId, { status: 'failed', error: err.message });
        return;
      }
      deps.log.error({ err, renderId, attempt: job.attempt }, 'render failed');
      if (job.attempt >= RENDER_MAX_ATTEMPTS || (job.signal.aborted && reason instanceof JobAborted)) {
        await endRender(deps, renderId, { status: 'failed', error: failureText(err) });
        return;
      }
      await project.set({ stage: 'retrying', updated_at: new Date() }).execute();
      throw err;
    } finally {
      await projectProgress.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  };
}

/** What the user reads under Failed: short, no paths or stack traces. */
function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/timed? ?out|timeout/i.test(message)) return 'Rendering took too long and was stopped. Please try again.';
  if (/media|file|not found/i.test(message) && message.length < 160) return message;
  return 'Rendering failed. Please try again; no credits were charged.';
}
