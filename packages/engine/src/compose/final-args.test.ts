import { describe, expect, it } from 'vitest';
import { concatList, muxArgs, previewArgs, thumbnailArgs, thumbnailTime } from './final-args.js';

describe('final args', () => {
  it('writes a concat list that survives quotes in paths', () => {
    expect(concatList(['/a/1.mp4', "/b/it's.mp4"])).toBe("file '/a/1.mp4'\nfile '/b/it'\\''s.mp4'\n");
  });
  it('joins clips by stream copy with the audio, moov first', () => {
    const args = muxArgs({ listFile: '/t/list.txt', audioPath: '/t/a.m4a', output: '/o/v.mp4' });
    expect(args.join(' ')).toBe('-f concat -safe 0 -i /t/list.txt -i /t/a.m4a -map 0:v:0 -map 1:a:0 -c copy -movflags +faststart -f mp4 /o/v.mp4');
  });
  it('takes the thumbnail a second in, or mid-video when shorter', () => {
    expect(thumbnailTime(60)).toBe(1);
    expect(thumbnailTime(1.5)).toBe(0.75);
    expect(thumbnailArgs({ input: '/v.mp4', atSec: 1, output: '/t.jpg' }).slice(0, 4)).toEqual(['-ss', '1', '-i', '/v.mp4']);
  });
  it('makes a muted 360-wide preview of the first 5 seconds', () => {
    const args = previewArgs({ input: '/v.mp4', output: '/p.mp4' });
    expect(args.slice(0, 4)).toEqual(['-t', '5', '-i', '/v.mp4']);
    expect(args).toEqual(expect.arrayContaining(['-an', '-vf', 'scale=360:-2', '-movflags', '+faststart', '-c:v', 'libx264']));
  });
});
