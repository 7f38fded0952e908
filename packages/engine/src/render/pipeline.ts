import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allSegments, estimatedDurations, frameSize, type TimelineDoc } from '@framecast/timeline';
import { probeMedia } from '../compose/probe.js';
import type { AvatarRenderer, ProgressFn, SpeechRegistry, SpeechResult, StepCache } from '../types.js';
import { planAudio, renderAudio } from './audio-step.js';
import { muxVideo, thumbnailAndPreview } from './finish-step.js';
import { resolveDocMedia } from './media.js';
import { mapLimit } from './pool.js';
import { COST, RenderProgress } from './progress.js';
import { assertSpeakable, speakSegment } from './speech-step.js';
import { planFrames } from './timing.js';
import { type MediaFile, type SpeechTake, windowContent } from './window-content.js';
import { renderWindow } from './window-step.js';

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
  /** x264 preset of the window clips (default veryfast). */
  preset?: string;
}

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
  stats: { speechSynthesized: number; speechCached: number; clipsRendered: number; clipsCached: number };
  segments: { id: string; start: number; end: number }[];
}

/**
 * Renders a timeline document to an MP4 with thumbnail and preview. Every step is cached by a hash of
 * its inputs: speech per segment, one clip per window (segment), the soundtrack; the final join copies
 * streams. Changing one sentence therefore redoes that sentence's speech and clip only.
 */
export async function renderTimeline(opts: RenderTimelineOptions): Promise<RenderTimelineResult> {
  const { doc, cache, signal } = opts;
  signal?.throwIfAborted();
  const threads = Math.max(1, opts.threads ?? os.availableParallelism());
  const segments = allSegments(doc);
  assertSpeakable(segments);
  const { width, height } = frameSize(doc);
  const tmpDir = path.join(opts.workDir, `tmp-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(tmpDir, { recursive: true });

  // Stage shares from estimates; the clip figure is refined once speech lengths are known.
  const estimate = planFrames(doc, estimatedDurations(doc));
  const progress = new RenderProgress(
    {
      speech: segments.reduce((n, s) => n + s.text.length, 0) * COST.speechPerChar,
      clips: estimate.totalFrames * COST.clipPerFrame,
      audio: (estimate.totalFrames / doc.fps) * COST.audioPerSecond + 0.1,
      mux: COST.mux,
      thumbnail: COST.thumbnail,
    },
    opts.onProgress,
  );
  const stats = { speechSynthesized: 0, speechCached: 0, clipsRendered: 0, clipsCached: 0 };

  try {
    const media = await resolveDocMedia(doc, opts.resolveMedia);
    const mediaByHash = new Map<string, MediaFile>([...media.values()].map((m) => [m.hash, m]));

    progress.plan('speech', Object.fromEntries(segments.map((s) => [s.id, s.text.length])));
    const takes = await mapLimit(segments, threads, async (segment) => {
      signal?.throwIfAborted();
      const take = await speakSegment({ segment, registry: opts.speech, cache, tmpDir: path.join(tmpDir, 'speech') });
      stats[take.cached ? 'speechCached' : 'speechSynthesized']++;
      progress.report('speech', segment.id, 1);
      return take;
    });
    const bySegment = new Map(segments.map((s, i) => [s.id, takes[i]]));
    const speechByKey = new Map<string, SpeechResult>(takes.map((t) => [t.key, t.result]));

    const plan = planFrames(doc, Object.fromEntries(segments.map((s) => [s.id, bySegment.get(s.id)!.result.durationSec])));
    const speechTakes = new Map<string, SpeechTake>(segments.map((s) => [s.id, { key: bySegment.get(s.id)!.key, durationSec: bySegment.get(s.id)!.result.durationSec }]));
    const ctx = { doc, plan, speech: speechTakes, media, avatars: opts.avatars, watermark: opts.watermark };
    const windows = plan.windows.map((w) => windowContent(w, ctx));

    // Identical windows (same key) are drawn once.
    const unique = [...new Map(windows.map((w) => [w.key, w])).values()];
    progress.plan('clips', Object.fromEntries(unique.map((w) => [w.key, w.content.frames])));
    // Two clips at a time keep both cores busy: while one ffmpeg waits on avatar frames, the other encodes.
    const concurrency = Math.min(unique.length, threads >= 2 ? 2 : 1);
    const x264Threads = Math.max(1, Math.floor(threads / concurrency));
    const clipPaths = new Map<string, string>();
    await mapLimit(unique, concurrency, async (w) => {
      signal?.throwIfAborted();
      const clip = await renderWindow({
        key: w.key,
        content: w.content,
        cache,
        avatars: opts.avatars,
        speech: speechByKey,
        media: mediaByHash,
        tmpDir: path.join(tmpDir, 'clips'),
        threads: x264Threads,
        preset: opts.preset,
        signal,
        onProgress: progress.reporter('clips', w.key),
      });
      stats[clip.cached ? 'clipsCached' : 'clipsRendered']++;
      clipPaths.set(w.key, clip.path);
    });

    const durationSec = plan.totalFrames / plan.fps;
    const music = doc.music && media.get(doc.music.src)!;
    const audioPlan = planAudio(
      plan,
      new Map(segments.map((s) => [s.id, { key: bySegment.get(s.id)!.key, wavPath: bySegment.get(s.id)!.result.wavPath }])),
      doc.music && music ? { hash: music.hash, path: music.path, volume: doc.music.volume, duck: doc.music.duck } : undefined,
    );
    const audio = await renderAudio({ audio: audioPlan, cache, tmpDir, signal, onProgress: progress.single('audio') });

    const videoPath = path.join(opts.workDir, 'video.mp4');
    await muxVideo({ clips: windows.map((w) => clipPaths.get(w.key)!), audioPath: audio.path, output: videoPath, tmpDir, durationSec, signal, onProgress: progress.single('mux') });

    const thumbnailPath = path.join(opts.workDir, 'thumbnail.jpg');
    const previewPath = path.join(opts.workDir, 'preview.mp4');
    await thumbnailAndPreview({ video: videoPath, durationSec, thumbnailPath, previewPath, threads, signal, onProgress: progress.single('thumbnail') });

    const info = await probeMedia(videoPath);
    return {
      videoPath,
      thumbnailPath,
      previewPath,
      durationSec: info.durationSec,
      width: info.video?.width ?? width,
      height: info.video?.height ?? height,
      sizeBytes: (await fs.stat(videoPath)).size,
      speechSeconds: segments.reduce((sum, s) => sum + s.pauseBefore + bySegment.get(s.id)!.result.durationSec + s.pauseAfter, 0),
      stats,
      segments: plan.windows
        .filter((w) => w.segmentId)
        .map((w) => ({ id: w.segmentId!, start: w.startFrame / plan.fps, end: (w.startFrame + w.segmentFrames) / plan.fps })),
    };
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
}
