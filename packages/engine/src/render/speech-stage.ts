import path from 'node:path';
import type { ScriptSegment } from '@framecast/timeline';
import pLimit from 'p-limit';
import type { SpeechRegistry, StepCache } from '../types.js';
import type { RenderRun } from './render-run.js';
import { speakSegment, speechKey, type SpeechTakeResult } from './speech-step.js';

/**
 * Starts speech for every segment, `threads` at a time, in document order (so the first scenes can
 * be drawn early); equal takes (same voice, text and speed) are made once. Answers each segment's take.
 */
export function startSpeech(
  run: RenderRun,
  opts: { segments: ScriptSegment[]; registry: SpeechRegistry; cache: StepCache; tmpDir: string; threads: number },
): Map<string, Promise<SpeechTakeResult>> {
  const limit = pLimit(opts.threads);
  const byKey = new Map<string, Promise<SpeechTakeResult>>();
  const takes = new Map<string, Promise<SpeechTakeResult>>();
  const done = (segmentId: string, cached: boolean) => {
    run.stats[cached ? 'speechCached' : 'speechSynthesized']++;
    run.progress.report('speech', segmentId, 1);
  };
  for (const segment of opts.segments) {
    const key = speechKey(segment, opts.registry);
    const same = byKey.get(key);
    const take = same
      ? same.then((result) => (done(segment.id, true), result))
      : limit(async () => {
          run.signal.throwIfAborted();
          const result = await speakSegment({ segment, registry: opts.registry, cache: opts.cache, tmpDir: path.join(opts.tmpDir, 'speech') });
          done(segment.id, result.cached);
          return result;
        });
    if (!same) byKey.set(key, take);
    takes.set(segment.id, run.track(take));
  }
  return takes;
}
