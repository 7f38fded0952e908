import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { speakSegment, type SpeechRegistry, type StepCache } from '@framecast/engine';
import type { ScriptSegment } from '@framecast/timeline';
import pLimit from 'p-limit';
import { SingleFlight } from '../../platform/single-flight.js';

/** At most this many preview syntheses run at once in this process, whoever asked (espeak is CPU). */
const PARALLEL = 2;
/** Lines one user may have waiting or running here; more are started by a later poll. */
const PER_USER = 8;
/** Lines waiting or running in this process, all users together. */
const IN_ALL = 200;
/** How long a line that failed answers its failure before it may be tried again. */
const FAILURE_MS = 5 * 60_000;

const synthesis = pLimit(PARALLEL);

export interface MakerDeps {
  speech: SpeechRegistry;
  cache: StepCache;
  /** Makes the take's copy the browser loads (the WAV leaves the step cache through storage). */
  publish(cacheKey: string, wavPath: string): Promise<void>;
  warn(err: unknown, cacheKey: string): void;
}

type Line = Pick<ScriptSegment, 'id' | 'voice' | 'text' | 'speed'>;

/**
 * Makes preview speech in the background with the render's own step (`speakSegment`: the same engine
 * call, cache key and sidecar), so a later render of the line is a cache hit. Each take is made once
 * however many ask (single flight per cache key); syntheses are bounded per process and per user.
 */
export class SpeechMaker {
  private readonly flights = new SingleFlight<void>();
  private readonly pending = new Map<string, number>();
  private readonly failures = new Map<string, { words: string; at: number }>();
  private inAll = 0;

  constructor(private readonly deps: MakerDeps) {}

  /** Why the line's last try failed, while that is recent. */
  failureOf(cacheKey: string): string | null {
    const failed = this.failures.get(cacheKey);
    if (failed && Date.now() - failed.at < FAILURE_MS) return failed.words;
    this.failures.delete(cacheKey);
    return null;
  }

  /**
   * Starts making the line unless it is under way or the bounds are full (then a later poll starts it);
   * never waits for it. Answers whether the line is being made now.
   */
  start(userId: string, cacheKey: string, line: Line): boolean {
    if (this.flights.has(cacheKey)) return true;
    const mine = this.pending.get(userId) ?? 0;
    if (mine >= PER_USER || this.inAll >= IN_ALL) return false;
    this.pending.set(userId, mine + 1);
    this.inAll++;
    void this.flights.run(cacheKey, () =>
      synthesis(() => this.make(cacheKey, line))
        .catch((err) => {
          this.remember(cacheKey, err);
          this.deps.warn(err, cacheKey);
        })
        .finally(() => {
          this.inAll--;
          const left = (this.pending.get(userId) ?? 1) - 1;
          if (left > 0) this.pending.set(userId, left);
          else this.pending.delete(userId);
        }),
    );
    return true;
  }

  private async make(cacheKey: string, line: Line): Promise<void> {
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-preview-speech-'));
    try {
      const take = await speakSegment({ segment: line, registry: this.deps.speech, cache: this.deps.cache, tmpDir });
      // The key is the step's own; a different one would mean the preview and the render disagree.
      if (take.key !== cacheKey) throw new Error(`The speech step answered ${take.key} for ${cacheKey}`);
      await this.deps.publish(cacheKey, take.result.wavPath);
    } finally {
      fs.rmSync(tmpDir, { recursive: true, force: true });
    }
  }

  private remember(cacheKey: string, err: unknown): void {
    if (this.failures.size >= 1000) this.failures.clear(); // bounded: a forgotten failure is only tried again
    this.failures.set(cacheKey, { words: failureWords(err), at: Date.now() });
  }
}

/** An engine's words when they are about the voice (ours, short); anything else is not the person's to read. */
function failureWords(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  if (/voice/i.test(message) && message.length < 200) return message;
  return 'This line could not be voiced. Please try again.';
}
