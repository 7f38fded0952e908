import { open, readFile, writeFile } from 'node:fs/promises';
import { endianness } from 'node:os';

/**
 * WAV reading and writing for speech clips. Engines send WAVs with extra chunks (LIST, fact, bext),
 * WAVE_FORMAT_EXTENSIBLE headers, float samples, and — when they stream — placeholder sizes
 * (0 or 0xFFFFFFFF) because the header was sent before the length was known. So the RIFF chunks are
 * walked instead of assuming a 44-byte header, and an impossible data size means "to the end".
 */

export interface WavAudio {
  sampleRate: number;
  channels: number;
  /** 16-bit samples, channels interleaved. */
  samples: Int16Array;
}

interface WavFormat {
  /** 1 = integer PCM, 3 = IEEE float (after resolving WAVE_FORMAT_EXTENSIBLE). */
  encoding: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

interface WavLayout {
  format: WavFormat;
  dataOffset: number;
  dataBytes: number;
}

const LITTLE_ENDIAN = endianness() === 'LE';
const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;

function parseFmt(buf: Buffer, at: number, size: number): WavFormat {
  if (size < 16) throw new Error('WAV fmt chunk is too short');
  let encoding = buf.readUInt16LE(at);
  const channels = buf.readUInt16LE(at + 2);
  const sampleRate = buf.readUInt32LE(at + 4);
  const blockAlign = buf.readUInt16LE(at + 12);
  const bitsPerSample = buf.readUInt16LE(at + 14);
  // The extensible header keeps the real format code in the first two bytes of its sub-format GUID.
  if (encoding === EXTENSIBLE && size >= 26) encoding = buf.readUInt16LE(at + 24);
  if (encoding !== PCM && encoding !== FLOAT) throw new Error(`Unsupported WAV encoding ${encoding} (need PCM or float)`);
  if (!channels || !sampleRate) throw new Error('WAV header has no channels or sample rate');
  if (![8, 16, 24, 32, 64].includes(bitsPerSample) || (encoding === FLOAT && bitsPerSample < 32)) {
    throw new Error(`Unsupported WAV sample size ${bitsPerSample} bits`);
  }
  return { encoding, channels, sampleRate, bitsPerSample, blockAlign: blockAlign || (channels * bitsPerSample) / 8 };
}

/** Walks the chunks of a RIFF/WAVE header. `totalBytes` is the whole file's length (may exceed `head`). */
function layoutOf(head: Buffer, totalBytes: number): WavLayout {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file (no RIFF/WAVE header)');
  }
  let format: WavFormat | null = null;
  let at = 12;
  while (at + 8 <= head.length) {
    const id = head.toString('ascii', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (body + size > head.length) throw new Error('WAV fmt chunk is truncated');
      format = parseFmt(head, body, size);
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk comes before its fmt chunk');
      const left = totalBytes - body;
      const bytes = size === 0 || size > left ? left : size;
      return { format, dataOffset: body, dataBytes: bytes - (bytes % format.blockAlign) };
    }
    at = body + size + (size & 1); // chunks are padded to even lengths
  }
  throw new Error(format ? 'WAV file has no data chunk' : 'WAV file has no fmt chunk');
}

function toInt16(buf: Buffer, format: WavFormat): Int16Array {
  const bytesPer = format.bitsPerSample / 8;
  const count = Math.floor(buf.length / bytesPer);
  if (format.encoding === PCM && format.bitsPerSample === 16) {
    if (LITTLE_ENDIAN) return new Int16Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + count * 2));
    const out = new Int16Array(count);
    for (let i = 0; i < count; i++) out[i] = buf.readInt16LE(i * 2);
    return out;
  }
  const out = new Int16Array(count);
  const clamp = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v)));
  for (let i = 0, at = 0; i < count; i++, at += bytesPer) {
    if (format.encoding === FLOAT) {
      out[i] = clamp((bytesPer === 4 ? buf.readFloatLE(at) : buf.readDoubleLE(at)) * 32767);
    } else if (bytesPer === 1) {
      out[i] = (buf[at]! - 128) << 8; // 8-bit WAV is unsigned
    } else if (bytesPer === 3) {
      out[i] = buf.readIntLE(at, 3) >> 8;
    } else {
      out[i] = buf.readInt32LE(at) >> 16;
    }
  }
  return out;
}

/** Decodes a WAV held in memory (any PCM or float sample size) to 16-bit interleaved samples. */
export function parseWav(buf: Buffer): WavAudio {
  const { format, dataOffset, dataBytes } = layoutOf(buf, buf.length);
  const samples = toInt16(buf.subarray(dataOffset, dataOffset + dataBytes), format);
  return { sampleRate: format.sampleRate, channels: format.channels, samples };
}

export async function readWav(path: string): Promise<WavAudio> {
  return parseWav(await readFile(path));
}

/** A 16-bit PCM WAV with the plain 44-byte header. */
export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(PCM, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * channels * 2, 28);
  out.writeUInt16LE(channels * 2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  if (LITTLE_ENDIAN) Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(out, 44);
  else for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, 44 + i * 2);
  return out;
}

/** Writes mono 16-bit PCM. */
export async function writeWav(path: string, samples: Int16Array, sampleRate: number): Promise<void> {
  await writeFile(path, encodeWav(samples, sampleRate, 1));
}

/** Length of a WAV file in seconds, reading only its header. */
export async function wavDurationSec(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    // Headers with LIST/bext chunks stay well under 64 KiB; the data chunk itself is never read.
    const head = Buffer.alloc(Math.min(size, 65536));
    await file.read(head, 0, head.length, 0);
    const { format, dataBytes } = layoutOf(head, size);
    return dataBytes / format.blockAlign / format.sampleRate;
  } finally {
    await file.close();
  }
}

/**
 * Loudness per video frame for lip sync: RMS of the mono samples under each frame, 0..1 of full scale.
 * `frames` defaults to enough frames to cover the audio; frames past the end are 0.
 */
export function rmsPerFrame(samples: Int16Array, sampleRate: number, fps: number, frames?: number): Float32Array {
  if (!(sampleRate > 0) || !(fps > 0)) throw new RangeError('sampleRate and fps must be positive');
  const count = frames ?? Math.ceil((samples.length * fps) / sampleRate);
  const out = new Float32Array(Math.max(0, count));
  for (let f = 0; f < out.length; f++) {
    const from = Math.round((f * sampleRate) / fps);
    const to = Math.min(samples.length, Math.round(((f + 1) * sampleRate) / fps));
    if (to <= from) continue;
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
    out[f] = Math.sqrt(sum / (to - from)) / 32768;
  }
  return out;
}
