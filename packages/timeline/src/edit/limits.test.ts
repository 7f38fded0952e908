import { describe, expect, it } from 'vitest';
import { Scene, TimelineDoc } from '../schema.js';
import { MAX_LAYERS, MAX_SCENES, MAX_SEGMENTS } from './limits.js';
import { richDoc, VOICE } from './test-docs.js';

const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('the limits the operations check', () => {
  it('are the schema’s', () => {
    const doc = richDoc();
    const scenes = (n: number) => ({ ...doc, scenes: many(n, (i) => ({ ...doc.scenes[0], id: `s${i}` })) });
    expect(TimelineDoc.safeParse(scenes(MAX_SCENES)).success).toBe(true);
    expect(TimelineDoc.safeParse(scenes(MAX_SCENES + 1)).success).toBe(false);
    const layers = (n: number) => ({ id: 's', layers: many(n, (i) => ({ type: 'text', id: `t${i}`, text: 'x' })) });
    expect(Scene.safeParse(layers(MAX_LAYERS)).success).toBe(true);
    expect(Scene.safeParse(layers(MAX_LAYERS + 1)).success).toBe(false);
    const script = (n: number) => ({ id: 's', script: many(n, (i) => ({ id: `g${i}`, text: 'x', voice: VOICE })) });
    expect(Scene.safeParse(script(MAX_SEGMENTS)).success).toBe(true);
    expect(Scene.safeParse(script(MAX_SEGMENTS + 1)).success).toBe(false);
  });
});
