import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, UPLOAD_RULES } from '@framecast/contract';
import { readProfilePhoto, type PhotoReader } from './read-photo';

const rule = UPLOAD_RULES.profile_photo;
const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
/** A browser that decodes every picture to the given sides (or cannot decode it: null). */
const reader = (sides: { width: number; height: number } | null, type = 'image/png'): PhotoReader & { decoded: number } => {
  const r = {
    decoded: 0,
    dimensions: async () => {
      r.decoded++;
      if (!sides) throw new Error('unreadable');
      return sides;
    },
    dataUrl: async (f: File) => `data:${f.type || type};base64,AAAA`,
  };
  return r;
};
const square = { width: 400, height: 400 };

describe('profile photo in the browser: the shared profile_photo rule decides before sending', () => {
  it('takes a square PNG, JPG or WebP of at most 2MB, as a data URL of the type its name says', async () => {
    expect(await readProfilePhoto(file('me.png', 2 * MB, 'image/png'), reader(square))).toEqual({ ok: true, dataUrl: 'data:image/png;base64,AAAA' });
    expect(await readProfilePhoto(file('me.JPEG', 1000, 'image/jpeg'), reader(square))).toEqual({ ok: true, dataUrl: 'data:image/jpeg;base64,AAAA' });
    // The system did not know the type: the name's decides, so the server's schema takes it.
    expect(await readProfilePhoto(file('me.webp', 1000), reader(square, 'application/octet-stream'))).toEqual({
      ok: true,
      dataUrl: 'data:image/webp;base64,AAAA',
    });
  });

  it('refuses with the rule’s messages, before reading the picture when the name or size already decide', async () => {
    const r = reader(square);
    expect(await readProfilePhoto(file('me.gif', 1000, 'image/gif'), r)).toMatchObject({
      ok: false,
      message: rule.messages.type.text,
      i18n: rule.messages.type.i18n,
    });
    expect(await readProfilePhoto(file('me.png', 2 * MB + 1, 'image/png'), r)).toMatchObject({
      ok: false,
      message: rule.messages.size('image').text,
      i18n: { key: 'uploadRules.size', params: { size: '2MB' } },
    });
    expect(await readProfilePhoto(file('me.png', 0, 'image/png'), r)).toMatchObject({ ok: false, message: UPLOAD_MESSAGES.empty });
    expect(r.decoded).toBe(0);
    expect(await readProfilePhoto(file('me.png', 1000, 'image/png'), reader({ width: 400, height: 300 }))).toMatchObject({
      ok: false,
      message: 'The profile photo must be square.',
    });
    expect(rule.messages.size('image').text).toBe('File size cannot exceed 2MB.');
  });

  it('refuses a picture the browser cannot decode as the server would: not the type it claims', async () => {
    expect(await readProfilePhoto(file('me.png', 1000, 'image/png'), reader(null))).toMatchObject({ ok: false, message: UPLOAD_MESSAGES.realType });
    expect(await readProfilePhoto(file('me.png', 1000, 'image/png'), reader({ width: 0, height: 0 }))).toMatchObject({
      ok: false,
      message: UPLOAD_MESSAGES.realType,
    });
  });
});
