import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { checkIndex, findLayer, findScene, findSegment } from './select.js';
import { richDoc } from './test-docs.js';

const doc = richDoc();

describe('finding by id', () => {
  it('returns the part with its indices and path', () => {
    expect(findScene(doc, 's2')).toMatchObject({ sceneIndex: 1, path: 'scenes[1]', scene: doc.scenes[1] });
    expect(findLayer(doc, 's1', 'title')).toMatchObject({ sceneIndex: 0, layerIndex: 2, path: 'scenes[0].layers[2]', layer: doc.scenes[0].layers[2] });
    expect(findSegment(doc, 'seg1b')).toMatchObject({ sceneIndex: 0, segmentIndex: 1, path: 'scenes[0].script[1]' });
    expect(findSegment(doc, 'seg3').segment).toBe(doc.scenes[2].script[0]);
  });

  it('refuses unknown ids with a TimelineError naming where it looked', () => {
    const issue = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(TimelineError);
        return (e as TimelineError).issues[0];
      }
      throw new Error('did not throw');
    };
    expect(issue(() => findScene(doc, 'nope'))).toEqual({ path: 'scenes', message: 'No scene "nope" in this document' });
    expect(issue(() => findLayer(doc, 's2', 'img')).path).toBe('scenes[1].layers');
    expect(issue(() => findLayer(doc, 'nope', 'img')).path).toBe('scenes');
    expect(issue(() => findSegment(doc, 'nope')).message).toContain('nope');
  });

  it('takes positions 0..length and nothing else', () => {
    expect(checkIndex(0, 2, 'i')).toBe(0);
    expect(checkIndex(2, 2, 'i')).toBe(2);
    for (const bad of [-1, 3, 1.5, Number.NaN]) expect(() => checkIndex(bad, 2, 'i')).toThrow(TimelineError);
  });
});
