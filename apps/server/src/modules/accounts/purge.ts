import fsp from 'node:fs/promises';
import path from 'node:path';
import type { JobHandler } from '../../platform/queue/jobs.js';
import { markPurged, unpurged } from '../../platform/storage/revocations.js';
import type { PurgeDeps } from './purge-job.js';

const BATCH = 100;

/**
 * The render step cache (DATA_DIR/cache) is not touched: its entries are keyed by a hash of their inputs,
 * so one entry serves every account whose video has the same speech or clip, and nothing in it names an
 * owner. It keeps no file of the account's own (uploads and finished videos live in storage) and is
 * pruned, least recently used first, to RENDER_CACHE_MAX_GB.
 */
export function makePurgeHandler(deps: PurgeDeps): JobHandler<{ userId?: string; uploadIds: string[] }> {
  return async ({ userId, uploadIds }, job) => {
    const tusDir = path.join(deps.config.dataDir, 'uploads', 'tus');
    for (const id of uploadIds) {
      await fsp.rm(path.join(tusDir, id), { force: true });
      await fsp.rm(path.join(tusDir, `${id}.json`), { force: true });
    }
    let done = 0;
    for (;;) {
      if (job.signal.aborted) throw job.signal.reason;
      const batch = await unpurged(deps.db, BATCH);
      if (!batch.length) break;
      for (const { prefix } of batch) {
        // A prefix is a folder of the account's; anything else is one file (S3 copies on this machine go too).
        if (prefix.endsWith('/')) await deps.storage.removePrefix(prefix);
        else await deps.storage.remove(prefix);
      }
      await markPurged(
        deps.db,
        batch.map((b) => b.prefix),
      );
      done += batch.length;
      job.progress(0.5, `${done} removed`);
    }
    job.log.info({ userId, removed: done }, 'deleted account’s files purged');
  };
}
