import type { AppContext } from '../../context.js';
import { endRender } from '../render/settle.js';
import { loadManageable } from './service.js';

/**
 * Deletes projects: a running render is cancelled first (its credit released), then the rows are marked
 * deleted (the video usage table keeps their renders) and their files removed.
 */
export async function deleteProjects(ctx: AppContext, userId: string, ids: string[]): Promise<void> {
  const rows = [];
  for (const id of ids) rows.push(await loadManageable(ctx, userId, id));
  for (const row of rows) {
    if ((row.status === 'queued' || row.status === 'generating') && row.current_render_id) {
      await endRender(ctx, row.current_render_id, { status: 'cancelled', error: null });
      await ctx.queue.cancel(row.current_render_id).catch((err) => ctx.log.warn({ err }, 'queue cancel failed'));
    }
  }
  await ctx.db.updateTable('projects').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', 'in', ids).execute();
  for (const row of rows) {
    for (const key of [row.video_key, row.thumb_key, row.preview_key]) if (key) await ctx.storage.remove(key).catch(() => {});
  }
}
