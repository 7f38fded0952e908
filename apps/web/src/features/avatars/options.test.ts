import type { UserAvatarLook } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { coverLook, createModeOf, DEFAULT_OPTIONS, formFromLook, generateRequest, negativePromptAllowed, resubmitPath, videoPathFor } from './options';

const AVATAR = '6f1c1d0e-4f5a-4b8e-9d6e-2a7c8b9d0e1f';
const LOOK = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('formFromLook', () => {
  it('starts a new avatar from the contract defaults, with no name', () => {
    expect(formFromLook(null)).toEqual({ ...DEFAULT_OPTIONS, name: '' });
    expect(DEFAULT_OPTIONS).toMatchObject({ style: 'cartoon', count: 1, aspect: '3:4', motion: 'motion_2', negative_prompt: '' });
  });

  it('prefills a resubmit with every option the failed look was made from', () => {
    const options = { ...DEFAULT_OPTIONS, style: 'anime' as const, detail: 'nude beach', count: 3, motion: 'motion_3' as const, aspect: '4:3' as const };
    expect(formFromLook({ options })).toEqual({ ...options, name: '' });
  });

  it('falls back to the defaults for a look made from a photo (it has no options)', () => {
    expect(formFromLook({ options: null })).toEqual({ ...DEFAULT_OPTIONS, name: '' });
  });
});

describe('createModeOf', () => {
  it('reads a new avatar, more looks, or a resubmit from the address', () => {
    expect(createModeOf(new URLSearchParams(''))).toEqual({ kind: 'new' });
    expect(createModeOf(new URLSearchParams(`avatar=${AVATAR}`))).toEqual({ kind: 'looks', avatarId: AVATAR });
    expect(createModeOf(new URLSearchParams(`replace=${LOOK}&avatar=${AVATAR}`))).toEqual({ kind: 'resubmit', avatarId: AVATAR, lookId: LOOK });
    // A look to replace means nothing without its avatar.
    expect(createModeOf(new URLSearchParams(`replace=${LOOK}`))).toEqual({ kind: 'new' });
  });
});

describe('the negative prompt rule', () => {
  it('Motion 1.0 and 3.0 take no negative prompt', () => {
    expect(negativePromptAllowed('motion_1')).toBe(false);
    expect(negativePromptAllowed('motion_3')).toBe(false);
    expect(negativePromptAllowed('motion_2')).toBe(true);
    expect(negativePromptAllowed('motion_2_pro')).toBe(true);
  });

  it('keeps a typed negative prompt in the form but does not send it with Motion 1.0 or 3.0', () => {
    const form = { ...formFromLook(null), name: 'Ada', negative_prompt: 'hats' };
    expect(generateRequest({ ...form, motion: 'motion_1' }, { kind: 'new' }).options.negative_prompt).toBe('');
    expect(generateRequest({ ...form, motion: 'motion_3' }, { kind: 'new' }).options.negative_prompt).toBe('');
    expect(generateRequest({ ...form, motion: 'motion_2_pro' }, { kind: 'new' }).options.negative_prompt).toBe('hats');
  });
});

describe('generateRequest', () => {
  const form = { ...formFromLook(null), name: '  Ada  ', count: 2 };

  it('names a new avatar (trimmed) and sends every option but the name', () => {
    const body = generateRequest(form, { kind: 'new' });
    expect(body).toEqual({ name: 'Ada', options: { ...DEFAULT_OPTIONS, count: 2 } });
    expect(body.options).not.toHaveProperty('name');
  });

  it('sends the avatar for more looks, and the failed look for a resubmit, without a name', () => {
    expect(generateRequest(form, { kind: 'looks', avatarId: AVATAR })).toEqual({ avatar_id: AVATAR, options: { ...DEFAULT_OPTIONS, count: 2 } });
    expect(generateRequest(form, { kind: 'resubmit', avatarId: AVATAR, lookId: LOOK })).toEqual({
      avatar_id: AVATAR,
      replace_look_id: LOOK,
      options: { ...DEFAULT_OPTIONS, count: 2 },
    });
  });
});

describe('paths and covers', () => {
  const look = (status: UserAvatarLook['status'], image_url: string | null) => ({ status, image_url }) as UserAvatarLook;

  it('shows the first ready look that has a picture', () => {
    expect(coverLook({ looks: [look('failed', null), look('generating', null), look('ready', '/a.png'), look('ready', '/b.png')] })?.image_url).toBe('/a.png');
    expect(coverLook({ looks: [look('generating', null)] })).toBeUndefined();
  });

  it('resubmits on the create page and uses a look in the Avatar Video page', () => {
    expect(resubmitPath({ id: LOOK, avatar_id: AVATAR })).toBe(`/aigc-avatar/create?avatar=${AVATAR}&replace=${LOOK}`);
    expect(videoPathFor(`look:${LOOK}`)).toBe(`/talking-avatar?avatar=look%3A${LOOK}`);
    expect(videoPathFor('maya/support')).toBe('/talking-avatar?avatar=maya%2Fsupport');
  });
});
