import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entitlements, V, formatLimit, hasEnded } from '@framecast/contract';
import {
  renderTimeline,
  ScriptError,
  UnknownAvatarError,
  NoFaceError,
  ImageLoadError,
  VideoTooLongError,
  type AvatarRenderer,
  type BackgroundRemover,
  type ScriptWriter,
  type ImageEngine,
  type SpeechRegistry,
  type StepCache,
} from '@framecast/engine';
import { TimelineError } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import { JobAborted, PermanentJobError, type JobHandler } from '../../platform/queue/jobs.js';
import { ProgressWriter } from '../../platform/queue/run-attempt.js';
import { readDocument, setRenderState, spaceOfProject } from '../projects/service.js';
import { withLookMotion } from '../avatars/service.js';
import { resolveMediaFor } from './media.js';
import { announce } from './announce.js';
import { endRender } from './settle.js';
import { findRender, markGenerating } from './store.js';
import { lipSyncBoostOf } from '../billing/service.js';

export interface RenderEngines {
  speech: SpeechRegistry;
  /** Every ordinary render's avatars: illustrated looks, talking photos and custom avatars, on this machine. */
  avatars: AvatarRenderer;
  /**
   * Photorealistic lip sync by a talking-head service (ENGINE_TALKING_HEAD_URL), when set: used only for
   * the renders of projects boosted with lip-sync minutes.
   */
  lipSync?: AvatarRenderer;
  cache: StepCache;
  /** Image generation over HTTP (realistic photo avatars), when ENGINE_IMAGES_URL is set. */
  images?: ImageEngine;
  /** Product background removal: the local model, or a rembg server when ENGINE_REMBG_URL is set. */
  cutout: BackgroundRemover;
  /** Ad scripts: the local template writer, or a chat model when ENGINE_LLM_URL is set. */
  scripts: ScriptWriter;
}
export type RenderDeps = Pick<AppContext, 'db' | 'storage' | 'config' | 'log' | 'events'> & { engines: RenderEngines };

const PROGRESS_WRITE_MS = 500;

/**
 * The worker's side of a render: document → engine pipeline → files in storage → the render ended once.
 * Re-running it after a crash is harmless: engine steps are cached by content, storage keys are fixed per
 * render, and endRender settles the credit exactly once.
 */
export function makeRenderHandler(deps: RenderDeps): JobHandler<{ renderId: string }> {
  return async ({ renderId }, job) => {
    const render = await findRender(deps.db, renderId);
    if (!render || hasEnded(render.status)) return;
    await markGenerating(deps.db, renderId, render.started_at ?? new Date());
    // The project follows only while this render is its current one.
    const project = async (state: Parameters<typeof setRenderState>[2], status?: 'generating') => {
      await setRenderState(deps.db, render.project_id, state, { renderId, status });
      await announce(deps, render.project_id, state.status === 'generating');
    };
    await project({ status: 'generating', progress: 0, stage: 'starting' });

    // Progress is written once, by the queue to the job; watchers are told it moved, at a steady pace.
    const projectProgress = new ProgressWriter(() => announce(deps, render.project_id), PROGRESS_WRITE_MS, job.log);
    const onProgress = (fraction: number, stage: string) => {
      job.progress(fraction, stage);
      projectProgress.report(fraction, stage);
    };

    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-render-'));
    try {
      const spaceId = await spaceOfProject(deps.db, render.project_id);
      const result = await renderTimeline({
        doc: await withLookMotion(deps.db, spaceId, readDocument(render.document)),
        speech: deps.engines.speech,
        avatars: await avatarsFor(deps, render.project_id),
        cache: deps.engines.cache,
        resolveMedia: resolveMediaFor(deps, spaceId),
        workDir,
        watermark: render.watermark,
        // The dialog checked an estimate; the real speech decides.
        maxDurationSec: entitlements(render.plan).maxVideoSeconds,
        onProgress,
        signal: job.signal,
      });
      await projectProgress.close();
      const base = `videos/${render.project_id}/${renderId}`;
      const keys = { videoKey: `${base}/video.mp4`, thumbKey: `${base}/thumbnail.jpg`, previewKey: `${base}/preview.mp4` };
      await deps.storage.putFile(keys.videoKey, result.videoPath, 'video/mp4');
      await deps.storage.putFile(keys.thumbKey, result.thumbnailPath, 'image/jpeg');
      await deps.storage.putFile(keys.previewKey, result.previewPath, 'video/mp4');
      const stats = { ...result.stats, speechSeconds: result.speechSeconds };
      const output = { ...keys, duration: result.durationSec, sizeBytes: result.sizeBytes, width: result.width, height: result.height, stats };
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
      if (err instanceof VideoTooLongError) {
        await endRender(deps, renderId, { status: 'failed', error: V.videoTooLong.replace('{time}', formatLimit(err.maxSec)) });
        return;
      }
      if (err instanceof PermanentJobError || err instanceof UnknownAvatarError || err instanceof NoFaceError || err instanceof ImageLoadError) {
        await endRender(deps, renderId, { status: 'failed', error: err.message });
        return;
      }
      deps.log.error({ err, renderId, attempt: job.attempt }, 'render failed');
      if (job.lastAttempt || (job.signal.aborted && reason instanceof JobAborted)) {
        await endRender(deps, renderId, { status: 'failed', error: failureText(err) });
        return;
      }
      await project({ stage: 'retrying' });
      throw err;
    } finally {
      await projectProgress.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  };
}

/** A project boosted with lip-sync minutes is lip-synced by the talking-head service, when one is set; any other by this machine. */
async function avatarsFor(deps: Pick<RenderDeps, 'db' | 'engines'>, projectId: string): Promise<AvatarRenderer> {
  const { lipSync, avatars } = deps.engines;
  return lipSync && (await lipSyncBoostOf(deps.db, projectId)) ? lipSync : avatars;
}

/** What the user reads under Failed: short, no paths or stack traces. */
function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/timed? ?out|timeout/i.test(message)) return 'Rendering took too long and was stopped. Please try again.';
  if (/media|file|not found/i.test(message) && message.length < 160) return message;
  return 'Rendering failed. Please try again; no credits were charged.';
}
