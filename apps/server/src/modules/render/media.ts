import { PermanentJobError } from '../../platform/queue/jobs.js';
import type { Storage } from '../../platform/storage/index.js';

/**
 * Media references of a document → local files for the engine. Users may only reach their own storage
 * keys and assets; `file:` references (the command-line renderer's) are refused on the server.
 */
export function resolveMediaFor(storage: Storage) {
  return async (ref: string): Promise<string> => {
    const [scheme, ...rest] = ref.split(':');
    const value = rest.join(':');
    if (scheme === 'storage') {
      const file = await storage.fetchToLocal(value);
      if (!file) throw new PermanentJobError(`A media file of this video is missing (${value.split('/').pop()}).`);
      return file;
    }
    if (scheme === 'asset') throw new PermanentJobError('Media from your assets can be used once the media library is available.');
    throw new PermanentJobError(`This media reference cannot be used on the server: ${ref.slice(0, 60)}`);
  };
}
