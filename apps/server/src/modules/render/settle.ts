import { hasEnded } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { settleHold } from '../billing/service.js';
import { setRenderState } from '../projects/service.js';
import { recordEvent } from '../../platform/outbox/index.js';
import { announce } from './announce.js';
import { lockRender, updateRender } from './store.js';

export interface RenderOutput {
  videoKey: string;
  thumbKey: string;
  previewKey: string;
  duration: number;
  sizeBytes: number;
  width: number;
  height: number;
  stats: unknown;
}

type Outcome = { status: 'failed' | 'cancelled'; error: string | null } | { status: 'rendered'; output: RenderOutput };

/**
 * Ends a render exactly once, in one transaction: the render row, the credit (charged on success,
 * released otherwise) and the project. A render that already ended (cancelled while its job was still
 * running, or a job re-run after a crash) is left as it is and `false` comes back.
 */
export async function endRender(ctx: Pick<AppContext, 'db' | 'events' | 'log'>, renderId: string, outcome: Outcome): Promise<boolean> {
  const ended = await ctx.db.transaction().execute(async (trx: Db) => {
    const render = await lockRender(trx, renderId);
    if (!render || hasEnded(render.status)) return null;
    const now = new Date();
    await settleHold(trx, renderId, outcome.status === 'rendered' ? 'charge' : 'release');
    await updateRender(trx, renderId, {
      status: outcome.status,
      finished_at: now,
      error: outcome.status === 'rendered' ? null : outcome.error,
      ...(outcome.status === 'rendered' ? { duration: outcome.output.duration, stats: JSON.stringify(outcome.output.stats) } : {}),
    });
    // Finished and failed renders are told to subscribers (cancelled ones were the user's own doing).
    if (outcome.status !== 'cancelled') {
      const topic = outcome.status === 'rendered' ? 'render.finished' : 'render.failed';
      await recordEvent(trx, topic, `${topic}:${renderId}`, {
        renderId,
        projectId: render.project_id,
        userId: render.user_id,
        ...(outcome.status === 'rendered' ? { duration: outcome.output.duration, videoKey: outcome.output.videoKey } : { error: outcome.error }),
      });
    }
    // The project follows only while this render is still its current one.
    if (outcome.status === 'rendered') {
      const o = outcome.output;
      await setRenderState(
        trx,
        render.project_id,
        {
          status: 'rendered',
          progress: 1,
          stage: null,
          error: null,
          video_key: o.videoKey,
          thumb_key: o.thumbKey,
          preview_key: o.previewKey,
          duration: o.duration,
          size_bytes: o.sizeBytes,
          width: o.width,
          height: o.height,
          watermark: render.watermark,
          credits: render.credits,
          rendered_at: now,
        },
        { renderId },
      );
    } else {
      await setRenderState(trx, render.project_id, { status: outcome.status, stage: null, error: outcome.error }, { renderId });
    }
    return render.project_id;
  });
  if (ended === null) return false;
  await announce(ctx, ended, true);
  return true;
}
