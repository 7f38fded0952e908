import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav, parseWav, readWav, rmsPerFrame, wavDurationSec, writeWav } from './wav.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wav-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A WAV header built by hand: fmt of any size/encoding, extra chunks before data, chosen data size. */
function wavWith(
  opts: { encoding?: number; bits?: number; channels?: number; rate?: number; extra?: Buffer; dataSize?: number; fmtExtra?: Buffer },
  data: Buffer,
): Buffer {
  const { encoding = 1, bits = 16, channels = 1, rate = 16000, extra = Buffer.alloc(0), fmtExtra = Buffer.alloc(0) } = opts;
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(encoding, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE((rate * channels * bits) / 8, 8);
  fmt.writeUInt16LE((channels * bits) / 8, 12);
  fmt.writeUInt16LE(bits, 14);
  const fmtBody = Buffer.concat([fmt, fmtExtra]);
  const chunk = (id: string, body: Buffer, size = body.length) => {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'ascii');
    h.writeUInt32LE(size, 4);
    return Buffer.concat([h, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const dataChunk = chunk('data', data, opts.dataSize ?? data.length);
  const body = Buffer.concat([Buffer.from('WAVE'), chunk('fmt ', fmtBody), extra, dataChunk]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

const pcm16 = (values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeInt16LE(v, i * 2));
  return b;
};

describe('parseWav', () => {
  it('round-trips what encodeWav writes', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const wav = parseWav(encodeWav(samples, 24000));
    expect(wav).toEqual({ sampleRate: 24000, channels: 1, samples });
  });

  it('walks past LIST and odd-sized chunks instead of assuming 44 bytes', () => {
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx'), Buffer.alloc(1)]);
    const wav = parseWav(wavWith({ extra: list, rate: 22050 }, pcm16([1, 2, 3])));
    expect(wav.sampleRate).toBe(22050);
    expect([...wav.samples]).toEqual([1, 2, 3]);
  });

  it('reads a streamed header whose data size is a placeholder to the end of the file', () => {
    const buf = wavWith({ dataSize: 0xffffffff }, pcm16([5, 6, 7, 8]));
    expect([...parseWav(buf).samples]).toEqual([5, 6, 7, 8]);
    const zero = wavWith({ dataSize: 0 }, pcm16([9, 10]));
    expect([...parseWav(zero).samples]).toEqual([9, 10]);
  });

  it('keeps channels interleaved and converts 8/24/32-bit and float samples to 16 bits', () => {
    expect(parseWav(wavWith({ channels: 2 }, pcm16([1, -1, 2, -2]))).channels).toBe(2);
    expect([...parseWav(wavWith({ bits: 8 }, Buffer.from([128, 255, 0]))).samples]).toEqual([0, 127 << 8, -32768]);
    const s24 = Buffer.from([0x00, 0x00, 0x40, 0x00, 0x00, 0xc0]); // +0.5, -0.5
    expect([...parseWav(wavWith({ bits: 24 }, s24)).samples]).toEqual([16384, -16384]);
    const f32 = Buffer.alloc(8);
    f32.writeFloatLE(0.5, 0);
    f32.writeFloatLE(-1, 4);
    expect([...parseWav(wavWith({ encoding: 3, bits: 32 }, f32)).samples]).toEqual([16384, -32767]);
  });

  it('resolves WAVE_FORMAT_EXTENSIBLE to its sub-format', () => {
    const ext = Buffer.alloc(24);
    ext.writeUInt16LE(22, 0);
    ext.writeUInt16LE(3, 8); // sub-format GUID starts with the format code: float
    const f32 = Buffer.alloc(4);
    f32.writeFloatLE(0.25, 0);
    expect([...parseWav(wavWith({ encoding: 0xfffe, bits: 32, fmtExtra: ext }, f32)).samples]).toEqual([8192]);
  });

  it('refuses what is not a usable WAV', () => {
    expect(() => parseWav(Buffer.from('ID3\x03not a wav at all'))).toThrow(/Not a WAV/);
    expect(() => parseWav(wavWith({ encoding: 85 }, pcm16([1])))).toThrow(/encoding 85/);
  });
});

describe('files', () => {
  it('writes mono PCM16 that ffprobe reads, and measures duration from the header', async () => {
    const path = join(dir, 'tone.wav');
    const samples = new Int16Array(24000 * 1.5).map((_, i) => Math.round(10000 * Math.sin(i / 10)));
    await writeWav(path, samples, 24000);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=sample_rate,channels,codec_name', '-of', 'csv=p=0', path], {
      encoding: 'utf8',
    });
    expect(probe.trim()).toBe('pcm_s16le,24000,1');
    expect(await wavDurationSec(path)).toBeCloseTo(1.5, 6);
    expect((await readWav(path)).samples).toEqual(samples);
  });

  it('measures duration of an ffmpeg WAV with a LIST chunk', async () => {
    const path = join(dir, 'ff.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=300:d=0.75:sample_rate=22050', path]);
    expect(await wavDurationSec(path)).toBeCloseTo(0.75, 3);
    await writeFile(join(dir, 'junk.wav'), 'hello');
    await expect(wavDurationSec(join(dir, 'junk.wav'))).rejects.toThrow(/Not a WAV/);
  });
});

describe('rmsPerFrame', () => {
  it('gives one loudness value per video frame, zero past the end', () => {
    const rate = 1000;
    const samples = new Int16Array(1000);
    samples.fill(16384, 0, 500); // first half loud, second half silent
    const rms = rmsPerFrame(samples, rate, 10, 12);
    expect(rms.length).toBe(12);
    expect(rms[0]).toBeCloseTo(0.5, 5);
    expect(rms[4]).toBeCloseTo(0.5, 5);
    expect(rms[5]).toBe(0);
    expect(rms[11]).toBe(0);
    expect(rmsPerFrame(samples, rate, 25).length).toBe(25);
  });

  it('handles frame boundaries that fall between samples', () => {
    const samples = new Int16Array(24000).fill(-32768);
    const rms = rmsPerFrame(samples, 24000, 30000 / 1001);
    expect(rms.length).toBe(30);
    expect(Math.min(...rms)).toBeCloseTo(1, 5);
  });
});
