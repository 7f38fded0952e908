import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { validateTimeline } from '../validate.js';
import { applyOp } from './apply.js';
import { richDoc, run, runFor } from './test-docs.js';
import { addBookendScene, setLogo, setMusic } from './video-parts.js';

describe('setMusic', () => {
  it('sets a bed with defaults, keeps volume and ducking when only the track changes, and removes it', () => {
    const doc = run(richDoc(), setMusic, { src: 'builtin:music/calm' });
    expect(doc.music).toEqual({ src: 'builtin:music/calm', volume: 0.3, duck: true });
    const louder = run(doc, setMusic, { volume: 0.8, duck: false });
    const swapped = run(louder, setMusic, { src: 'asset:song' });
    expect(swapped.music).toEqual({ src: 'asset:song', volume: 0.8, duck: false });
    expect(run(swapped, setMusic, null).music).toBeUndefined();
  });

  it('refuses a bad reference or volume and changes nothing', () => {
    const doc = richDoc();
    expect(() => applyOp(doc, setMusic, { src: 'http://x' })).toThrow(TimelineError);
    expect(() => applyOp(doc, setMusic, { src: 'asset:a', volume: 2 })).toThrow(/music\.volume/);
    expect(doc.music).toBeUndefined();
  });
});

describe('setLogo', () => {
  it('sets, moves and removes the logo', () => {
    const doc = run(richDoc(), setLogo, { src: 'asset:logo' });
    expect(doc.logo).toEqual({ src: 'asset:logo', position: 'top-right', width: 0.12, opacity: 1 });
    expect(run(doc, setLogo, { position: 'bottom-left', opacity: 0.5 }).logo).toMatchObject({ src: 'asset:logo', position: 'bottom-left', opacity: 0.5 });
    expect(run(doc, setLogo, null).logo).toBeUndefined();
  });

  it('refuses a logo without a picture and one too wide', () => {
    expect(() => applyOp(richDoc(), setLogo, { position: 'top-left' })).toThrow(/logo\.src/);
    expect(() => applyOp(richDoc(), setLogo, { src: 'asset:l', width: 0.9 })).toThrow(/logo\.width/);
  });
});

describe('addBookendScene', () => {
  it('puts an intro first and an outro last, showing only their background for their length', () => {
    const [intro, id] = runFor(richDoc(), (d) => addBookendScene(d, { at: 'first', background: { type: 'video', src: 'asset:clip' }, duration: 4.256 }));
    expect(intro.scenes[0]).toEqual({ id, background: { type: 'video', src: 'asset:clip', fit: 'cover' }, duration: 4.26, layers: [], script: [] });
    expect(intro.scenes.slice(1)).toEqual(richDoc().scenes);
    const [outro, last] = runFor(intro, (d) => addBookendScene(d, { at: 'last', background: { type: 'video', src: 'asset:clip' } }));
    expect(outro.scenes.at(-1)).toMatchObject({ id: last, layers: [], script: [] });
    expect(outro.scenes.at(-1)!.duration).toBeUndefined();
    expect(new Set(outro.scenes.map((s) => s.id)).size).toBe(outro.scenes.length);
    // With its length an intro renders; without one it is named as empty, like any scene with nothing in it.
    expect(validateTimeline(intro).filter((i) => i.path.startsWith('scenes[0]'))).toEqual([]);
    expect(validateTimeline(outro).map((i) => i.rule)).toContain('empty-scene');
  });

  it('refuses a background that is no media', () => {
    expect(() => applyOp(richDoc(), addBookendScene, { at: 'first', background: { type: 'video', src: 'nope' } })).toThrow(/scenes\[0\]\.background/);
  });
});
