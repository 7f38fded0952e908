import { z } from 'zod';
import { parseOrThrow, TimelineError } from '../errors.js';
import { Layer, Scene, type TimelineDoc } from '../schema.js';
import type { DocDraft } from './apply.js';
import { copyLayer, copyScene, plainCopy } from './copy.js';
import { idMaker } from './ids.js';
import { removeLayer } from './layers.js';
import { checkRoom, MAX_LAYERS, MAX_SCENES } from './limits.js';
import { findLayer, findScene } from './select.js';
import { removeScene } from './scenes.js';

/**
 * What copy and cut put on the clipboard, as JSON: layers of one scene (bottom first) or whole scenes
 * (in document order). Pasting parses it again, since what comes back from the system clipboard may be
 * anything.
 */
export const Clip = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('layers'), items: z.array(Layer).min(1).max(MAX_LAYERS) }),
  z.object({ kind: z.literal('scene'), items: z.array(Scene).min(1).max(MAX_SCENES) }),
]);
export type Clip = z.infer<typeof Clip>;

const NOT_A_CLIP = 'The clipboard holds no Framecast layers or scenes';

/** The named layers of a scene (each once), in its z-order whatever order the ids come in. */
export function copyLayers(doc: Pick<TimelineDoc, 'scenes'>, sceneId: string, layerIds: readonly string[]): Clip {
  const picked = [...new Set(layerIds)].map((id) => findLayer(doc, sceneId, id)).sort((a, b) => a.layerIndex - b.layerIndex);
  if (picked.length === 0) throw new TimelineError([{ path: 'layerIds', message: 'Nothing to copy' }]);
  return { kind: 'layers', items: picked.map((p) => plainCopy(p.layer)) };
}

/** The named scenes (each once), in document order. */
export function copyScenes(doc: Pick<TimelineDoc, 'scenes'>, sceneIds: readonly string[]): Clip {
  const picked = [...new Set(sceneIds)].map((id) => findScene(doc, id)).sort((a, b) => a.sceneIndex - b.sceneIndex);
  if (picked.length === 0) throw new TimelineError([{ path: 'sceneIds', message: 'Nothing to copy' }]);
  return { kind: 'scene', items: picked.map((p) => plainCopy(p.scene)) };
}

/** Copies the layers, then removes them from the scene. */
export function cutLayers(draft: DocDraft, sceneId: string, layerIds: readonly string[]): Clip {
  const clip = copyLayers(draft, sceneId, layerIds);
  for (const layer of clip.items) removeLayer(draft, sceneId, layer.id);
  return clip;
}

/** Copies the scenes, then removes them; refused when it would leave the document without a scene. */
export function cutScenes(draft: DocDraft, sceneIds: readonly string[]): Clip {
  const clip = copyScenes(draft, sceneIds);
  if (clip.items.length >= draft.scenes.length) {
    throw new TimelineError([{ path: 'scenes', message: 'A video needs at least one scene' }]);
  }
  for (const scene of clip.items) removeScene(draft, scene.id);
  return clip;
}

/** A clip from the clipboard's text or a value; anything else is refused with a TimelineError. */
export function parseClip(input: unknown): Clip {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new TimelineError([{ path: 'clipboard', message: NOT_A_CLIP }]);
    }
  }
  if (typeof value !== 'object' || value === null || !('kind' in value)) throw new TimelineError([{ path: 'clipboard', message: NOT_A_CLIP }]);
  return parseOrThrow(Clip, value, 'clipboard');
}

/**
 * Pastes a clip (its text or value, checked by parseClip) with new ids: layers on top of the scene
 * `sceneId`, scenes just after it. Returns the new ids, in the clip's order.
 */
export function pasteClip(draft: DocDraft, input: unknown, at: { sceneId: string }): string[] {
  const clip = parseClip(input);
  const { scene, sceneIndex, path } = findScene(draft, at.sceneId);
  const freshId = idMaker(draft);
  if (clip.kind === 'layers') {
    checkRoom(scene.layers.length, clip.items.length, MAX_LAYERS, `${path}.layers`, 'layers in a scene');
    const layers = clip.items.map((layer) => copyLayer(layer, freshId));
    scene.layers.push(...layers);
    return layers.map((l) => l.id);
  }
  checkRoom(draft.scenes.length, clip.items.length, MAX_SCENES, 'scenes', 'scenes');
  const scenes = clip.items.map((s) => copyScene(s, freshId));
  draft.scenes.splice(sceneIndex + 1, 0, ...scenes);
  return scenes.map((s) => s.id);
}
