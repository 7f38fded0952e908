import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeImageThumb, makePoster, waveformPeaks } from '@framecast/engine';
import type { MediaMeta } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { JobHandler } from '../../platform/queue/jobs.js';
import { findAssetRow, markAssetDerived, saveDerivatives } from '../assets/service.js';

export type DeriveDeps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** What the library shows for a file: a poster frame (video), a small copy (image), peaks (audio). */
export function makeDeriveHandler(deps: DeriveDeps): JobHandler<{ assetId: string }> {
  return async ({ assetId }, job) => {
    const asset = await findAssetRow(deps.db, assetId);
    if (!asset || asset.derived) return;
    const source = await deps.storage.fetchToLocal(asset.storage_key);
    if (!source) return; // deleted meanwhile
    // Remote storage hands over a temporary copy; local storage its own file, which must stay.
    const temp = deps.storage.kind !== 'local';
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'derive-'));
    try {
      const meta = asset.meta as MediaMeta;
      let thumbKey: string | null = null;
      let waveform: number[] | null = null;
      if (asset.kind === 'video' || asset.kind === 'image') {
        const out = path.join(dir, 'thumb.jpg');
        if (asset.kind === 'video') await makePoster(source, out, meta.duration ?? 0);
        else await makeImageThumb(source, out);
        thumbKey = `${asset.storage_key.replace(/\.[a-z0-9]+$/i, '')}.thumb.jpg`;
        await deps.storage.putFile(thumbKey, out, 'image/jpeg');
      }
      if (asset.kind === 'audio' || (asset.kind === 'video' && meta.has_audio)) waveform = await waveformPeaks(source, meta.duration ?? 0);
      job.progress(1, 'done');
      const saved = await saveDerivatives(deps.db, assetId, { thumbKey, waveform });
      // The asset went while we worked: do not leave its thumbnail behind.
      if (!saved && thumbKey) await deps.storage.remove(thumbKey);
    } catch (err) {
      // A file ffmpeg cannot thumbnail stays usable; after the last try it is shown without a preview.
      if (job.lastAttempt) await markAssetDerived(deps.db, assetId);
      throw err;
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
      if (temp) await fsp.rm(source, { force: true });
    }
  };
}
