import { describe, expect, it } from 'vitest';
import { normaliseArgs, SPEECH_SAMPLE_RATE } from './normalise.js';

describe('normaliseArgs', () => {
  it('asks ffmpeg for bit-exact 16-bit mono WAV at 24 kHz', () => {
    expect(SPEECH_SAMPLE_RATE).toBe(24000);
    const args = normaliseArgs({ path: '/tmp/in.mp3' }, '/tmp/out.wav');
    expect(args.join(' ')).toContain('-i file:/tmp/in.mp3');
    expect(args.join(' ')).toContain('-ac 1 -ar 24000 -c:a pcm_s16le');
    expect(args.join(' ')).toContain('-fflags +bitexact');
    expect(args.slice(-3)).toEqual(['-f', 'wav', 'file:/tmp/out.wav']);
  });

  it('reads a named format from stdin, and never lets a path pass as an option', () => {
    const args = normaliseArgs({ stdinFormat: 'wav' }, '-evil.wav');
    expect(args.join(' ')).toContain('-f wav -i pipe:0');
    expect(args).not.toContain('-evil.wav');
    expect(args.at(-1)).toBe('file:-evil.wav');
  });
});
