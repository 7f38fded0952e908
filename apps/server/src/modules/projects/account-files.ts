import { isRendering } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { AccountFiles } from '../spaces/service.js';
import { projectsOfAccount } from './store.js';

/**
 * A deleted account's videos: every render of a project in its spaces (or made by it) lives under
 * `videos/<project>/`, so the folder covers renders no row points at any more; running renders are
 * stopped. Projects in the trash (deleted_at) count too: their rows are still there.
 */
export async function projectFilesOf(db: Db, userId: string | null, spaceIds: string[]): Promise<AccountFiles> {
  const projects = await projectsOfAccount(db, userId, spaceIds);
  return {
    keys: projects.map((p) => `videos/${p.id}/`),
    renderIds: projects.filter((p) => isRendering(p.status) && p.current_render_id).map((p) => p.current_render_id!),
  };
}
