import path from 'node:path';
import type { TimelineDoc } from '@framecast/timeline';
import pLimit from 'p-limit';
import type { AvatarRenderer, SpeechResult, StepCache } from '../types.js';
import type { RenderRun } from './render-run.js';
import type { SpeechTakeResult } from './speech-step.js';
import { planFrames, planScene } from './timing.js';
import { type MediaFile, needsVideoLength, type SpeechTake, windowContent, type WindowContext } from './window-content.js';
import { renderWindow } from './window-step.js';

/** Progress item of a window: scene and place in the scene, which real speech lengths do not change. */
export const windowItem = (sceneIndex: number, n: number) => `${sceneIndex}:${n}`;

export interface ClipStageOptions {
  doc: TimelineDoc;
  takes: ReadonlyMap<string, Promise<SpeechTakeResult>>;
  cache: StepCache;
  avatars: AvatarRenderer;
  /** Media by ref (for window content) and by content hash (for drawing). */
  media: ReadonlyMap<string, MediaFile>;
  watermark: boolean;
  tmpDir: string;
  threads: number;
  preset?: string;
}

/**
 * Draws every window, a scene's as soon as its speech is in. Two ffmpegs at a time keep two cores
 * busy (while one waits on avatar frames, the other encodes); a clip drawn alone, the usual
 * one-sentence edit, gets every core for x264. Equal windows (same key) are drawn once.
 * Answers per scene its windows' cache keys and clip paths.
 */
export function startClips(run: RenderRun, opts: ClipStageOptions): Promise<{ keys: string[]; paths: string[] }>[] {
  const { doc, cache } = opts;
  const concurrency = opts.threads >= 2 ? 2 : 1;
  const limit = pLimit(concurrency);
  const shared = Math.max(1, Math.floor(opts.threads / concurrency));
  const mediaByHash = new Map([...opts.media.values()].map((m) => [m.hash, m]));
  const speechResults = new Map<string, SpeechResult>();
  const speechTakes = new Map<string, SpeechTake>();
  const durations: Record<string, number> = {};
  const ctx: WindowContext = { doc, speech: speechTakes, media: opts.media, avatars: opts.avatars, watermark: opts.watermark };
  // A bar over the whole video needs every scene's length first, so its scenes wait for all the speech.
  const videoLength = needsVideoLength(doc)
    ? (async () => {
        const lengths: Record<string, number> = {};
        for (const [id, take] of opts.takes) lengths[id] = (await take).result.durationSec;
        const plan = planFrames(doc, lengths);
        return { sceneStartFrames: plan.scenes.map((s) => s.startFrame), totalFrames: plan.totalFrames };
      })()
    : null;
  const clips = new Map<string, Promise<string>>();

  const cached = (item: string, path: string) => {
    run.stats.clipsCached++;
    run.progress.report('clips', item, 1);
    return path;
  };
  const draw = (key: string, content: ReturnType<typeof windowContent>['content'], item: string) =>
    limit(async () => {
      run.signal.throwIfAborted();
      const out = await renderWindow({
        key,
        content,
        cache,
        avatars: opts.avatars,
        speech: speechResults,
        media: mediaByHash,
        tmpDir: path.join(opts.tmpDir, 'clips'),
        threads: limit.activeCount + limit.pendingCount === 1 ? opts.threads : shared,
        preset: opts.preset,
        signal: run.signal,
        onProgress: (f) => run.progress.report('clips', item, f),
      });
      run.stats[out.cached ? 'clipsCached' : 'clipsRendered']++;
      return out.path;
    });

  return doc.scenes.map((scene, sceneIndex) =>
    run.track(
      (async () => {
        for (const segment of scene.script) {
          const take = await opts.takes.get(segment.id)!;
          speechResults.set(take.key, take.result);
          speechTakes.set(segment.id, { key: take.key, durationSec: take.result.durationSec });
          durations[segment.id] = take.result.durationSec;
        }
        if (videoLength) ctx.video = await videoLength;
        const { windows } = planScene(scene, sceneIndex, doc.fps, durations);
        const contents = windows.map((w) => windowContent(w, ctx));
        const paths = await Promise.all(
          contents.map(({ key, content }, n) => {
            const item = windowItem(sceneIndex, n);
            const known = clips.get(key);
            if (known) return known.then((p) => cached(item, p));
            const clip = cache.get(key).then((hit) => (hit ? cached(item, hit) : draw(key, content, item)));
            clips.set(key, clip);
            return clip;
          }),
        );
        return { keys: contents.map((c) => c.key), paths };
      })(),
    ),
  );
}
