import type { Template } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import type { FileLinks } from '../../platform/storage/index.js';
import type { findPreview } from './store.js';

type PreviewRow = NonNullable<Awaited<ReturnType<typeof findPreview>>>;

/** Links to previews last a day: a library page stays open a while. */
const LINK_TTL_S = 24 * 3600;

/** What a template's document offers, for the cards and the wizard's checks. */
export function docFacts(doc: TimelineDoc) {
  const layers = doc.scenes.flatMap((s) => s.layers);
  const media = new Set(layers.flatMap((l) => (l.type === 'image' || l.type === 'video' ? [/^media-(\d+)/.exec(l.id)?.[1] ?? l.src] : [])));
  const avatars = layers.filter((l) => l.type === 'avatar');
  return {
    scenes: doc.scenes.length,
    media_slots: media.size,
    has_avatar: avatars.length > 0,
    cuts_out_avatar: avatars.some((l) => l.type === 'avatar' && l.removeBackground),
    has_music: !!doc.music,
  };
}

export function presentPreview(links: FileLinks, row: PreviewRow | undefined, docHash: string): Template['preview'] {
  if (!row || row.doc_hash !== docHash) return { status: 'none', thumbnail_url: null, clip_url: null };
  return {
    status: row.status,
    // The poster while the video renders (or before anyone asked for it), then the video's own still.
    thumbnail_url: row.status !== 'failed' && row.thumb_key ? links.url(row.thumb_key, LINK_TTL_S) : null,
    clip_url: row.status === 'ready' && row.clip_key ? links.url(row.clip_key, LINK_TTL_S) : null,
  };
}
