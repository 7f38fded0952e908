import { type AspectRatio, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';

/** How long an empty scene lasts until it has something to say. */
export const BLANK_SCENE_SECONDS = 5;

/**
 * "Blank video" (Home's first card): one empty scene in the space's most common frame, with one script
 * line waiting for words in `voice`. Nothing is saved until the user changes something.
 */
export function blankDocument(voice: string, aspectRatio: AspectRatio = '16:9'): TimelineDoc {
  return TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio,
    background: { type: 'color', color: '#1f2937' },
    scenes: [{ id: 's1', duration: BLANK_SCENE_SECONDS, layers: [], script: [{ id: 'seg1', text: '', voice }] }],
  });
}
