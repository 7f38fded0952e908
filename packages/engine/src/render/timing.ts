import type { TimelineDoc } from '@framecast/timeline';
import { SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import { ScriptError } from '../types.js';

/**
 * A stretch of the video drawn by one ffmpeg run: one script segment (its pause before, speech and
 * pause after), or a whole scene without speech. All lengths are whole frames.
 */
export interface WindowTiming {
  index: number;
  sceneIndex: number;
  /** The segment spoken in this window; absent for a scene without script. */
  segmentId?: string;
  startFrame: number;
  frames: number;
  /** Frames before the speech starts. */
  leadFrames: number;
  /** The segment's own frames (pause before, speech, pause after), before a scene's minimum stretches the window. */
  segmentFrames: number;
  /** Frames of the window from its scene's start (layer times are scene-relative). */
  sceneOffsetFrames: number;
  /** The whole scene's frames: a movement over a layer's whole time on screen needs where the scene ends. */
  sceneFrames: number;
}

export interface FramePlan {
  fps: number;
  totalFrames: number;
  scenes: { id: string; startFrame: number; frames: number }[];
  windows: WindowTiming[];
}

const framesOf = (sec: number, fps: number) => Math.round(sec * fps);

/**
 * One scene's windows, with `startFrame` counted from the scene's start: lead = round(pauseBefore),
 * speech = ceil(speech), tail = round(pauseAfter); a scene shorter than its `duration` stretches its
 * last window, and a scene without script is one window of its duration (none when that is 0).
 */
export function planScene(
  scene: TimelineDoc['scenes'][number],
  sceneIndex: number,
  fps: number,
  speechSec: Readonly<Record<string, number>>,
): { windows: WindowTiming[]; frames: number } {
  const windows: Omit<WindowTiming, 'sceneFrames'>[] = [];
  let cursor = 0;
  for (const segment of scene.script) {
    const speech = speechSec[segment.id];
    if (speech === undefined) throw new Error(`No speech for segment ${segment.id}`);
    const leadFrames = framesOf(segment.pauseBefore, fps);
    const frames = leadFrames + Math.max(1, Math.ceil(speech * fps - 1e-6)) + framesOf(segment.pauseAfter, fps);
    windows.push({ index: 0, sceneIndex, segmentId: segment.id, startFrame: cursor, frames, leadFrames, segmentFrames: frames, sceneOffsetFrames: cursor });
    cursor += frames;
  }
  const short = framesOf(scene.duration ?? 0, fps) - cursor;
  if (short > 0) {
    const last = windows.at(-1);
    if (last) last.frames += short;
    else windows.push({ index: 0, sceneIndex, startFrame: 0, frames: short, leadFrames: 0, segmentFrames: 0, sceneOffsetFrames: 0 });
    cursor += short;
  }
  return { windows: windows.map((w) => ({ ...w, sceneFrames: cursor })), frames: cursor };
}

/**
 * Lays the document out on the frame grid, like the timeline's sceneTimings but in whole frames per
 * window. A window's length depends only on its own segment (and its scene's minimum), so editing one
 * sentence leaves every other window and its cached clip the same; audio is laid on the same grid, so
 * sound and picture cannot drift apart.
 */
export function planFrames(doc: Pick<TimelineDoc, 'fps' | 'scenes'>, speechSec: Readonly<Record<string, number>>): FramePlan {
  const { fps } = doc;
  const windows: WindowTiming[] = [];
  const scenes: FramePlan['scenes'] = [];
  let cursor = 0;
  doc.scenes.forEach((scene, sceneIndex) => {
    const planned = planScene(scene, sceneIndex, fps, speechSec);
    for (const w of planned.windows) windows.push({ ...w, index: windows.length, startFrame: cursor + w.startFrame });
    scenes.push({ id: scene.id, startFrame: cursor, frames: planned.frames });
    cursor += planned.frames;
  });
  if (cursor === 0) throw new ScriptError(SCRIPT_INPUT_ERROR);
  return { fps, totalFrames: cursor, scenes, windows };
}
