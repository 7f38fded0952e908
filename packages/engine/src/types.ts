import type { HeadMotion } from '@framecast/timeline';

/**
 * The seams between engine steps. Each capability has a local adapter (CPU, offline) and an HTTP
 * adapter for a stronger service; the render pipeline only sees these interfaces.
 */

/** A voice a speech engine offers (spec 000 §3 Voice). */
export interface VoiceInfo {
  /** `<engine>:<engine's own voice id>`, e.g. `espeak:en-us+f3`. */
  id: string;
  name: string;
  /** BCP-47-ish language tag, e.g. `en-us`, `cmn`. */
  language: string;
  /** Language name in English, e.g. `English (America)`. */
  languageName: string;
  gender: 'male' | 'female';
  accent?: string;
  age?: 'young_adult' | 'adult' | 'senior';
  multilingual?: boolean;
  /** What the voice suits, as the engine or its curator says (e.g. narration, news); absent = not said. */
  useCases?: string[];
  /** How natural it sounds: 'basic' robotic (espeak formants, flite kal), 'standard' (flite slt/rms/awb), 'natural' (neural HTTP engines). */
  quality?: 'basic' | 'standard' | 'natural';
  /** Reads written pauses and phonetic pronunciations (script-markup.ts); the others get the script as shown. */
  pronunciation?: boolean;
}

/** A timed unit of speech (seconds from the start of the clip). */
export interface TimedUnit {
  start: number;
  end: number;
  text: string;
}

export interface SpeechResult {
  /** WAV file, 16-bit PCM mono. */
  wavPath: string;
  durationSec: number;
  sampleRate: number;
  /** Phonemes in order, timed when the engine gives timings (else spread over voiced frames). */
  phonemes?: TimedUnit[];
  /** Word timings when the engine gives them. */
  words?: TimedUnit[];
}

export interface SpeechRequest {
  text: string;
  /** The engine's own voice id (without the `<engine>:` prefix). */
  voice: string;
  speed: number;
}

export interface SpeechEngine {
  readonly id: string;
  /** What else decides its output for the same voice, text and speed (program version, server and model); part of the cache key. */
  readonly version?: string;
  voices(): Promise<VoiceInfo[]>;
  /** Writes a WAV to `outPath`. Throws ScriptError when the text cannot be spoken. */
  synthesize(req: SpeechRequest, outPath: string): Promise<Omit<SpeechResult, 'wavPath'>>;
}

/** The user's script is empty or yields no speech: 'Script input error. Please check and try again.' */
export class ScriptError extends Error {
  readonly kind = 'script';
}

/** The spoken video runs longer than the caller allows (a plan's length limit); found once all speech is in. */
export class VideoTooLongError extends Error {
  readonly kind = 'too-long';
  constructor(
    readonly durationSec: number,
    readonly maxSec: number,
  ) {
    super(`The video runs ${durationSec.toFixed(1)} s, over the ${maxSec} s allowed`);
  }
}

/**
 * Content-addressed cache of step outputs. Keys are hashes of a step's inputs; a hit means the step is
 * skipped. `get` answers a local path to read; `put` moves a finished local file into the cache.
 */
export interface StepCache {
  get(key: string): Promise<string | null>;
  put(key: string, file: string): Promise<string>;
  /** Drops what was used longest ago until the cache fits `maxBytes` (caches that can). */
  prune?(maxBytes: number): Promise<{ removed: number; bytes: number }>;
}

/** Progress of a long step: 0..1 plus what is being done. */
export type ProgressFn = (fraction: number, stage: string) => void;

/** Picks the engine for a timeline voice id (`espeak:en-us` → the espeak engine, voice `en-us`). */
export interface SpeechRegistry {
  resolve(voiceId: string): { engine: SpeechEngine; voice: string };
  /** Every voice of every configured engine. */
  voices(): Promise<VoiceInfo[]>;
  /** The engine that clones voices, when one is configured (its voices are `clone:<id>`). */
  cloner?: VoiceCloner;
}

/** Makes voices from recordings: enrolled once under our id, spoken with as `clone:<id>`. */
export interface VoiceCloner {
  enroll(id: string, wavPath: string, text?: string): Promise<void>;
  remove(id: string): Promise<void>;
}

/** One avatar clip: the avatar speaking one speech take (plus silent lead-in and tail). */
export interface AvatarClipRequest {
  /** Library id `<avatar>` or `<avatar>/<look>`. */
  avatar: string;
  emotion: string;
  /** Pixel box of the layer in the output frame (even numbers). */
  width: number;
  height: number;
  fps: number;
  /** Total frames of the clip. */
  frames: number;
  /** Seconds of silence before the speech starts inside the clip. */
  leadIn: number;
  /** The speech to lip-sync; absent = an idle (listening) avatar. */
  speech?: SpeechResult;
  /** Transparent background (true) or the look's own backdrop. */
  removeBackground: boolean;
  /** Which face of a photo speaks, 0..1 of the photo's width and height (the largest when absent). */
  face?: { x: number; y: number };
  /** How much a photo's head moves (a motion look's preset); 'natural' when absent. */
  motion?: HeadMotion;
  /** The clip's first frame in the whole video, for a continuous avatar (see AvatarRenderer.continuous). */
  startFrame?: number;
  /**
   * The part of the box the frame shows (box pixels, even), when the frame crops the layer. A renderer
   * of frames may draw just this part and answer its `offset`; others draw the whole box.
   */
  visible?: { x: number; y: number; width: number; height: number };
  /**
   * Nothing shows through the layer (it is the bottom one, fully opaque and covering the frame), so
   * frames drawn on an opaque backdrop may come without alpha (`yuv420p`).
   */
  opaque?: boolean;
}

/**
 * How raw avatar frames are laid out (straight alpha, ffmpeg's names): `rgba` is width*height*4 bytes;
 * `yuva420p` is planar Y, U, V (each half size both ways), A — width*height*5/2 bytes, even sizes,
 * BT.601 limited range — which ffmpeg overlays without converting each frame.
 */
export type AvatarPixelFormat = 'rgba' | 'yuva420p' | 'yuv420p';

export type AvatarClip =
  /** Raw frames in `pixelFormat`, exactly `frames` of them. */
  | {
      kind: 'frames';
      width: number;
      height: number;
      pixelFormat: AvatarPixelFormat;
      frames: AsyncIterable<Buffer>;
      /** Where the frames sit in the requested box (the `visible` part was drawn); absent = centred in it. */
      offset?: { x: number; y: number };
    }
  /** A finished video file (an external talking-head engine); may have its own audio, which is ignored. */
  | { kind: 'file'; path: string; hasAlpha: boolean };

export interface AvatarRenderer {
  readonly id: string;
  /** width / height of the avatar's natural frame. */
  aspect(avatar: string): number;
  clip(req: AvatarClipRequest): Promise<AvatarClip>;
  /** Bumped when drawing changes, so cached clips are not reused across versions. */
  readonly version: string;
  /**
   * An avatar that is a media file of the document (a talking photo: `asset:<id>`), now at `file`:
   * renderers that animate files learn it here, before `aspect` or `clip` is asked.
   */
  prepare?(avatar: string, file: string): Promise<void>;
  /**
   * The avatar's clips depend on where in the video they start (a custom avatar's footage loop runs on
   * across sentences), so requests carry `startFrame`; others are drawn the same wherever they fall.
   */
  continuous?(avatar: string): boolean;
}
