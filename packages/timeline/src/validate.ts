import { TimelineError, type TimelineIssue } from './errors.js';
import { allSegments, estimatedDurations } from './operations.js';
import type { TimelineDoc } from './schema.js';
import { sceneTimings, totalDuration } from './timings.js';
import { isSpeakable, SCRIPT_INPUT_ERROR } from './text.js';

/** The longest video any document may describe (plans set lower limits on the server). */
export const MAX_TOTAL_SECONDS = 3600;

function duplicates(ids: string[], path: (index: number) => string, what: string, rule = 'duplicate-id'): TimelineIssue[] {
  const seen = new Set<string>();
  return ids.flatMap((id, i) => {
    if (!seen.has(id)) return (seen.add(id), []);
    return [{ path: path(i), message: `${what} id "${id}" is used more than once`, rule }];
  });
}

/**
 * Rules the schema cannot express. Returns every issue (empty = fine) so an editor can mark them all.
 * Voice-over is allowed: a scene may have script but no avatar layer (narration over media); only an
 * explicit `speaker` must name an avatar layer of the same scene.
 */
export function validateTimeline(doc: TimelineDoc): TimelineIssue[] {
  const issues: TimelineIssue[] = [];
  issues.push(
    ...duplicates(
      doc.scenes.map((s) => s.id),
      (i) => `scenes[${i}].id`,
      'Scene',
    ),
  );

  const segmentIds = new Set<string>();
  doc.scenes.forEach((scene, si) => {
    const at = `scenes[${si}]`;
    issues.push(
      ...duplicates(
        scene.layers.map((l) => l.id),
        (i) => `${at}.layers[${i}].id`,
        'Layer',
      ),
    );
    scene.layers.forEach((layer, li) => {
      if (layer.end !== undefined && layer.end <= (layer.start ?? 0)) {
        issues.push({ path: `${at}.layers[${li}].end`, message: 'A layer must end after it starts', rule: 'layer-timing' });
      }
    });

    const avatars = new Set(scene.layers.filter((l) => l.type === 'avatar').map((l) => l.id));
    scene.script.forEach((seg, gi) => {
      const segAt = `${at}.script[${gi}]`;
      if (segmentIds.has(seg.id)) issues.push({ path: `${segAt}.id`, message: `Segment id "${seg.id}" is used more than once`, rule: 'duplicate-id' });
      segmentIds.add(seg.id);
      if (seg.speaker !== undefined && !avatars.has(seg.speaker)) {
        issues.push({ path: `${segAt}.speaker`, message: `"${seg.speaker}" is not an avatar in this scene`, rule: 'unknown-speaker' });
      }
      if (!isSpeakable(seg.text)) {
        const message = seg.text.trim() ? 'Nothing here can be spoken (only punctuation, symbols or emoji)' : 'Write something to say, or remove this line';
        issues.push({ path: `${segAt}.text`, message, rule: 'unspeakable' });
      }
    });

    if (!scene.script.some((seg) => isSpeakable(seg.text)) && !((scene.duration ?? 0) > 0)) {
      issues.push({ path: at, message: 'A scene needs something to say or a duration', rule: 'empty-scene' });
    }
  });

  const total = totalDuration(sceneTimings(doc, estimatedDurations(doc)));
  if (total > MAX_TOTAL_SECONDS) {
    issues.push({
      path: '',
      message: `The video would last about ${Math.ceil(total / 60)} minutes; at most ${MAX_TOTAL_SECONDS / 60} are allowed`,
      rule: 'too-long',
    });
  }
  return issues;
}

/** Throws the spec's script error when nothing in the document would make sound or take time. */
export function assertRenderable(doc: TimelineDoc): void {
  const speaks = allSegments(doc).some((seg) => isSpeakable(seg.text));
  const lasts = doc.scenes.some((scene) => (scene.duration ?? 0) > 0);
  if (!speaks && !lasts) throw new TimelineError([{ path: '', message: SCRIPT_INPUT_ERROR }], 'script');
}
