import type { MediaKind } from '@framecast/contract';
import { useSyncExternalStore } from 'react';

/**
 * Which of spec 000 §8's media messages a failed load shows (the spec lists them without saying where;
 * this is our reading, and 000 §5 adds the generic one):
 * - a small picture in a list (thumbnail, poster): 'Failed to load image'
 * - a picture opened in full: 'Error loading the image'
 * - a video opened to play: 'Error loading the video'
 * - a sound, or anything else: 'Media load error, please retry' (000 §5)
 * - a file that arrives but the browser cannot decode: 'Error unsupported file type'
 */
export type MediaFailure = 'load' | 'unsupported';

export const THUMBNAIL_ERROR_KEY = 'assets.mediaErrors.thumbnail';

/** The i18n key of the message for a file of `kind` that failed to load as `failure`. */
export function mediaErrorKey(kind: MediaKind, failure: MediaFailure): string {
  if (failure === 'unsupported') return 'assets.mediaErrors.unsupported';
  if (kind === 'video') return 'assets.mediaErrors.video';
  if (kind === 'image') return 'assets.mediaErrors.image';
  return 'v.mediaLoadError';
}

/** HTMLMediaElement's MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED (no DOM needed to read it). */
const SRC_NOT_SUPPORTED = 4;

/**
 * Why a <video> or <audio> failed. The browser gives "source not supported" both for a format it cannot
 * play and for a link that answers 404, so the link is asked for its first byte: if the file is there,
 * the format is the problem (retrying will not help); otherwise it is a load error worth retrying.
 */
export async function classifyMediaFailure(code: number | undefined, url: string, fetcher: typeof fetch = fetch): Promise<MediaFailure> {
  if (code !== SRC_NOT_SUPPORTED) return 'load';
  try {
    const res = await fetcher(url, { headers: { Range: 'bytes=0-0' }, cache: 'no-store', signal: AbortSignal.timeout(8000) });
    void res.body?.cancel().catch(() => {});
    return res.ok ? 'unsupported' : 'load';
  } catch {
    return 'load';
  }
}

// ---- retrying thumbnails -----------------------------------------------------------------------------

/**
 * Thumbnails that failed stay on their kind's icon until someone asks to try again (a Retry button,
 * or fresh links after a list refresh); one counter lets every broken thumbnail load again at once.
 */
let epoch = 0;
const listeners = new Set<() => void>();

export function retryThumbnails(): void {
  epoch += 1;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useThumbnailEpoch = (): number =>
  useSyncExternalStore(
    subscribe,
    () => epoch,
    () => epoch,
  );
