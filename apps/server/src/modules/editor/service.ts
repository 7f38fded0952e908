import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EDITOR_SPEECH_RETRY_MS, type EditorSpeechData, type EditorSpeechItem, type EditorSpeechSegment, planRefusal } from '@framecast/contract';
import { findSpeech, speechKey } from '@framecast/engine';
import { isSpeakable, SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../platform/http/actor.js';
import { CLONE_PREFIX, usableClones } from '../voices/service.js';
import { SpeechMaker } from './speech-maker.js';

/**
 * The editor's preview speech (issue 26) from the render's step cache: a line made before (by a preview
 * or a render, by anyone) is ready at once; one not made yet is started and answers 'preparing'. The
 * copy the browser loads is stored once per take, under the take's cache key, and shared.
 */

type Segment = z.output<typeof EditorSpeechSegment>;

/** Signed links to a take live this long; the editor asks again (a cache hit) for a fresh one. */
const LINK_SECONDS = 3600;
const COULD_NOT_READ = 'This line could not be loaded. Please try again.';
const CLONE_GONE = 'This cloned voice is not ready or was deleted. Please choose another voice.';

/** Where the take's copy for browsers is kept: named by its cache key alone, which no one can turn back into text. */
const storageKeyOf = (cacheKey: string) => `preview-speech/${cacheKey}`;

/** One maker per app (its engines, cache and storage); the bound on syntheses is the process's (speech-maker.ts). */
const makers = new WeakMap<AppContext, SpeechMaker>();
const makerOf = (ctx: AppContext): SpeechMaker => {
  let maker = makers.get(ctx);
  if (!maker) {
    maker = new SpeechMaker({
      speech: ctx.engines.speech,
      cache: ctx.engines.cache,
      publish: (cacheKey, wavPath) => publish(ctx, cacheKey, wavPath),
      warn: (err, cacheKey) => ctx.log.warn({ err, cacheKey }, 'preview speech failed'),
    });
    makers.set(ctx, maker);
  }
  return maker;
};

export async function previewSpeech(ctx: AppContext, actor: Actor, segments: Segment[]): Promise<EditorSpeechData> {
  const usable = await usableClones(
    ctx.db,
    actor.space.id,
    segments.map((s) => s.voice),
  );
  const items: EditorSpeechItem[] = [];
  for (const segment of segments) {
    // One line's trouble (a damaged cache entry, a storage hiccup) is that line's answer, not the call's.
    const item = await lineOf(ctx, actor, segment, usable).catch((err: unknown) => {
      ctx.log.warn({ err, segment: segment.id }, 'preview speech could not be read');
      return failed(segment.id, COULD_NOT_READ);
    });
    items.push(item);
  }
  return { items, retry_ms: EDITOR_SPEECH_RETRY_MS };
}

const failed = (id: string, error: string): EditorSpeechItem => ({ id, status: 'failed', url: null, seconds: null, words: null, error });
const preparing = (id: string): EditorSpeechItem => ({ id, status: 'preparing', url: null, seconds: null, words: null, error: null });

async function lineOf(ctx: AppContext, actor: Actor, segment: Segment, usableClone: Set<string>): Promise<EditorSpeechItem> {
  const refused = refusalOf(ctx, actor, segment, usableClone);
  if (refused) return failed(segment.id, refused);
  const registry = ctx.engines.speech;
  const maker = makerOf(ctx);
  const cacheKey = speechKey(segment, registry);
  const failure = maker.failureOf(cacheKey);
  if (failure) return failed(segment.id, failure);
  const take = await findSpeech({ segment, registry, cache: ctx.engines.cache });
  if (!take) {
    maker.start(actor.userId, cacheKey, segment);
    return preparing(segment.id);
  }
  // Made by a render (or before this process started): its copy for browsers may not be there yet.
  if (!(await ctx.storage.exists(storageKeyOf(cacheKey)))) await publish(ctx, cacheKey, take.result.wavPath);
  return {
    id: segment.id,
    status: 'ready',
    url: ctx.storage.links(actor.userId).url(storageKeyOf(cacheKey), LINK_SECONDS),
    seconds: take.result.durationSec,
    words: take.result.words?.map((w) => ({ text: w.text, start: w.start, end: w.end })) ?? null,
    error: null,
  };
}

/** What refuses a line before any engine runs: nothing to say, a voice no engine has, a clone not ours. */
function refusalOf(ctx: AppContext, actor: Actor, segment: Segment, usableClone: Set<string>): string | null {
  if (!isSpeakable(segment.text)) return SCRIPT_INPUT_ERROR;
  if (segment.voice.startsWith(CLONE_PREFIX)) {
    // As a render of it would be refused: the plan's voice cloning, and a ready clone of this space.
    const plan = planRefusal(actor.space.entitlements, { feature: 'voice_clone' });
    if (plan) return plan.message;
    if (!usableClone.has(segment.voice)) return CLONE_GONE;
  }
  try {
    ctx.engines.speech.resolve(segment.voice);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Copies the take out of the step cache (which prunes and moves its files) into storage, under its key. */
async function publish(ctx: AppContext, cacheKey: string, wavPath: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-preview-copy-'));
  try {
    const copy = path.join(dir, 'take.wav');
    await fs.promises.copyFile(wavPath, copy);
    await ctx.storage.putFile(storageKeyOf(cacheKey), copy, 'audio/wav');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
