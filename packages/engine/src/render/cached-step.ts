import type { StepCache } from '../types.js';

/** What a cached render step is handed besides its own inputs. */
export interface StepRunOptions {
  cache: StepCache;
  /** Where the step writes its output before the cache takes it over. */
  tmpDir: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface CachedFile {
  path: string;
  cached: boolean;
}

/** The file cached under `key`, or else the file `make` writes, moved into the cache under `key`. */
export async function cachedFile(cache: StepCache, key: string, make: () => Promise<string>): Promise<CachedFile> {
  const hit = await cache.get(key);
  if (hit) return { path: hit, cached: true };
  return { path: await cache.put(key, await make()), cached: false };
}
