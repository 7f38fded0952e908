import { type MediaMotion, MOTION_PATHS, TRANSITION_ZOOM, type Transition } from '@framecast/timeline';
import { ffColor, plus, round } from './escape.js';
import { fitFilter } from './layer-filters.js';

/**
 * v3's movements as per-frame filters on the window clock `t`. Each window carries where its movements
 * stand, so windows drawn apart still join. Expressions are quoted: commas inside need no escaping.
 * Sizes change in whole (even) pixels: scale with `eval=frame` plus a centred crop zooms without the
 * wobble of zoompan, which rounds its crop's corner and its zoom apart.
 */

/** A moving picture's progress (0..1) at the window's first and last frames. */
export interface MotionSpan {
  type: Exclude<MediaMotion, 'none'>;
  from: number;
  to: number;
}

/** The scene's entrance: it began at `start` (window seconds, ≤ 0); `color` is a wipe's panel. */
export interface TransitionSpec {
  type: Transition['type'];
  duration: number;
  start: number;
  color?: string;
}

/** Fits media into a width × height box: cover crops to it (exact: odd sizes stay odd), contain shrinks inside it and leaves the rest clear. */
export const boxFilter = (fit: 'cover' | 'contain', width: number, height: number) =>
  `scale=${width}:${height}:force_original_aspect_ratio=${fit === 'cover' ? `increase,crop=${width}:${height}:exact=1` : 'decrease'}`;

/** The straight line through the window's first and last frames, held within 0..1. */
function progress(m: MotionSpan, fps: number, frames: number): string {
  const slope = frames > 1 ? ((m.to - m.from) * fps) / (frames - 1) : 0;
  const per = plus(slope, 9);
  return `clip(${round(m.from, 6)}${per && `${per}*t`},0,1)`;
}

const along = ([a, b]: [number, number], p: string) => (a === b ? round(a, 6) : `(${round(a, 6)}${plus(b - a)}*${p})`);

/**
 * A picture moving inside its width × height box. `still` runs once (cover the box at the motion's
 * largest scale); `moving` runs per frame: a zoom rescales, and the box is cropped out where the motion
 * puts it (exact, so pans step by single pixels).
 */
export function motionFilters(m: MotionSpan, width: number, height: number, fps: number, frames: number): { still: string; moving: string } {
  const path = MOTION_PATHS[m.type];
  const big = Math.max(...path.scale);
  const [bigW, bigH] = [2 * Math.ceil((width * big) / 2), 2 * Math.ceil((height * big) / 2)];
  const p = progress(m, fps, frames);
  const zooms = path.scale[0] !== path.scale[1];
  const scale = along(path.scale, p);
  const [w, h] = [`2*ceil(${width}*${scale}/2)`, `2*ceil(${height}*${scale}/2)`];
  // crop's iw/ih stay the size the graph was built with, so a zoom restates the picture's size per frame.
  const [spareW, spareH] = zooms ? [`(${w}-${width})`, `(${h}-${height})`] : [bigW - width, bigH - height];
  const scaled = zooms ? `scale=w='${w}':h='${h}':eval=frame:flags=bilinear,` : '';
  return {
    still: fitFilter('cover', bigW, bigH),
    moving: `${scaled}crop=${width}:${height}:x='${spareW}*${along(path.x, p)}':y='${spareH}*${along(path.y, p)}':exact=1`,
  };
}

/**
 * Graph lines drawing the scene's entrance over `input` into `output`. Only frames inside the entrance
 * pay for it, save the zoom's per-frame scale, which passes frames through once back at 1×.
 */
export function transitionGraph(
  tr: TransitionSpec,
  io: { input: string; output: string; width: number; height: number; fps: number; addInput: (...args: string[]) => number },
): string[] {
  const { input, output, width: W, height: H } = io;
  const endSec = tr.duration + tr.start;
  const end = round(endSec, 4);
  const q = `clip((t${plus(-tr.start, 4)})/${round(tr.duration, 4)},0,1)`;
  const eased = `(1-pow(1-${q},2))`;
  switch (tr.type) {
    case 'fade': {
      // fade reads frame times from 0: shifted, a window that starts mid-fade starts at its level.
      const shift = round(-tr.start, 4);
      const fade = `fade=t=in:st=0:d=${round(tr.duration, 4)}`;
      return [`[${input}]${tr.start ? `setpts=PTS+${shift}/TB,${fade},setpts=PTS-${shift}/TB` : fade}[${output}]`];
    }
    case 'zoom': {
      const z = `(${TRANSITION_ZOOM}-${round(TRANSITION_ZOOM - 1, 6)}*${eased})`;
      const [w, h] = [`2*ceil(${W}*${z}/2)`, `2*ceil(${H}*${z}/2)`];
      return [`[${input}]scale=w='${w}':h='${h}':eval=frame:flags=bilinear,crop=${W}:${H}:x='(${w}-${W})/2':y='(${h}-${H})/2',setsar=1[${output}]`];
    }
    case 'slide': {
      // Black where the picture has not arrived yet: the picture over a blacked-out copy of itself.
      const on = `:enable='lt(t,${end})'`;
      return [
        `[${input}]split[${output}m][${output}p]`,
        `[${output}m]drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill${on}[${output}b]`,
        `[${output}b][${output}p]overlay=x='${W}*(1-${eased})':y=0${on}[${output}]`,
      ];
    }
    case 'wipe': {
      const panel = io.addInput(
        '-f',
        'lavfi',
        '-i',
        `color=c=${ffColor(tr.color ?? '#000000')}:s=${W}x${H}:r=${io.fps}:d=${round(Math.max(0, endSec) + 1 / io.fps, 4)}`,
      );
      return [`[${input}][${panel}:v]overlay=x='${W}*${eased}':y=0:eof_action=pass[${output}]`];
    }
  }
}
