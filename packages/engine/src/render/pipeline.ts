import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allSegments, estimatedDurations, frameSize, type TimelineDoc } from '@framecast/timeline';
import { probeMedia } from '../compose/probe.js';
import { type AvatarRenderer, type ProgressFn, type SpeechRegistry, type StepCache, VideoTooLongError } from '../types.js';
import { planAudio, renderAudio } from './audio-step.js';
import { startClips, windowItem } from './clip-stage.js';
import { muxVideo, type PlacedClip, PREVIEW_SECONDS, thumbnailAndPreview } from './finish-step.js';
import { avatarMediaRefs, resolveDocMedia } from './media.js';
import { COST, RenderProgress } from './progress.js';
import { RenderRun, type RenderStats } from './render-run.js';
import { startSpeech } from './speech-stage.js';
import { assertSpeakable } from './speech-step.js';
import { type FramePlan, planFrames } from './timing.js';

export interface RenderTimelineOptions {
  doc: TimelineDoc;
  speech: SpeechRegistry;
  avatars: AvatarRenderer;
  cache: StepCache;
  /** A media ref → a local file path. */
  resolveMedia: (ref: string) => Promise<string>;
  /** Where the outputs and temporary files go (created if missing). */
  workDir: string;
  watermark: boolean;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
  /** Cores to use (default: all). */
  threads?: number;
  /** x264 preset of the window clips (default: CLIP_PRESET). */
  preset?: string;
  /**
   * Longest video allowed, in seconds (a plan's limit). Checked as soon as every take is spoken, so a
   * script that the estimate let through but the voice stretched fails before its clips are drawn.
   */
  maxDurationSec?: number;
}

/** Frame rounding between segments may add a frame or two; it does not count against a limit. */
const LIMIT_SLACK_SEC = 0.25;

export interface RenderTimelineResult {
  videoPath: string;
  thumbnailPath: string;
  previewPath: string;
  durationSec: number;
  width: number;
  height: number;
  sizeBytes: number;
  /** Seconds of speech including each segment's pauses (what speech-based limits count). */
  speechSeconds: number;
  stats: RenderStats;
  segments: { id: string; start: number; end: number }[];
}

/**
 * Renders a timeline document to an MP4 with thumbnail and preview. Every step is cached by a hash of
 * its inputs: speech per segment, one clip per window (segment), the soundtrack; the final join copies
 * streams. Changing one sentence therefore redoes that sentence's speech and clip only. Steps overlap:
 * a scene's clips start as soon as its speech is ready, the soundtrack as soon as all speech is.
 */
export async function renderTimeline(opts: RenderTimelineOptions): Promise<RenderTimelineResult> {
  const { doc, cache } = opts;
  opts.signal?.throwIfAborted();
  const threads = Math.max(1, opts.threads ?? os.availableParallelism());
  const segments = allSegments(doc);
  assertSpeakable(segments);
  const tmpDir = path.join(opts.workDir, `tmp-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(tmpDir, { recursive: true });
  const run = new RenderRun(planProgress(doc, opts.onProgress), opts.signal);
  const { signal, progress } = run;

  try {
    const media = await resolveDocMedia(doc, opts.resolveMedia);
    // Avatars that are files (talking photos) are measured before anything is laid out.
    for (const ref of avatarMediaRefs(doc)) await opts.avatars.prepare?.(ref, media.get(ref)!.path);
    const takes = startSpeech(run, { segments, registry: opts.speech, cache, tmpDir, threads });
    const sceneClips = startClips(run, { doc, takes, cache, avatars: opts.avatars, media, watermark: opts.watermark, tmpDir, threads, preset: opts.preset });

    // The soundtrack needs every take but no clip, so it is mixed while clips render.
    const audio = run.track(
      Promise.all(segments.map((s) => takes.get(s.id)!)).then(async (all) => {
        const plan = planFrames(doc, Object.fromEntries(segments.map((s, i) => [s.id, all[i].result.durationSec])));
        const seconds = plan.totalFrames / plan.fps;
        if (opts.maxDurationSec !== undefined && seconds > opts.maxDurationSec + LIMIT_SLACK_SEC) throw new VideoTooLongError(seconds, opts.maxDurationSec);
        const music = doc.music && media.get(doc.music.src);
        const audioPlan = planAudio(
          plan,
          new Map(segments.map((s, i) => [s.id, { key: all[i].key, wavPath: all[i].result.wavPath }])),
          doc.music && music ? { hash: music.hash, path: music.path, volume: doc.music.volume, duck: doc.music.duck } : undefined,
        );
        return { plan, all, track: await renderAudio({ audio: audioPlan, cache, tmpDir, signal, onProgress: progress.single('audio') }) };
      }),
    );

    // Clips placed on the timeline, for the scenes given (in order).
    const placedClips = async (plan: FramePlan, scenes: number[]): Promise<PlacedClip[]> => {
      const drawn = await Promise.all(scenes.map((i) => sceneClips[i]));
      const windows = plan.windows.filter((w) => scenes.includes(w.sceneIndex));
      const keys = drawn.flatMap((d) => d.keys);
      const paths = drawn.flatMap((d) => d.paths);
      return windows.map((w, n) => ({ key: keys[n], path: paths[n], startSec: w.startFrame / plan.fps, durationSec: w.frames / plan.fps }));
    };
    // Thumbnail and preview show only the first seconds: made while later clips still render.
    const stills = run.track(
      audio.then(async ({ plan }) => {
        const early = plan.scenes.flatMap((s, i) => (s.startFrame < PREVIEW_SECONDS * plan.fps ? [i] : []));
        const clips = await placedClips(plan, early);
        return thumbnailAndPreview({
          clips,
          durationSec: plan.totalFrames / plan.fps,
          cache,
          tmpDir,
          threads,
          signal,
          onProgress: progress.single('thumbnail'),
        });
      }),
    );

    await run.settle();
    const { plan, all, track: soundtrack } = await audio;
    const durationSec = plan.totalFrames / plan.fps;
    const videoPath = path.join(opts.workDir, 'video.mp4');
    const clips = await placedClips(
      plan,
      doc.scenes.map((_, i) => i),
    );
    await muxVideo({ clips, audioPath: soundtrack.path, output: videoPath, tmpDir, durationSec, signal, onProgress: progress.single('mux') });
    const thumbnailPath = path.join(opts.workDir, 'thumbnail.jpg');
    const previewPath = path.join(opts.workDir, 'preview.mp4');
    const made = await stills;
    await Promise.all([fs.copyFile(made.thumbnailPath, thumbnailPath), fs.copyFile(made.previewPath, previewPath)]);

    const info = await probeMedia(videoPath);
    const size = frameSize(doc);
    return {
      videoPath,
      thumbnailPath,
      previewPath,
      durationSec: info.durationSec,
      width: info.video?.width ?? size.width,
      height: info.video?.height ?? size.height,
      sizeBytes: (await fs.stat(videoPath)).size,
      speechSeconds: segments.reduce((sum, s, i) => sum + s.pauseBefore + all[i].result.durationSec + s.pauseAfter, 0),
      stats: { ...run.stats },
      segments: plan.windows
        .filter((w) => w.segmentId)
        .map((w) => ({ id: w.segmentId!, start: w.startFrame / plan.fps, end: (w.startFrame + w.segmentFrames) / plan.fps })),
    };
  } finally {
    await run.close(); // nothing may outlive the render
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
}

/** Stage shares from estimates (speech lengths, hence clip frames, are not known yet) and the items of each. */
function planProgress(doc: TimelineDoc, onProgress?: ProgressFn): RenderProgress {
  const segments = allSegments(doc);
  const estimate = planFrames(doc, estimatedDurations(doc));
  const progress = new RenderProgress(
    {
      speech: segments.reduce((n, s) => n + s.text.length, 0) * COST.speechPerChar,
      clips: estimate.totalFrames * COST.clipPerFrame,
      audio: (estimate.totalFrames / doc.fps) * COST.audioPerSecond + 0.1,
      mux: COST.mux,
      thumbnail: COST.thumbnail,
    },
    onProgress,
  );
  progress.plan('speech', Object.fromEntries(segments.map((s) => [s.id, s.text.length])));
  const firstOfScene = new Map<number, number>();
  for (const w of estimate.windows) if (!firstOfScene.has(w.sceneIndex)) firstOfScene.set(w.sceneIndex, w.index);
  progress.plan('clips', Object.fromEntries(estimate.windows.map((w) => [windowItem(w.sceneIndex, w.index - firstOfScene.get(w.sceneIndex)!), w.frames])));
  return progress;
}
