import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newAvatarVideoDoc, TimelineDoc, updateSegment } from '@framecast/timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalAvatarRenderer } from '../avatar/index.js';
import { DirCache } from '../cache/dir-cache.js';
import { probeMedia } from '../compose/probe.js';
import { createSpeechRegistry } from '../speech/index.js';
import { type AvatarRenderer, ScriptError, type SpeechRegistry, VideoTooLongError } from '../types.js';
import { renderTimeline } from './pipeline.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-pipeline-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The real engines, with a count of the work they are asked to do. */
function countingEngines() {
  const calls = { synthesize: 0, clip: 0 };
  const registry = createSpeechRegistry({ onVoicesError: () => {} });
  const speech: SpeechRegistry = {
    voices: () => registry.voices(),
    resolve(voiceId) {
      const { engine, voice } = registry.resolve(voiceId);
      return {
        voice,
        engine: { id: engine.id, voices: () => engine.voices(), synthesize: (req, out) => (calls.synthesize++, engine.synthesize(req, out)) },
      };
    },
  };
  const real = new LocalAvatarRenderer();
  const avatars: AvatarRenderer = { id: real.id, version: real.version, aspect: (a) => real.aspect(a), clip: (req) => (calls.clip++, real.clip(req)) };
  return { calls, speech, avatars };
}

// One scene with two segments (the editor's shape; the Avatar Video form makes a scene per sentence).
const formDoc = newAvatarVideoDoc({
  aspectRatio: '9:16',
  avatar: 'maya/support',
  voice: 'espeak:en-us',
  script: 'Hello from Framecast. This is a short test video.',
});
const doc = TimelineDoc.parse({
  ...formDoc,
  scenes: [{ ...formDoc.scenes[0], script: formDoc.scenes.flatMap((s) => s.script).map((seg, i) => ({ ...seg, pauseBefore: i ? 0.2 : 0 })) }],
});

describe('renderTimeline', () => {
  const cache = new DirCache(path.join(root, 'cache'));

  it('renders H.264 + AAC at the document size, as long as the speech, then re-renders from cache', async () => {
    const first = countingEngines();
    const stages = new Set<string>();
    const fractions: number[] = [];
    const result = await renderTimeline({
      doc,
      speech: first.speech,
      avatars: first.avatars,
      cache,
      resolveMedia: async (r) => r,
      workDir: path.join(root, 'one'),
      watermark: true,
      threads: 2,
      onProgress: (f, stage) => (fractions.push(f), stages.add(stage)),
    });
    const info = await probeMedia(result.videoPath);
    expect(info.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - result.speechSeconds)).toBeLessThan(0.3);
    expect(result).toMatchObject({ width: 720, height: 1280, stats: { speechSynthesized: 2, speechCached: 0, clipsRendered: 2, clipsCached: 0 } });
    expect(result.segments.map((s) => s.id)).toEqual(['seg1', 'seg2']);
    expect(result.segments[1].start).toBe(result.segments[0].end);
    expect([...stages].sort()).toEqual(['audio', 'clips', 'mux', 'speech', 'thumbnail']);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));

    const thumb = await probeMedia(result.thumbnailPath);
    expect(thumb.video?.codec).toBe('mjpeg');
    const preview = await probeMedia(result.previewPath);
    expect(preview.video).toMatchObject({ codec: 'h264', width: 360, height: 640 });
    expect(preview.audio).toBeUndefined();
    expect(preview.durationSec).toBeLessThanOrEqual(5.05);

    const second = countingEngines();
    const again = await renderTimeline({
      doc,
      speech: second.speech,
      avatars: second.avatars,
      cache,
      resolveMedia: async (r) => r,
      workDir: path.join(root, 'two'),
      watermark: true,
      threads: 2,
    });
    expect(again.stats).toEqual({ speechSynthesized: 0, speechCached: 2, clipsRendered: 0, clipsCached: 2 });
    expect(second.calls).toEqual({ synthesize: 0, clip: 0 });
    expect(again.durationSec).toBeCloseTo(result.durationSec, 3);
  });

  it('after editing one sentence redoes only that sentence', async () => {
    const edited = updateSegment(doc, 'seg2', { text: 'This sentence changed.' });
    const engines = countingEngines();
    const result = await renderTimeline({
      doc: edited,
      speech: engines.speech,
      avatars: engines.avatars,
      cache,
      resolveMedia: async (r) => r,
      workDir: path.join(root, 'three'),
      watermark: true,
      threads: 2,
    });
    expect(result.stats).toEqual({ speechSynthesized: 1, speechCached: 1, clipsRendered: 1, clipsCached: 1 });
    expect(engines.calls).toEqual({ synthesize: 1, clip: 1 });
  });

  it('stops when cancelled and leaves no temporary files', async () => {
    const engines = countingEngines();
    const controller = new AbortController();
    const workDir = path.join(root, 'cancel');
    const fresh = new DirCache(path.join(root, 'cancel-cache'));
    setTimeout(() => controller.abort(new Error('cancelled by user')), 300);
    await expect(
      renderTimeline({
        doc,
        speech: engines.speech,
        avatars: engines.avatars,
        cache: fresh,
        resolveMedia: async (r) => r,
        workDir,
        watermark: false,
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled by user');
    expect(fs.readdirSync(workDir)).toEqual([]);
  });

  it('stops a video longer than allowed as soon as its speech is in', async () => {
    const engines = countingEngines();
    const fresh = new DirCache(path.join(root, 'limit-cache'));
    const run = renderTimeline({
      doc,
      speech: engines.speech,
      avatars: engines.avatars,
      cache: fresh,
      resolveMedia: async (r) => r,
      workDir: path.join(root, 'limit'),
      watermark: false,
      maxDurationSec: 1,
    });
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(VideoTooLongError);
    expect((err as VideoTooLongError).durationSec).toBeGreaterThan(2);
    expect(engines.calls.synthesize).toBe(2);
  });

  it('renders the near-square frames 3:4 and 4:3 at their sizes, their preview and still too', async () => {
    for (const [aspectRatio, width, height] of [
      ['3:4', 720, 960],
      ['4:3', 960, 720],
    ] as const) {
      const engines = countingEngines();
      const result = await renderTimeline({
        doc: newAvatarVideoDoc({ aspectRatio, avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hi there.' }),
        speech: engines.speech,
        avatars: engines.avatars,
        cache,
        resolveMedia: async (r) => r,
        workDir: path.join(root, `ratio-${width}x${height}`),
        watermark: true,
        threads: 2,
      });
      expect((await probeMedia(result.videoPath)).video).toMatchObject({ codec: 'h264', width, height });
      // The preview is 360 wide whatever the frame.
      expect((await probeMedia(result.previewPath)).video).toMatchObject({ width: 360, height: (360 * height) / width });
      expect((await probeMedia(result.thumbnailPath)).video).toMatchObject({ width, height });
    }
  });

  it('refuses a script with nothing to say before any engine runs', async () => {
    const engines = countingEngines();
    const bad = updateSegment(doc, 'seg2', { text: '!!! 🙂' });
    await expect(
      renderTimeline({
        doc: bad,
        speech: engines.speech,
        avatars: engines.avatars,
        cache,
        resolveMedia: async (r) => r,
        workDir: path.join(root, 'bad'),
        watermark: false,
      }),
    ).rejects.toBeInstanceOf(ScriptError);
    expect(engines.calls.synthesize).toBe(0);
  });
});
