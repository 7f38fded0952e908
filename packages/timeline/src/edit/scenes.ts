import type { z } from 'zod';
import { parseOrThrow, TimelineError } from '../errors.js';
import { type Layer, Scene, ScriptSegment } from '../schema.js';
import { sceneTimings } from '../timings.js';
import type { DocDraft } from './apply.js';
import { copyScene, plainCopy } from './copy.js';
import { idMaker } from './ids.js';
import { checkRoom, MAX_SCENES } from './limits.js';
import { checkIndex, findScene } from './select.js';

/** The voice a new scene speaks in: the nearest earlier scene's last voice, else the first voice after it. */
function nearbyVoice(draft: DocDraft, before: number): string | undefined {
  for (let i = Math.min(before, draft.scenes.length - 1); i >= 0; i--) {
    const voice = draft.scenes[i].script.at(-1)?.voice;
    if (voice) return voice;
  }
  return draft.scenes.slice(before + 1).find((s) => s.script.length > 0)?.script[0].voice;
}

export interface AddSceneOptions {
  /** Index of the scene to insert after; -1 = first; absent = last. */
  after?: number;
  /** The empty line's voice; absent = the neighbouring scenes' voice. */
  voice?: string;
}

/**
 * Inserts a scene with no layers and one empty line to write (none when the document has no voice at all
 * and none is given). Returns the new scene's id.
 */
export function addScene(draft: DocDraft, opts: AddSceneOptions = {}): string {
  const count = draft.scenes.length;
  checkRoom(count, 1, MAX_SCENES, 'scenes', 'scenes');
  const at = opts.after === undefined ? count : checkIndex(opts.after + 1, count, 'after');
  const freshId = idMaker(draft);
  const id = freshId('scene');
  const voice = opts.voice ?? nearbyVoice(draft, at - 1);
  const script = voice === undefined ? [] : [parseOrThrow(ScriptSegment, { id: freshId('segment'), text: '', voice }, `scenes[${at}].script[0]`)];
  draft.scenes.splice(at, 0, { id, layers: [], script });
  return id;
}

/** Removes a scene; a document keeps at least one. */
export function removeScene(draft: DocDraft, sceneId: string): void {
  const { sceneIndex } = findScene(draft, sceneId);
  if (draft.scenes.length === 1) throw new TimelineError([{ path: 'scenes', message: 'A video needs at least one scene' }]);
  draft.scenes.splice(sceneIndex, 1);
}

/** Moves a scene so that it ends up at `toIndex`. */
export function moveScene(draft: DocDraft, sceneId: string, toIndex: number): void {
  const { sceneIndex } = findScene(draft, sceneId);
  checkIndex(toIndex, draft.scenes.length - 1, 'toIndex');
  if (toIndex === sceneIndex) return;
  const [scene] = draft.scenes.splice(sceneIndex, 1);
  draft.scenes.splice(toIndex, 0, scene);
}

/** Inserts a copy of the scene just after it, with new ids throughout. Returns the copy's id. */
export function duplicateScene(draft: DocDraft, sceneId: string): string {
  const { scene, sceneIndex } = findScene(draft, sceneId);
  checkRoom(draft.scenes.length, 1, MAX_SCENES, 'scenes', 'scenes');
  const copy = copyScene(scene, idMaker(draft));
  draft.scenes.splice(sceneIndex + 1, 0, copy);
  return copy.id;
}

/** The part of a layer inside [from, to) of its scene, in the times of a scene starting at `from`; undefined if none. */
function clipLayer(layer: Layer, from: number, to: number): Layer | undefined {
  const start = Math.max(layer.start ?? 0, from);
  const end = Math.min(layer.end ?? Number.POSITIVE_INFINITY, to);
  if (!(end > start)) return undefined;
  const { start: _start, end: _end, ...rest } = layer;
  return {
    ...rest,
    // A bound the layer did not have stays absent: "from the scene's start" and "to its end" still hold.
    ...(layer.start !== undefined || start > from ? { start: start - from } : {}),
    ...(layer.end !== undefined ? { end: end - from } : {}),
  } as Layer;
}

/** Drops speakers that name no avatar layer of their scene (the layer fell on the other side of a split). */
function dropLostSpeakers(scene: Pick<Scene, 'layers' | 'script'>): void {
  const avatars = new Set(scene.layers.filter((l) => l.type === 'avatar').map((l) => l.id));
  for (const segment of scene.script) if (segment.speaker !== undefined && !avatars.has(segment.speaker)) delete segment.speaker;
}

/**
 * Splits a scene before its line `atSegmentIndex` (1 .. lines − 1): the lines from there on move, with
 * their ids, to a new scene just after it. Both scenes keep the layers, clipped to their side of the cut
 * (the time the first half's lines take, from `durations` as sceneTimings reads them); the new scene's
 * layers get new ids. A set duration carries over as what remains of it after the cut, so the two scenes
 * last what the one did. The transition stays on the first. Returns the new scene's id.
 */
export function splitScene(draft: DocDraft, sceneId: string, atSegmentIndex: number, durations: Readonly<Record<string, number>>): string {
  const { scene, sceneIndex, path } = findScene(draft, sceneId);
  const lines = scene.script.length;
  if (!Number.isInteger(atSegmentIndex) || atSegmentIndex < 1 || atSegmentIndex >= lines) {
    throw new TimelineError([{ path: `${path}.script`, message: `A scene splits between two of its ${lines} lines, not at ${atSegmentIndex}` }]);
  }
  checkRoom(draft.scenes.length, 1, MAX_SCENES, 'scenes', 'scenes');
  const plain = plainCopy(scene) as Scene;
  const cut = sceneTimings({ scenes: [plain] }, durations)[0].segments[atSegmentIndex].start;
  const freshId = idMaker(draft);

  const renamed = new Map<string, string>();
  const laterLayers = plain.layers.flatMap((layer) => {
    const part = clipLayer(layer, cut, Number.POSITIVE_INFINITY);
    if (!part) return [];
    const id = freshId('layer');
    renamed.set(layer.id, id);
    return [{ ...part, id }];
  });
  const laterScript = plain.script
    .slice(atSegmentIndex)
    .map((segment) => (segment.speaker === undefined ? segment : { ...segment, speaker: renamed.get(segment.speaker) ?? segment.speaker }));
  const { transition: _transition, duration, ...rest } = plain;
  const later: Scene = { ...rest, id: freshId('scene'), layers: laterLayers, script: laterScript };
  if (duration !== undefined && duration > cut) later.duration = duration - cut;
  dropLostSpeakers(later);

  // The first half is changed in place, so its untouched layers stay the objects they were.
  for (let i = scene.layers.length - 1; i >= 0; i--) {
    const part = clipLayer(plain.layers[i], 0, cut);
    if (!part) scene.layers.splice(i, 1);
    else if (part.start !== plain.layers[i].start || part.end !== plain.layers[i].end) scene.layers[i] = { ...part } as (typeof scene.layers)[number];
  }
  scene.script.splice(atSegmentIndex);
  delete scene.duration;
  dropLostSpeakers(scene as Scene);

  draft.scenes.splice(sceneIndex + 1, 0, later);
  return later.id;
}

/** What a scene's own settings an edit may change; `undefined` clears one. */
export type ScenePatch = Partial<Pick<z.input<typeof Scene>, 'duration' | 'transition' | 'background'>>;

const SceneSettings = Scene.pick({ duration: true, transition: true, background: true });

/** Changes a scene's duration, transition or background, validated by the schema. */
export function patchScene(draft: DocDraft, sceneId: string, patch: ScenePatch): void {
  const { scene, path } = findScene(draft, sceneId);
  const value = parseOrThrow(SceneSettings, { duration: scene.duration, transition: scene.transition, background: scene.background, ...patch }, path);
  for (const key of Object.keys(patch) as (keyof ScenePatch)[]) {
    if (value[key] === undefined) delete scene[key];
    else (scene as Record<string, unknown>)[key] = value[key];
  }
}
