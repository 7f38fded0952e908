import { describe, expect, it } from 'vitest';
import { finishKeys, type PlacedClip } from './finish-step.js';

const clips = (keys: string[], seconds = 3): PlacedClip[] =>
  keys.map((key, i) => ({ key, path: `/c/${key}.mp4`, startSec: i * seconds, durationSec: seconds }));

describe('finishKeys', () => {
  it('previews the clips of the first five seconds and thumbnails a second in', () => {
    const { preview, thumbnail } = finishKeys(clips(['a', 'b', 'c', 'd']), 12);
    expect(preview.clips.map((c) => c.key)).toEqual(['a', 'b']);
    expect(preview.seconds).toBe(5);
    expect(thumbnail.clip.key).toBe('a');
    expect(thumbnail.at).toBe(1);
  });
  it('keeps both keys when a later clip changes, and changes them when an early one does', () => {
    const before = finishKeys(clips(['a', 'b', 'c', 'd']), 12);
    const lateEdit = finishKeys(clips(['a', 'b', 'x', 'd']), 12);
    expect(lateEdit.preview.key).toBe(before.preview.key);
    expect(lateEdit.thumbnail.key).toBe(before.thumbnail.key);
    const earlyEdit = finishKeys(clips(['y', 'b', 'c', 'd']), 12);
    expect(earlyEdit.preview.key).not.toBe(before.preview.key);
    expect(earlyEdit.thumbnail.key).not.toBe(before.thumbnail.key);
  });
  it('thumbnails the middle of a short video', () => {
    const { thumbnail, preview } = finishKeys(clips(['a'], 1.6), 1.6);
    expect(thumbnail.at).toBeCloseTo(0.8);
    expect(preview.seconds).toBe(1.6);
  });
});
