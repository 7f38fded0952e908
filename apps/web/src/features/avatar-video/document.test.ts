import { sceneLayout, TimelineError } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { avatarFromAddress, DEFAULT_FORM, formFromDocument, formProblem, previewDocument, toDocument, type AvatarVideoForm } from './document';

const form: AvatarVideoForm = {
  ...DEFAULT_FORM,
  avatar: 'ava/studio',
  emotion: 'happy',
  voice: 'espeak:en-us+f3',
  script: 'Hello there. This is our new product, made for you!',
  aspectRatio: '16:9',
  subtitles: false,
  subtitlePreset: 'boxed',
  background: '#112233',
};

describe('avatar video form ↔ document', () => {
  it('names what is missing first', () => {
    expect(formProblem(DEFAULT_FORM)).toBe('avatar');
    expect(formProblem({ ...form, voice: null })).toBe('voice');
    expect(formProblem({ ...form, script: '  ' })).toBe('script');
    expect(formProblem(form)).toBeNull();
  });

  it('builds a document and reads the same form back', () => {
    const doc = toDocument(form);
    expect(doc.aspectRatio).toBe('16:9');
    expect(formFromDocument(doc)).toEqual(form);
  });

  it('keeps a picked background video, music with its level and a logo as asset references', () => {
    const picked: AvatarVideoForm = {
      ...form,
      backdrop: { id: 'a1', kind: 'video' },
      music: { id: 'm1', kind: 'audio' },
      musicVolume: 0.5,
      logo: { id: 'l1', kind: 'image' },
    };
    const doc = toDocument(picked);
    expect(doc.background).toEqual({ type: 'video', src: 'asset:a1', fit: 'cover' });
    expect(doc.music).toMatchObject({ src: 'asset:m1', volume: 0.5, duck: true });
    expect(doc.logo).toMatchObject({ src: 'asset:l1' });
    // The colour is not in a document with a picture or video behind the avatar.
    expect(formFromDocument(doc)).toEqual({ ...picked, background: DEFAULT_FORM.background });
    expect(toDocument({ ...picked, backdrop: null }).background).toEqual({ type: 'color', color: '#112233' });
  });

  it('refuses a script with nothing to say', () => {
    expect(() => toDocument({ ...form, script: '… 🙂 !!' })).toThrow(TimelineError);
  });
});

describe('the preview document', () => {
  const layoutOf = (f: AvatarVideoForm) => {
    const doc = previewDocument(f);
    return sceneLayout(doc, doc.scenes[0]!, { watermark: true });
  };
  it('lays out exactly like the document the render gets, with a background picture and a logo', () => {
    const full: AvatarVideoForm = { ...form, backdrop: { id: 'bg', kind: 'image' }, logo: { id: 'logo', kind: 'image' }, subtitles: true };
    const rendered = toDocument(full);
    expect(layoutOf(full)).toEqual(sceneLayout(rendered, rendered.scenes[0]!, { watermark: true }));
    expect(layoutOf(full).logo).toMatchObject({ src: 'asset:logo', corner: 'top-right' });
    expect(layoutOf(full).background).toEqual({ type: 'image', src: 'asset:bg', fit: 'cover' });
  });
  it('lays out a form that has no voice or script yet (the avatar where it will be)', () => {
    const empty = layoutOf({ ...form, voice: null, script: '' });
    expect(empty.layers[0]).toEqual(layoutOf(form).layers[0]);
    expect(layoutOf({ ...DEFAULT_FORM }).layers[0]).toMatchObject({ type: 'avatar', cutout: false, box: { x: -120, y: 0, width: 960, height: 1280 } });
  });
});

describe('the avatar named by the address (Use in a video)', () => {
  it('takes a library look or a photo avatar’s look, and nothing else', () => {
    expect(avatarFromAddress('maya/support')).toBe('maya/support');
    expect(avatarFromAddress('look:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe('look:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(avatarFromAddress(null)).toBeNull();
    expect(avatarFromAddress('look:nope')).toBeNull();
    expect(avatarFromAddress('asset:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBeNull();
    expect(avatarFromAddress('../../etc')).toBeNull();
  });

  it('a photo avatar’s look goes into the avatar layer as it is', () => {
    const doc = toDocument({ ...form, avatar: 'look:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
    const layer = doc.scenes[0]!.layers.find((l) => l.type === 'avatar');
    expect(layer?.type === 'avatar' && layer.avatar).toBe('look:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
  });
});
