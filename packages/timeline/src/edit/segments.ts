import { current, isDraft } from 'immer';
import { parseOrThrow, TimelineError } from '../errors.js';
import type { SegmentPatch } from '../operations.js';
import { ScriptSegment } from '../schema.js';
import type { DocDraft } from './apply.js';
import { plainCopy } from './copy.js';
import { idMaker } from './ids.js';
import { checkRoom, MAX_SEGMENTS } from './limits.js';
import { checkIndex, findScene, findSegment } from './select.js';

/** Adds a line to a scene after its line `afterIndex` (-1 = first). Returns the new line's id. */
export function addSegment(draft: DocDraft, sceneId: string, afterIndex: number, text: string, voice: string): string {
  const { scene, path } = findScene(draft, sceneId);
  checkRoom(scene.script.length, 1, MAX_SEGMENTS, `${path}.script`, 'lines in a scene');
  const at = checkIndex(afterIndex + 1, scene.script.length, 'afterIndex');
  const segment = parseOrThrow(ScriptSegment, { id: idMaker(draft)('segment'), text, voice }, `${path}.script[${at}]`);
  scene.script.splice(at, 0, segment);
  return segment.id;
}

/** Removes a line; a scene may be left with none (it then needs a duration, which validateTimeline says). */
export function removeSegment(draft: DocDraft, segmentId: string): void {
  const { scene, segmentIndex } = findSegment(draft, segmentId);
  scene.script.splice(segmentIndex, 1);
}

/**
 * Changes some of a line's fields, validated as a whole line; only the patched fields are written (one
 * small diff per keystroke, which the history merges). The history-friendly form of updateSegment.
 */
export function patchSegment(draft: DocDraft, segmentId: string, patch: SegmentPatch): void {
  const { segment, path } = findSegment(draft, segmentId);
  if ('id' in patch) throw new TimelineError([{ path: `${path}.id`, message: "A line's id cannot change" }]);
  const now = isDraft(segment) ? current(segment) : segment;
  const parsed = parseOrThrow(ScriptSegment, { ...now, ...patch }, path) as Record<string, unknown>;
  const target = segment as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    if (parsed[key] === undefined) delete target[key];
    else target[key] = parsed[key];
  }
}

/**
 * Moves a line to position `toIndex` of a scene (the same one or another; the index counts the target's
 * lines without the moved one). A speaker the target scene has no avatar for is dropped.
 */
export function moveSegment(draft: DocDraft, segmentId: string, toSceneId: string, toIndex: number): void {
  const from = findSegment(draft, segmentId);
  const to = findScene(draft, toSceneId);
  const sameScene = from.sceneIndex === to.sceneIndex;
  if (!sameScene) checkRoom(to.scene.script.length, 1, MAX_SEGMENTS, `${to.path}.script`, 'lines in a scene');
  checkIndex(toIndex, to.scene.script.length - (sameScene ? 1 : 0), 'toIndex');
  if (sameScene && toIndex === from.segmentIndex) return;
  const [segment] = from.scene.script.splice(from.segmentIndex, 1);
  const speaker = segment.speaker;
  if (!sameScene && speaker !== undefined && !to.scene.layers.some((l) => l.type === 'avatar' && l.id === speaker)) delete segment.speaker;
  to.scene.script.splice(toIndex, 0, segment);
}

/**
 * Splits a line at a character index (0 < charIndex < length, not inside a surrogate pair) into two lines
 * of the same voice, speed and speaker; the space at the cut is dropped. The pause before stays with the
 * first line, the pause after goes with the second. Returns the second line's id.
 */
export function splitSegmentAt(draft: DocDraft, segmentId: string, charIndex: number): string {
  const { scene, segment, segmentIndex, path } = findSegment(draft, segmentId);
  const text = segment.text;
  const lowSurrogate = /[\uDC00-\uDFFF]/.test(text.charAt(charIndex));
  if (!Number.isInteger(charIndex) || charIndex <= 0 || charIndex >= text.length || lowSurrogate) {
    throw new TimelineError([{ path: `${path}.text`, message: `A line splits between two of its characters, not at ${charIndex}` }]);
  }
  checkRoom(scene.script.length, 1, MAX_SEGMENTS, path.slice(0, path.lastIndexOf('[')), 'lines in a scene');
  const second = { ...plainCopy(segment), id: idMaker(draft)('segment'), text: text.slice(charIndex).trimStart(), pauseBefore: 0 };
  segment.text = text.slice(0, charIndex).trimEnd();
  segment.pauseAfter = 0;
  scene.script.splice(segmentIndex + 1, 0, second);
  return second.id;
}
