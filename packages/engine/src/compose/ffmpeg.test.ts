import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfmpegError, parseProgressSeconds, runFfmpeg } from './ffmpeg.js';
import { parseProbe, probeMedia } from './probe.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-ffmpeg-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('runFfmpeg', () => {
  it('reads progress blocks', () => {
    expect(parseProgressSeconds('frame=10\nout_time_us=1500000\nout_time=00:00:01.5\n')).toBe(1.5);
    expect(parseProgressSeconds('frame=0\n')).toBeNull();
  });
  it('feeds piped frames with backpressure and reports progress up to 1', async () => {
    const out = path.join(dir, 'piped.mp4');
    const frame = Buffer.alloc(64 * 64 * 4, 128);
    let produced = 0;
    async function* frames() {
      for (let i = 0; i < 50; i++, produced++) yield frame;
    }
    const seen: number[] = [];
    await runFfmpeg({
      args: [
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-s',
        '64x64',
        '-framerate',
        '25',
        '-i',
        'pipe:0',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        out,
      ],
      inputs: { 0: frames() },
      durationSec: 2,
      onProgress: (f) => seen.push(f),
    });
    expect(produced).toBe(50);
    expect(seen.at(-1)).toBe(1);
    const info = await probeMedia(out);
    expect(info.durationSec).toBeCloseTo(2, 1);
  });
  it('fails with the end of stderr', async () => {
    const err = await runFfmpeg({ args: ['-i', path.join(dir, 'missing.wav'), path.join(dir, 'x.wav')] }).catch((e) => e);
    expect(err).toBeInstanceOf(FfmpegError);
    expect(err.message).toMatch(/No such file/);
  });
  it('stops on abort', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by test')), 200);
    const started = Date.now();
    const err = await runFfmpeg({
      args: ['-re', '-f', 'lavfi', '-i', 'sine=d=600', '-f', 'null', '-'], // -re: real time, so it is still running at 200 ms
      signal: controller.signal,
    }).catch((e) => e);
    expect(err.message).toBe('cancelled by test');
    expect(Date.now() - started).toBeLessThan(5000);
  });
  it('times out', async () => {
    const err = await runFfmpeg({ args: ['-re', '-f', 'lavfi', '-i', 'sine=d=60', '-f', 'null', '-'], timeoutMs: 300 }).catch((e) => e);
    expect(err.message).toMatch(/timed out/);
  });
});

describe('probe', () => {
  it('reads rotation from the display matrix and swaps the displayed size', () => {
    const info = parseProbe({
      format: { duration: '3.5', format_name: 'mov,mp4', size: '1000' },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          avg_frame_rate: '30000/1001',
          side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        },
        { codec_type: 'audio', codec_name: 'aac', sample_rate: '48000', channels: 2 },
      ],
    });
    expect(info.video).toMatchObject({ width: 1080, height: 1920, rotation: 90 });
    expect(info.video!.fps).toBeCloseTo(29.97, 2);
    expect(info.audio).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
    expect(info.durationSec).toBe(3.5);
  });
  it('says what is wrong with a file that is not media', async () => {
    const bad = path.join(dir, 'bad.mp4');
    fs.writeFileSync(bad, 'not a video');
    await expect(probeMedia(bad)).rejects.toThrow(/Cannot read media .*bad\.mp4/);
  });
});
