import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { audioMixArgs } from './audio-args.js';
import { runFfmpeg } from './ffmpeg.js';
import { probeMedia } from './probe.js';

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1];

describe('audioMixArgs', () => {
  it('places speech sample-exactly, pads each window and concatenates', () => {
    const args = audioMixArgs({
      sampleRate: 24000,
      pieces: [
        { wavPath: '/s/a.wav', leadSamples: 4800, totalSamples: 48000 },
        { leadSamples: 0, totalSamples: 24000 },
        { wavPath: '/s/b.wav', leadSamples: 0, totalSamples: 36000 },
      ],
      output: '/o/audio.m4a',
    });
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    const graph = graphOf(args);
    expect(graph).toContain(
      '[0:a]aresample=24000,aformat=sample_fmts=fltp:channel_layouts=mono,adelay=delays=4800S:all=1,apad=whole_len=48000,atrim=end_sample=48000[p0]',
    );
    expect(graph).toContain('anullsrc=r=24000:cl=mono,aformat=sample_fmts=fltp,atrim=end_sample=24000[p1]');
    expect(graph).toContain('[p0][p1][p2]concat=n=3:v=0:a=1');
    expect(graph).toContain('atrim=end_sample=216000[aout]'); // 4.5 s at 48 kHz
    expect(args).toEqual(expect.arrayContaining(['-c:a', 'aac', '-aac_coder', 'fast']));
    expect(graph).toContain('aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono[speech]');
    expect(graph).not.toContain('sidechaincompress');
  });
  it('loops the music to length and ducks it under the speech', () => {
    const args = audioMixArgs({
      sampleRate: 24000,
      pieces: [{ wavPath: '/s/a.wav', leadSamples: 0, totalSamples: 240000 }],
      music: { path: '/m/song.mp3', volume: 0.3, duck: true },
      output: '/o/audio.m4a',
    });
    expect(args.join(' ')).toContain('-stream_loop -1 -t 10.1 -i /m/song.mp3');
    const graph = graphOf(args);
    expect(graph).toContain('channel_layouts=stereo,volume=0.3[music]');
    expect(graph).toContain('[music][key]sidechaincompress=');
    expect(graph).toContain('amix=inputs=2:duration=first:normalize=0');
    expect(args).not.toContain('-shortest');
  });
});

describe('audioMixArgs with ffmpeg', () => {
  it('mixes speech and ducked music into AAC of exactly the timeline length', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-audio-'));
    try {
      const speech = path.join(dir, 'speech.wav');
      const music = path.join(dir, 'music.mp3');
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=f=300:d=0.7', '-ar', '24000', '-ac', '1', speech]);
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=f=500:d=0.4', '-ac', '2', music]);
      const output = path.join(dir, 'mix.m4a');
      await runFfmpeg({
        args: audioMixArgs({
          sampleRate: 24000,
          pieces: [
            { wavPath: speech, leadSamples: 2400, totalSamples: 24000 },
            { leadSamples: 0, totalSamples: 12000 },
          ],
          music: { path: music, volume: 0.3, duck: true },
          output,
        }),
      });
      const info = await probeMedia(output);
      expect(info.audio).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
      expect(info.durationSec).toBeGreaterThan(1.45);
      expect(info.durationSec).toBeLessThan(1.56); // 1.5 s plus AAC priming at most
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
