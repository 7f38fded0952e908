import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PeakReducer, posterArgs } from './derive-args.js';
import { untrustedProbeArgs } from './probe-upload.js';
import { makeImageThumb, makePoster, waveformPeaks } from './derive.js';
import { probeUpload, UnreadableMediaError } from './probe-upload.js';

const s16 = (values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeInt16LE(v, i * 2));
  return b;
};

describe('PeakReducer', () => {
  it('keeps the loudest sample of each bar, across chunk boundaries that split a sample', () => {
    const r = new PeakReducer(2, 4);
    const all = s16([100, -16384, 32767, 5]);
    r.push(all.subarray(0, 3));
    r.push(all.subarray(3));
    expect(r.result()).toEqual([0.5, 1]);
  });
  it('puts samples past the expected total into the last bar', () => {
    const r = new PeakReducer(2, 2);
    r.push(s16([0, 0, 0, 16384]));
    expect(r.result()).toEqual([0, 0.5]);
  });
});

describe('untrusted ffmpeg arguments', () => {
  it('whitelist the file protocol and name the input as a file', () => {
    expect(untrustedProbeArgs('/x/http:evil')).toEqual(expect.arrayContaining(['-protocol_whitelist', 'file', 'file:/x/http:evil']));
    const args = posterArgs({ input: '/a.mp4', atSec: 1, output: '/p.jpg', width: 480 });
    expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-protocol_whitelist') + 2)).toEqual(['-protocol_whitelist', 'file']);
    expect(args).toContain('file:/a.mp4');
  });
});

describe('derive from real files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derive-'));
  const video = path.join(dir, 'v.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=10:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-y',
    video,
  ]);

  it('probes, makes a poster, a thumbnail and waveform peaks', async () => {
    const info = await probeUpload(video);
    expect(info.video?.width).toBe(640);
    expect(info.audio).toBeTruthy();
    await makePoster(video, path.join(dir, 'p.jpg'), info.durationSec);
    expect(fs.statSync(path.join(dir, 'p.jpg')).size).toBeGreaterThan(1000);
    await makeImageThumb(path.join(dir, 'p.jpg'), path.join(dir, 't.jpg'));
    expect(fs.statSync(path.join(dir, 't.jpg')).size).toBeGreaterThan(500);
    const peaks = await waveformPeaks(video, info.durationSec, 50);
    expect(peaks).toHaveLength(50);
    expect(Math.max(...peaks)).toBeGreaterThan(0.1);
  });

  it('refuses a file that is not media', async () => {
    const junk = path.join(dir, 'junk.mp4');
    fs.writeFileSync(junk, 'not a video at all');
    await expect(probeUpload(junk)).rejects.toBeInstanceOf(UnreadableMediaError);
  });
});
