import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { classifyMediaFailure, mediaErrorKey, THUMBNAIL_ERROR_KEY } from './media-errors';

const lookup = (messages: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);

describe('media load errors (spec 000 §5, §8)', () => {
  it('shows the spec’s words for each kind of file', () => {
    expect(lookup(en, mediaErrorKey('video', 'load'))).toBe('Error loading the video');
    expect(lookup(en, mediaErrorKey('image', 'load'))).toBe('Error loading the image');
    expect(lookup(en, mediaErrorKey('audio', 'load'))).toBe('Media load error, please retry');
    expect(lookup(en, mediaErrorKey('document', 'load'))).toBe('Media load error, please retry');
    expect(lookup(en, mediaErrorKey('video', 'unsupported'))).toBe('Error unsupported file type');
    expect(lookup(en, THUMBNAIL_ERROR_KEY)).toBe('Failed to load image');
  });

  it('has each of them in Chinese', () => {
    for (const key of [
      mediaErrorKey('video', 'load'),
      mediaErrorKey('image', 'load'),
      mediaErrorKey('audio', 'load'),
      mediaErrorKey('video', 'unsupported'),
      THUMBNAIL_ERROR_KEY,
    ]) {
      expect(String(lookup(zh, key)).trim(), key).not.toBe('');
      expect(lookup(zh, key), key).not.toBe(lookup(en, key));
    }
  });

  it('calls a file that is there but cannot be played unsupported, and anything else a load error', async () => {
    const there = vi.fn(async () => new Response('x', { status: 206 })) as unknown as typeof fetch;
    const gone = vi.fn(async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await classifyMediaFailure(4, '/f/a.mov', there)).toBe('unsupported');
    expect(await classifyMediaFailure(4, '/f/a.mov', gone)).toBe('load');
    expect(await classifyMediaFailure(4, '/f/a.mov', offline)).toBe('load');
    // A network or decode error mid-way is worth retrying; the link is not even asked.
    expect(await classifyMediaFailure(2, '/f/a.mov', there)).toBe('load');
    expect(await classifyMediaFailure(undefined, '/f/a.mov', there)).toBe('load');
    expect(there).toHaveBeenCalledTimes(1);
    expect(there).toHaveBeenCalledWith('/f/a.mov', expect.objectContaining({ headers: { Range: 'bytes=0-0' } }));
  });
});
