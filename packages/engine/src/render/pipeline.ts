import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allSegments, estimatedDurations, frameSize, type TimelineDoc } from '@framecast/timeline';
import { probeMedia } from '../compose/probe.js';
import type { AvatarRenderer, ProgressFn, SpeechRegistry, SpeechResult, StepCache } from '../types.js';
import { planAudio, renderAudio } from './audio-step.js';
import { muxVideo, type PlacedClip, thumbnailAndPreview } from './finish-step.js';
import { Limiter } from './limiter.js';
import { resolveDocMedia } from './media.js';
import { COST, RenderProgress } from './progress.js';
import { assertSpeakable, speakSegment, speechKey, type SpeechTakeResult } from './speech-step.js';
import { planFrames, planScene } from './timing.js';
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
  /** x264 preset of the window clips (default: CLIP_PRESET). */
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
  // The first failure cancels the rest (running ffmpegs are killed) instead of letting them finish.
  const failed = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, failed.signal]) : failed.signal;
  const tasks: Promise<unknown>[] = [];
  const track = <T>(p: Promise<T>): Promise<T> => {
    tasks.push(p.catch((err: unknown) => failed.abort(err)));
    return p;
  };

  // Stage shares from estimates: speech lengths (hence clip frames) are not known yet.
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
  progress.plan('speech', Object.fromEntries(segments.map((s) => [s.id, s.text.length])));
  // Clip items are named by scene and place in the scene, which the real lengths do not change.
  const windowItem = (sceneIndex: number, n: number) => `${sceneIndex}:${n}`;
  progress.plan('clips', Object.fromEntries(estimate.windows.map((w) => [windowItem(w.sceneIndex, w.index - estimate.windows.findIndex((x) => x.sceneIndex === w.sceneIndex)), w.frames])));
  const stats = { speechSynthesized: 0, speechCached: 0, clipsRendered: 0, clipsCached: 0 };

  try {
    const media = await resolveDocMedia(doc, opts.resolveMedia);
    const mediaByHash = new Map<string, MediaFile>([...media.values()].map((m) => [m.hash, m]));

    // Speech: every segment, `threads` at a time; equal takes (same voice, text, speed) once.
    const speechLimiter = new Limiter(threads);
    const byKey = new Map<string, Promise<SpeechTakeResult>>();
    const takes = new Map<string, Promise<SpeechTakeResult>>();
    for (const segment of segments) {
      const key = speechKey(segment);
      const same = byKey.get(key);
      const take = same
        ? same.then((result) => (stats.speechCached++, progress.report('speech', segment.id, 1), result))
        : speechLimiter.run(async () => {
            signal.throwIfAborted();
            const result = await speakSegment({ segment, registry: opts.speech, cache, tmpDir: path.join(tmpDir, 'speech') });
            stats[result.cached ? 'speechCached' : 'speechSynthesized']++;
            progress.report('speech', segment.id, 1);
            return result;
          });
      if (!same) byKey.set(key, take);
      takes.set(segment.id, track(take));
    }
    const allSpeech = Promise.all(segments.map((s) => takes.get(s.id)!));
    const speechResults = new Map<string, SpeechResult>();
    const speechTakes = new Map<string, SpeechTake>();
    const durations: Record<string, number> = {};
    const noteTake = (id: string, take: SpeechTakeResult) => {
      speechResults.set(take.key, take.result);
      speechTakes.set(id, { key: take.key, durationSec: take.result.durationSec });
      durations[id] = take.result.durationSec;
    };

    // Clips: a scene's windows as soon as its speech is in; two ffmpegs at a time keep two cores busy
    // (while one waits on avatar frames, the other encodes).
    const concurrency = threads >= 2 ? 2 : 1;
    const clipLimiter = new Limiter(concurrency);
    const x264Threads = Math.max(1, Math.floor(threads / concurrency));
    const clips = new Map<string, Promise<string>>();
    const keysByScene: string[][] = doc.scenes.map(() => []);
    const ctx = { doc, speech: speechTakes, media, avatars: opts.avatars, watermark: opts.watermark };
    const sceneClips = doc.scenes.map((scene, sceneIndex) =>
      track(
        (async () => {
          for (const segment of scene.script) noteTake(segment.id, await takes.get(segment.id)!);
          const { windows } = planScene(scene, sceneIndex, doc.fps, durations);
          return Promise.all(
            windows.map((w, n) => {
              const { key, content } = windowContent(w, ctx);
              keysByScene[sceneIndex].push(key);
              const item = windowItem(sceneIndex, n);
              const known = clips.get(key);
              if (known) return known.then((p) => (stats.clipsCached++, progress.report('clips', item, 1), p));
              const clip = (async () => {
                const hit = await cache.get(key);
                if (hit) return (stats.clipsCached++, progress.report('clips', item, 1), hit);
                return clipLimiter.run(async () => {
                  signal.throwIfAborted();
                  // A clip drawn alone (the usual one-sentence edit) gets every core for x264.
                  const alone = clipLimiter.load === 1;
                  const out = await renderWindow({
                    key, content, cache, avatars: opts.avatars, speech: speechResults, media: mediaByHash,
                    tmpDir: path.join(tmpDir, 'clips'), threads: alone ? threads : x264Threads, preset: opts.preset, signal,
                    onProgress: progress.reporter('clips', item),
                  });
                  stats[out.cached ? 'clipsCached' : 'clipsRendered']++;
                  return out.path;
                });
              })();
              clips.set(key, clip);
              return clip;
            }),
          );
        })(),
      ),
    );

    // The soundtrack needs every take but no clip, so it is mixed while clips render.
    const audio = track(
      allSpeech.then(async (all) => {
        segments.forEach((s, i) => noteTake(s.id, all[i]));
        const plan = planFrames(doc, durations);
        const music = doc.music && media.get(doc.music.src)!;
        const audioPlan = planAudio(
          plan,
          new Map(segments.map((s, i) => [s.id, { key: all[i].key, wavPath: all[i].result.wavPath }])),
          doc.music && music ? { hash: music.hash, path: music.path, volume: doc.music.volume, duck: doc.music.duck } : undefined,
        );
        return { plan, track: await renderAudio({ audio: audioPlan, cache, tmpDir, signal, onProgress: progress.single('audio') }) };
      }),
    );

    await Promise.all(tasks);
    if (failed.signal.aborted) throw failed.signal.reason;
    opts.signal?.throwIfAborted();
    const clipPaths = (await Promise.all(sceneClips)).flat();
    const windowKeys = keysByScene.flat();
    const { plan, track: soundtrack } = await audio;
    const placed: PlacedClip[] = plan.windows.map((w, i) => ({ key: windowKeys[i], path: clipPaths[i], startSec: w.startFrame / plan.fps, durationSec: w.frames / plan.fps }));

    const durationSec = plan.totalFrames / plan.fps;
    const videoPath = path.join(opts.workDir, 'video.mp4');
    await muxVideo({ clips: placed, audioPath: soundtrack.path, output: videoPath, tmpDir, durationSec, signal, onProgress: progress.single('mux') });
    const finished = await thumbnailAndPreview({ clips: placed, durationSec, cache, tmpDir, threads, signal, onProgress: progress.single('thumbnail') });
    const thumbnailPath = path.join(opts.workDir, 'thumbnail.jpg');
    const previewPath = path.join(opts.workDir, 'preview.mp4');
    await Promise.all([fs.copyFile(finished.thumbnailPath, thumbnailPath), fs.copyFile(finished.previewPath, previewPath)]);

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
      speechSeconds: segments.reduce((sum, s) => sum + s.pauseBefore + durations[s.id] + s.pauseAfter, 0),
      stats,
      segments: plan.windows
        .filter((w) => w.segmentId)
        .map((w) => ({ id: w.segmentId!, start: w.startFrame / plan.fps, end: (w.startFrame + w.segmentFrames) / plan.fps })),
    };
  } finally {
    failed.abort(); // nothing may outlive the render
    await Promise.allSettled(tasks);
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
}
