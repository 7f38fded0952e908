import type { z } from 'zod';
import { parseOrThrow, TimelineError } from './errors.js';
import { estimateSpeechSeconds } from './speech-estimate.js';
import { MediaRef, ScriptSegment, type TimelineDoc } from './schema.js';
import { joinText } from './text.js';

/** Every segment of the document in reading order. */
export const allSegments = (doc: Pick<TimelineDoc, 'scenes'>): ScriptSegment[] => doc.scenes.flatMap((s) => s.script);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters of script as a user counts them (👍🏽 is one), edges trimmed: what length limits compare. */
export function scriptCharCount(doc: Pick<TimelineDoc, 'scenes'>): number {
  return allSegments(doc).reduce((n, seg) => n + [...graphemes.segment(seg.text.trim())].length, 0);
}

/** The whole script as one text (moderation, translation, listings): spaces between words, none beside CJK. */
export function documentScript(doc: Pick<TimelineDoc, 'scenes'>): string {
  return allSegments(doc)
    .map((seg) => seg.text.trim())
    .reduce(joinText, '');
}

/** What a length estimate reads of a document: its scenes' set durations and their script. */
export interface SpokenScenes {
  scenes: readonly { duration?: number; script: readonly Pick<ScriptSegment, 'id' | 'text' | 'speed' | 'pauseBefore' | 'pauseAfter'>[] }[];
}

/** Estimated speech seconds of every segment, keyed by segment id (the input sceneTimings wants before audio exists). */
export function estimatedDurations(doc: SpokenScenes): Record<string, number> {
  return Object.fromEntries(doc.scenes.flatMap((s) => s.script).map((seg) => [seg.id, estimateSpeechSeconds(seg.text, seg.speed)]));
}

/**
 * Seconds the video will last, estimated from its script before any audio exists: what the plan's length
 * limit is checked on at save and submit. Each scene lasts its speech and pauses, or its set duration.
 */
export function estimateVideoSeconds(doc: SpokenScenes): number {
  const speech = estimatedDurations(doc);
  let total = 0;
  for (const scene of doc.scenes) {
    const spoken = scene.script.reduce((sum, s) => sum + s.pauseBefore + (speech[s.id] ?? 0) + s.pauseAfter, 0);
    total += Math.max(scene.duration ?? 0, spoken);
  }
  return Math.round(total * 100) / 100;
}

const isMediaRef = (value: string) => MediaRef.safeParse(value).success;

/**
 * Every media file the document uses, once each, in document order: what the server must resolve and
 * authorise before a render. Avatar layers count when they name a custom avatar asset.
 */
export function collectMediaRefs(doc: TimelineDoc): string[] {
  const refs = new Set<string>();
  const background = (bg: TimelineDoc['background'] | undefined) => bg && bg.type !== 'color' && refs.add(bg.src);
  background(doc.background);
  for (const scene of doc.scenes) {
    background(scene.background);
    for (const layer of scene.layers) {
      if (layer.type === 'image' || layer.type === 'video') refs.add(layer.src);
      else if (layer.type === 'avatar' && isMediaRef(layer.avatar)) refs.add(layer.avatar);
    }
  }
  if (doc.music) refs.add(doc.music.src);
  if (doc.logo) refs.add(doc.logo.src);
  return [...refs];
}

/** Fields to change; `speaker: undefined` clears the speaker. */
export type SegmentPatch = Partial<Omit<z.input<typeof ScriptSegment>, 'id'>>;

/**
 * Returns a new document with one segment changed; everything else is shared with `doc`, so a caller
 * can diff by reference. Throws TimelineError for an unknown id or a patch the schema refuses.
 */
export function updateSegment(doc: TimelineDoc, segmentId: string, patch: SegmentPatch): TimelineDoc {
  for (const [sceneIndex, scene] of doc.scenes.entries()) {
    const segmentIndex = scene.script.findIndex((seg) => seg.id === segmentId);
    if (segmentIndex < 0) continue;
    const path = `scenes[${sceneIndex}].script[${segmentIndex}]`;
    const updated = parseOrThrow(ScriptSegment, { ...scene.script[segmentIndex], ...patch, id: segmentId }, path);
    const script = scene.script.map((seg, i) => (i === segmentIndex ? updated : seg));
    return { ...doc, scenes: doc.scenes.map((s, i) => (i === sceneIndex ? { ...scene, script } : s)) };
  }
  throw new TimelineError([{ path: 'segmentId', message: `No segment "${segmentId}" in this document` }]);
}
