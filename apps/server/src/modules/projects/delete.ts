import { isRendering } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { loadManageable } from './service.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * Deletes projects: a running render is cancelled first (its credit released), then the rows are marked
 * deleted (the video usage table keeps their renders) and their files removed.
 */
export async function deleteProjects(ctx: AppContext, actor: Actor, ids: string[]): Promise<void> {
  const rows = [];
  for (const id of ids) rows.push(await loadManageable(ctx, actor, id));
  for (const row of rows) {
    if (isRendering(row.status) && row.current_render_id) await ctx.renders.cancel(row.current_render_id);
  }
  await store.markDeleted(ctx.db, ids);
  for (const row of rows) {
    for (const key of [row.video_key, row.thumb_key, row.preview_key]) if (key) await ctx.storage.remove(key).catch(() => {});
  }
}
