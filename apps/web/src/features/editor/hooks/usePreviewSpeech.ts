import { EDITOR_SPEECH_MAX_SEGMENTS, type EditorSpeechSegment, ERRORS } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import { useEffect } from 'react';
import type { z } from 'zod';
import { request } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/errors';
import { type EditorState, timingsOf, useEditor, useEditorApi } from '../model/editor-store';
import { needsAsking, speakable, type Take, takeKey } from '../model/preview-speech';

/** After typing stops this long, the selected scene's lines are asked for, so their real lengths show. */
const SETTLE_MS = 900;
/** A failed call (offline, a timeout) is tried again after this. */
const RETRY_AFTER_ERROR_MS = 4000;

type Line = z.output<typeof EditorSpeechSegment>;

/**
 * The lines to ask about now: while playing, every line from the playhead's scene to the end (in order, so
 * the next one is made first); otherwise the selected scene's. One line per take: lines with the same
 * words share it.
 */
export function linesToAsk(s: Pick<EditorState, 'history' | 'takes' | 'playing' | 'sceneId' | 'time'>, now: number): Line[] {
  const doc: TimelineDoc = s.history.doc;
  const timings = timingsOf(s);
  const from = s.playing
    ? Math.max(
        0,
        timings.findIndex((x) => s.time < x.end),
      )
    : doc.scenes.findIndex((x) => x.id === s.sceneId);
  const scenes = s.playing ? doc.scenes.slice(from) : doc.scenes.slice(Math.max(0, from), Math.max(0, from) + 1);
  const seen = new Set<string>();
  const out: Line[] = [];
  for (const seg of scenes.flatMap((x) => x.script)) {
    const key = takeKey(seg);
    if (!speakable(seg) || seen.has(key) || !needsAsking(s.takes[key], now)) continue;
    seen.add(key);
    out.push({ id: seg.id, text: seg.text, voice: seg.voice, speed: seg.speed });
  }
  return out.slice(0, EDITOR_SPEECH_MAX_SEGMENTS);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the editor's preview speech coming from the server (POST /editor/speech, the render's step
 * cache): asks, records each answer in the store, and asks again after the server's `retry_ms` while
 * lines are still preparing. A change of words, scene or play state starts over with what is needed then.
 */
export function usePreviewSpeech(enabled: boolean) {
  const store = useEditorApi();
  const doc = useEditor((s) => s.history.doc);
  const sceneId = useEditor((s) => s.sceneId);
  const playing = useEditor((s) => s.playing);

  // biome-ignore lint/correctness/useExhaustiveDependencies: doc, scene and play state are what start a new round.
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const { signal } = abort;
    void (async () => {
      if (!store.getState().playing) await sleep(SETTLE_MS, signal);
      while (!signal.aborted) {
        const lines = linesToAsk(store.getState(), Date.now());
        if (!lines.length) return;
        try {
          const answer = await request('editorSpeech', { segments: lines }, { signal, quiet: 'all' });
          const at = Date.now();
          const takes: Record<string, Take> = {};
          answer.items.forEach(({ id: _id, ...item }, i) => {
            takes[takeKey(lines[i]!)] = { ...item, at };
          });
          if (signal.aborted) return;
          store.getState().setTakes(takes);
          if (answer.items.some((x) => x.status === 'preparing')) await sleep(answer.retry_ms, signal);
        } catch (error) {
          if (signal.aborted) return;
          // The server refused the call itself: those lines fail with its words, and are not asked again until they change.
          if (error instanceof ApiError && error.code > 0 && error.code !== ERRORS.RATE_LIMITED.code) {
            const at = Date.now();
            const failed = { status: 'failed' as const, url: null, seconds: null, words: null, error: error.message, at };
            store.getState().setTakes(Object.fromEntries(lines.map((l) => [takeKey(l), failed])));
          } else await sleep(RETRY_AFTER_ERROR_MS, signal);
        }
      }
    })();
    return () => abort.abort();
  }, [enabled, store, doc, sceneId, playing]);
}
