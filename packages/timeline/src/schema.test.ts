import { describe, expect, it } from 'vitest';
import { issuesFromZod } from './errors.js';
import { Background, frameSize, Layer, MediaRef, ScriptSegment, TIMELINE_VERSION, TimelineDoc, VoiceId } from './schema.js';

const minimal = { version: TIMELINE_VERSION, aspectRatio: '9:16', scenes: [{ id: 's1' }] };
const issuesOf = (value: unknown) => {
  const result = TimelineDoc.safeParse(value, { reportInput: true });
  return result.success ? [] : issuesFromZod(result.error);
};

describe('TimelineDoc defaults', () => {
  it('fills document, scene, layer and segment defaults', () => {
    const doc = TimelineDoc.parse({
      ...minimal,
      scenes: [{ id: 's1', layers: [{ type: 'avatar', id: 'a', avatar: 'anna' }], script: [{ id: 'g1', text: 'Hi there.', voice: 'espeak:en-us' }] }],
    });
    expect(doc).toMatchObject({
      resolution: '720p',
      fps: 25,
      background: { type: 'color', color: '#1f2937' },
      subtitles: { enabled: true, preset: 'classic', position: 'bottom', size: 0.045, color: '#ffffff', highlight: '#ffd400' },
    });
    expect(doc.scenes[0]!.layers[0]).toEqual({
      type: 'avatar',
      id: 'a',
      avatar: 'anna',
      emotion: 'default',
      removeBackground: true,
      x: 0.5,
      y: 0.5,
      width: 0.5,
      opacity: 1,
    });
    expect(doc.scenes[0]!.script[0]).toEqual({ id: 'g1', text: 'Hi there.', voice: 'espeak:en-us', speed: 1, pauseBefore: 0, pauseAfter: 0 });
    expect(TimelineDoc.parse(minimal).scenes[0]).toEqual({ id: 's1', layers: [], script: [] });
  });

  it('fills per-type layer defaults and background fit', () => {
    expect(Layer.parse({ type: 'text', id: 't', text: 'Sale' })).toMatchObject({ size: 0.05, color: '#ffffff', bold: true, align: 'center' });
    expect(Layer.parse({ type: 'video', id: 'v', src: 'asset:1' })).toMatchObject({ muted: true, loop: true });
    expect(Background.parse({ type: 'image', src: 'storage:bg.png' })).toEqual({ type: 'image', src: 'storage:bg.png', fit: 'cover' });
  });

  it('gives even frame sizes for every aspect ratio', () => {
    expect(frameSize({ aspectRatio: '9:16', resolution: '720p' })).toEqual({ width: 720, height: 1280 });
    expect(frameSize({ aspectRatio: '16:9', resolution: '1080p' })).toEqual({ width: 1920, height: 1080 });
  });
});

describe('TimelineDoc rejections', () => {
  it('refuses a wrong version, aspect ratio and fps', () => {
    expect(issuesOf({ ...minimal, version: 1 })).toEqual([{ path: 'version', message: `Must be ${TIMELINE_VERSION}` }]);
    expect(issuesOf({ ...minimal, aspectRatio: '2:1' })).toEqual([{ path: 'aspectRatio', message: 'Must be one of: 9:16, 16:9, 1:1, 3:4, 4:3' }]);
    expect(issuesOf({ ...minimal, fps: 60 })[0]!.path).toBe('fps');
  });

  it('needs at least one scene and says so in words', () => {
    expect(issuesOf({ ...minimal, scenes: [] })).toEqual([{ path: 'scenes', message: 'Needs at least 1 item' }]);
    expect(issuesOf({ version: TIMELINE_VERSION, aspectRatio: '1:1' })).toEqual([{ path: 'scenes', message: 'Required' }]);
  });

  it('refuses bad ids, colours, media references and voices with paths into the document', () => {
    const issues = issuesOf({
      ...minimal,
      background: { type: 'color', color: 'red' },
      scenes: [{ id: 'bad id', layers: [{ type: 'image', id: 'i', src: 'https://x/y.png' }], script: [{ id: 'g', text: 'x', voice: 'alloy' }] }],
    });
    expect(issues).toEqual([
      { path: 'background.color', message: 'A colour is #rrggbb' },
      { path: 'scenes[0].id', message: 'Ids use letters, digits, - and _' },
      { path: 'scenes[0].layers[0].src', message: 'A media reference starts with asset:, storage:, file:, builtin: or look:' },
      { path: 'scenes[0].script[0].voice', message: 'A voice is <engine>:<voice>' },
    ]);
  });

  it('refuses out-of-range numbers and unknown layer types', () => {
    expect(issuesOf({ ...minimal, scenes: [{ id: 's', layers: [{ type: 'avatar', id: 'a', avatar: 'x', x: 1.5 }] }] })).toEqual([
      { path: 'scenes[0].layers[0].x', message: 'Must be at most 1' },
    ]);
    expect(issuesOf({ ...minimal, scenes: [{ id: 's', layers: [{ type: 'sticker', id: 'a' }] }] })).toEqual([
      { path: 'scenes[0].layers[0].type', message: 'Must be one of: avatar, image, video, text, shape' },
    ]);
    expect(ScriptSegment.safeParse({ id: 'g', text: '', voice: 'espeak:en', speed: 3 }).success).toBe(false);
    expect(ScriptSegment.safeParse({ id: 'g', text: 'x'.repeat(5001), voice: 'espeak:en' }).success).toBe(false);
  });

  it('checks media references and voice ids', () => {
    for (const ok of ['asset:42', 'storage:a/b.mp4', 'file:/tmp/x.png', 'builtin:music/calm']) expect(MediaRef.safeParse(ok).success).toBe(true);
    for (const bad of ['asset:', 'http://x', '/tmp/x.png']) expect(MediaRef.safeParse(bad).success).toBe(false);
    expect(VoiceId.safeParse('espeak:en-us+f3').success).toBe(true);
    expect(VoiceId.safeParse('espeak:en us').success).toBe(false);
  });
});
