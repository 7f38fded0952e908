import { MediaRef, type TimelineDoc } from '@framecast/timeline';
import { fileHash } from '../cache/hash.js';
import { probeMedia } from '../compose/probe.js';
import type { MediaFile } from './window-content.js';

/** Avatar layers that name a media file (a talking photo) rather than a library look. */
export function avatarMediaRefs(doc: TimelineDoc): string[] {
  const refs = new Set<string>();
  for (const scene of doc.scenes) for (const l of scene.layers) if (l.type === 'avatar' && MediaRef.safeParse(l.avatar).success) refs.add(l.avatar);
  return [...refs];
}

/** Media refs a render reads: what the composition draws, and the photos its avatars animate. */
export function composedMediaRefs(doc: TimelineDoc): { ref: string; video: boolean }[] {
  const refs = new Map<string, boolean>();
  const add = (ref: string, video: boolean) => refs.set(ref, (refs.get(ref) ?? false) || video);
  const background = (bg: TimelineDoc['background'] | undefined) => {
    if (bg && bg.type !== 'color') add(bg.src, bg.type === 'video');
  };
  background(doc.background);
  for (const scene of doc.scenes) {
    background(scene.background);
    for (const layer of scene.layers) if (layer.type === 'image' || layer.type === 'video') add(layer.src, layer.type === 'video');
  }
  if (doc.music) add(doc.music.src, false);
  if (doc.logo) add(doc.logo.src, false);
  for (const ref of avatarMediaRefs(doc)) add(ref, false);
  return [...refs].map(([ref, video]) => ({ ref, video }));
}

/**
 * Fetches every ref to a local file and fingerprints it by content (so a replaced file re-renders and a
 * moved one does not); videos are probed for their length, which looping and offsets need.
 */
export async function resolveDocMedia(doc: TimelineDoc, resolve: (ref: string) => Promise<string>): Promise<Map<string, MediaFile>> {
  const out = new Map<string, MediaFile>();
  for (const { ref, video } of composedMediaRefs(doc)) {
    const path = await resolve(ref);
    const [hash, info] = await Promise.all([fileHash(path), video ? probeMedia(path) : Promise.resolve(null)]);
    out.set(ref, { path, hash: `sha256:${hash}`, durationSec: info?.durationSec });
  }
  return out;
}
