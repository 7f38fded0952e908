import {
  type Asset,
  PRODUCT_BASE_PATTERN,
  PRODUCT_FACE_COVERED,
  ProductAvatarCreateRequest,
  type ProductCutout,
  type UserAvatarLook,
} from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/instance';
import { zh } from '../../shared/i18n/zh';
import { failureOf } from '../../shared/api/failure';
import { nameProblem, productMessage } from './messages';
import { canPresent, createRequest, furthestStep, initialWizard, libraryBase, ownBase, placementOf, stepDone, type WizardState, wizardReducer } from './wizard';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const ASSET = { id: '11111111-1111-4111-8111-111111111111', name: 'bottle.png' } as Asset;
const CUTOUT_ID = '22222222-2222-4222-8222-222222222222';
const LOOK_ID = '33333333-3333-4333-8333-333333333333';
const cutout = (patch: Partial<ProductCutout> = {}): ProductCutout => ({
  id: CUTOUT_ID,
  status: 'ready',
  error: null,
  image_url: '/cut.png',
  width: 200,
  height: 400,
  engine: 'local',
  expected_seconds: 30,
  ...patch,
});
const look = (patch: Partial<UserAvatarLook>): UserAvatarLook =>
  ({
    id: LOOK_ID,
    avatar_id: 'a',
    name: 'Studio',
    status: 'ready',
    source: 'photo',
    image_url: '/look.png',
    ref: `look:${LOOK_ID}`,
    ...patch,
  }) as UserAvatarLook;
const library = { id: 'maya/support', name: 'Maya', look_name: 'Support', preview_url: '/maya.png' };

const ready = (): WizardState => {
  let s = wizardReducer(initialWizard(), { type: 'asset', asset: ASSET });
  s = wizardReducer(s, { type: 'cutout', id: CUTOUT_ID });
  return wizardReducer(s, { type: 'base', base: libraryBase(library) });
};

describe('steps', () => {
  it('opens the avatar step only once the cut-out of this picture is ready', () => {
    const s = wizardReducer(wizardReducer(initialWizard(), { type: 'asset', asset: ASSET }), { type: 'cutout', id: CUTOUT_ID });
    expect(stepDone(s, cutout({ status: 'working' }), 0)).toBe(false);
    expect(stepDone(s, cutout({ status: 'failed' }), 0)).toBe(false);
    expect(stepDone(s, cutout({ id: 'another' }), 0)).toBe(false);
    expect(stepDone(s, cutout(), 0)).toBe(true);
    expect(furthestStep(s, cutout())).toBe(1);
    expect(wizardReducer(s, { type: 'go', step: 2, cutout: cutout() }).step).toBe(1);
  });

  it('opens the placement once an avatar is chosen, and goes back freely', () => {
    const s = ready();
    expect(furthestStep(s, cutout())).toBe(2);
    const placed = wizardReducer(s, { type: 'go', step: 2, cutout: cutout() });
    expect(placed.step).toBe(2);
    expect(wizardReducer(placed, { type: 'go', step: 0, cutout: cutout() }).step).toBe(0);
  });

  it('a new picture needs a new cut-out, and keeps the avatar chosen', () => {
    const s = wizardReducer(ready(), { type: 'asset', asset: { ...ASSET, id: '44444444-4444-4444-8444-444444444444' } });
    expect(s.cutoutId).toBeNull();
    expect(s.base?.ref).toBe('maya/support');
    expect(s.step).toBe(0);
  });

  it('places the product in hand, fitted to its shape, until the user moves it', () => {
    const s = ready();
    expect(placementOf(s, cutout({ width: 300, height: 300 }))).toEqual({ x: 0.72, y: 0.66, width: 0.3 });
    expect(placementOf(s, cutout()).y).toBeGreaterThan(0.66);
    const moved = wizardReducer(s, { type: 'placement', placement: { x: 0.4, y: 0.7, width: 0.2 } });
    expect(placementOf(moved, cutout())).toEqual({ x: 0.4, y: 0.7, width: 0.2 });
  });

  it('forgets the picture’s size when another avatar is chosen', () => {
    const s = wizardReducer(ready(), { type: 'pictureSize', size: { width: 1000, height: 1000 } });
    expect(wizardReducer(s, { type: 'base', base: libraryBase(library) }).pictureSize).toEqual({ width: 1000, height: 1000 });
    expect(wizardReducer(s, { type: 'base', base: ownBase(look({}), { name: 'Ava' }) }).pictureSize).toBeNull();
  });

  it('keeps the placement inside the contract’s bounds', () => {
    expect(wizardReducer(initialWizard(), { type: 'placement', placement: { x: 2, y: -1, width: 5 } }).placement).toEqual({ x: 1, y: 0, width: 0.8 });
  });
});

describe('bases', () => {
  it('names a library look by its id and shows its whole drawing', () => {
    expect(libraryBase(library)).toEqual({ ref: 'maya/support', image: '/maya.png', label: 'Maya · Support' });
    expect(PRODUCT_BASE_PATTERN.test(libraryBase(library).ref)).toBe(true);
  });

  it('names a look of the space as look:<id>, with its own picture', () => {
    const base = ownBase(look({}), { name: 'Ava' });
    expect(base).toEqual({ ref: `look:${LOOK_ID}`, image: '/look.png', label: 'Ava · Studio' });
    expect(PRODUCT_BASE_PATTERN.test(base.ref)).toBe(true);
  });

  it('offers ready drawn, photo and motion looks, not footage or other product looks', () => {
    expect(canPresent(look({ source: 'text' }))).toBe(true);
    expect(canPresent(look({ source: 'motion' }))).toBe(true);
    expect(canPresent(look({ source: 'video' }))).toBe(false);
    expect(canPresent(look({ source: 'product' }))).toBe(false);
    expect(canPresent(look({ status: 'generating' }))).toBe(false);
    expect(canPresent(look({ image_url: null }))).toBe(false);
  });
});

describe('createRequest', () => {
  it('names a new avatar, and passes the contract', () => {
    const body = createRequest(wizardReducer(ready(), { type: 'name', name: '  Maya and the bottle ' }), cutout({ width: 300, height: 300 }), null);
    expect(body).toEqual({ name: 'Maya and the bottle', cutout_id: CUTOUT_ID, base: 'maya/support', placement: { x: 0.72, y: 0.66, width: 0.3 } });
    expect(ProductAvatarCreateRequest.safeParse(body).success).toBe(true);
  });

  it('adds a look to an existing avatar without a name', () => {
    const id = '55555555-5555-4555-8555-555555555555';
    const body = createRequest(ready(), cutout(), id);
    expect(body).toMatchObject({ avatar_id: id, cutout_id: CUTOUT_ID });
    expect(body && 'name' in body).toBe(false);
    expect(ProductAvatarCreateRequest.safeParse(body).success).toBe(true);
  });

  it('is null while the cut-out or the avatar is missing', () => {
    expect(createRequest(initialWizard(), cutout(), null)).toBeNull();
    expect(createRequest(ready(), undefined, null)).toBeNull();
  });
});

describe('messages', () => {
  it('reads the contract’s problems in the current language', async () => {
    expect(productMessage(PRODUCT_FACE_COVERED)).toBe('The product covers the face. Move it lower or make it smaller.');
    expect(nameProblem('')).toBe(en.avatars.errors.name);
    expect(nameProblem('Maya')).toBeUndefined();
    expect(productMessage('Something the server said')).toBe('Something the server said');
    await i18n.changeLanguage('zh');
    expect(productMessage(PRODUCT_FACE_COVERED)).toBe(zh.productAvatar.errors.faceCovered);
    expect(
      productMessage(ProductAvatarCreateRequest.safeParse({ cutout_id: CUTOUT_ID, base: '', placement: { x: 0, y: 0, width: 0.3 } }).error!.issues[0]!.message),
    ).toBe(zh.productAvatar.errors.base);
    await i18n.changeLanguage('en');
  });

  it('reads a refusal of the server, by field when it names one', () => {
    expect(failureOf(new ApiError(22005, 'limit'), productMessage)).toMatchObject({ code: 22005, reason: 'limit', field: undefined });
    const tooBig = new ApiError(40001, 'Invalid request.', { fields: { 'placement.width': 'The product is too big; make it smaller' } });
    expect(failureOf(tooBig, productMessage)).toMatchObject({ code: 40001, reason: en.productAvatar.errors.tooBig, field: 'placement' });
    expect(failureOf(new ApiError(-1, 'offline'), productMessage)).toBeNull();
  });
});
