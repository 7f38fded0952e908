import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { copyLayers, copyScenes, cutLayers, cutScenes, parseClip, pasteClip } from './clipboard.js';
import { idsInDoc } from './ids.js';
import { richDoc, run, runFor } from './test-docs.js';

describe('copy and paste of layers', () => {
  it('copies layers in z-order as JSON and pastes them on top with fresh ids', () => {
    const doc = richDoc();
    const clip = copyLayers(doc, 's1', ['title', 'img']);
    expect(clip.kind).toBe('layers');
    expect(clip.items.map((l) => l.id)).toEqual(['img', 'title']);
    expect(copyLayers(doc, 's1', ['img', 'img']).items).toHaveLength(1);
    const text = JSON.stringify(clip);
    const [pasted, ids] = runFor(doc, (d) => pasteClip(d, text, { sceneId: 's2' }));
    expect(pasted.scenes[1].layers.map((l) => l.id)).toEqual(['avatar', ...ids]);
    expect(ids.every((id) => id.startsWith('l_'))).toBe(true);
    expect(pasted.scenes[1].layers.slice(1).map(({ id: _, ...l }) => l)).toEqual(clip.items.map(({ id: _, ...l }) => l));
    expect(pasted.scenes[0]).toBe(doc.scenes[0]);
  });

  it('cuts: copies, then removes', () => {
    const [doc, clip] = runFor(richDoc(), (d) => cutLayers(d, 's1', ['avatar']));
    expect(doc.scenes[0].layers.map((l) => l.id)).toEqual(['img', 'title']);
    expect(doc.scenes[0].script[1].speaker).toBeUndefined();
    expect(clip.items[0]).toMatchObject({ type: 'avatar', id: 'avatar' });
  });
});

describe('copy and paste of scenes', () => {
  it('pastes scenes after the target with fresh ids throughout', () => {
    const doc = richDoc();
    const clip = JSON.parse(JSON.stringify(copyScenes(doc, ['s3', 's1'])));
    const [pasted, ids] = runFor(doc, (d) => pasteClip(d, clip, { sceneId: 's2' }));
    expect(pasted.scenes.map((s) => s.id)).toEqual(['s1', 's2', ...ids, 's3']);
    const old = idsInDoc(doc);
    const copies = pasted.scenes.slice(2, 4);
    expect([...idsInDoc({ scenes: copies })].filter((id) => old.has(id))).toEqual([]);
    expect(copies[0].script[0].text).toBe(doc.scenes[0].script[0].text);
    expect(copies[0].script[1].speaker).toBe(copies[0].layers[0].id);
  });

  it('cuts scenes but not all of them', () => {
    const [doc] = runFor(richDoc(), (d) => cutScenes(d, ['s1', 's3', 's1']));
    expect(doc.scenes.map((s) => s.id)).toEqual(['s2']);
    expect(() => run(richDoc(), cutScenes, ['s1', 's2', 's3', 's1'])).toThrow(/at least one scene/);
  });
});

describe('untrusted clipboard content', () => {
  const layer = { type: 'text', id: 't', text: 'Hi' };
  it.each([
    ['text that is not JSON', 'hello world'],
    ['JSON of something else', '{"a":1}'],
    ['null', null],
    ['a number', 42],
    ['an unknown kind', { kind: 'doc', items: [layer] }],
    ['an empty clip', { kind: 'layers', items: [] }],
    ['an invalid layer', { kind: 'layers', items: [{ ...layer, type: 'bogus' }] }],
    ['a layer with a bad value', { kind: 'layers', items: [{ ...layer, x: 7 }] }],
    ['a scene with a bad media reference', { kind: 'scene', items: [{ id: 's', layers: [{ type: 'image', id: 'i', src: 'http://evil' }] }] }],
  ])('refuses %s', (_, input) => {
    expect(() => parseClip(input)).toThrow(TimelineError);
    expect(() => run(richDoc(), pasteClip, input, { sceneId: 's1' })).toThrow(TimelineError);
  });

  it('drops fields the schema does not know', () => {
    expect(parseClip({ kind: 'layers', items: [{ ...layer, onclick: 'x' }] }).items[0]).not.toHaveProperty('onclick');
  });

  it('refuses a paste that would pass a limit', () => {
    const items = Array.from({ length: 48 }, (_, i) => ({ ...layer, id: `t${i}` }));
    expect(() => run(richDoc(), pasteClip, { kind: 'layers', items }, { sceneId: 's1' })).toThrow(/At most 50 layers/);
  });
});
