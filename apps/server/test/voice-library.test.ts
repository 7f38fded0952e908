import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '@framecast/contract';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

type Item = { id: string; quality: string | null; favorite: boolean; age: string | null; accent: string | null; use_cases: string[] };
const ids = (data: { items: Item[] }) => data.items.map((v) => v.id);

// The voice library of the Voices page: every local voice with honest labels, the filters of spec 000
// §2.12 on the server, and favourites per user (kept when a free-trial guest signs up).
describeEachDb('the voice library', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'listener@example.com');
    other = await createUser(t, 'someone-else@example.com');
  });
  afterAll(() => t.close());

  it('lists the flite voices first (they sound better), labelled with engine, quality, accent, age and use cases', async () => {
    const all = (await t.call('voiceList', {}, token)).data;
    const slt = all.items.find((v: Item) => v.id === 'flite:slt');
    expect(slt).toMatchObject({ engine: 'flite', quality: 'standard', accent: 'America', age: 'adult', gender: 'female', favorite: false });
    expect(slt.use_cases).toContain('narration');
    const espeak = all.items.find((v: Item) => v.id === 'espeak:en-us');
    expect(espeak).toMatchObject({ engine: 'espeak', quality: 'basic', use_cases: [] });
    const firstBasic = all.items.findIndex((v: Item) => v.quality === 'basic');
    const lastStandard = all.items.map((v: Item) => v.quality).lastIndexOf('standard');
    expect(lastStandard).toBeLessThan(firstBasic);
    expect(all.accents.map((a: { value: string }) => a.value)).toEqual(expect.arrayContaining(['America', 'Scotland']));
  });

  it('filters by accent, age, use case and sound', async () => {
    expect(ids((await t.call('voiceList', { accent: 'Scotland', quality: 'standard' }, token)).data)).toEqual(['flite:awb']);
    const adults = (await t.call('voiceList', { age: 'adult' }, token)).data.items as Item[];
    expect(adults.length).toBeGreaterThan(0);
    expect(adults.every((v) => v.age === 'adult')).toBe(true);
    expect(ids((await t.call('voiceList', { use_case: 'news' }, token)).data)).toEqual(['flite:rms']);
    expect(ids((await t.call('voiceList', { use_case: 'announcement', gender: 'female' }, token)).data)).toEqual([]);
    const bad = await t.call('voiceList', { age: 'teen' } as never, token);
    expect(bad.code).toBe(ErrorCode.VALIDATION);
  });

  it('stars voices per user; favourites=1 lists only the caller’s', async () => {
    expect((await t.call('voiceFavorite', { id: 'flite:slt', favorite: true }, token)).data).toEqual({ id: 'flite:slt', favorite: true });
    expect((await t.call('voiceFavorite', { id: 'espeak:en-us', favorite: true }, token)).code).toBe(0);
    expect((await t.call('voiceFavorite', { id: 'espeak:en-us', favorite: true }, token)).code).toBe(0); // twice is once
    expect(ids((await t.call('voiceList', { favorites: '1' }, token)).data)).toEqual(['flite:slt', 'espeak:en-us']);
    expect(ids((await t.call('voiceList', { favorites: '1' }, other)).data)).toEqual([]);
    expect((await t.call('voiceFavorite', { id: 'espeak:en-us', favorite: false }, token)).code).toBe(0);
    const list = (await t.call('voiceList', {}, token)).data.items as Item[];
    expect(list.filter((v) => v.favorite).map((v) => v.id)).toEqual(['flite:slt']);
  });

  it('refuses to star a voice no engine offers, and lets a guest’s stars follow them into their account', async () => {
    const unknown = await t.call('voiceFavorite', { id: 'http:nobody', favorite: true }, token);
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    const g = await t.call('guest');
    expect((await t.call('voiceFavorite', { id: 'flite:rms', favorite: true }, g.data.token)).code).toBe(0);
    const fresh = await createUser(t, 'guest-voices@example.com');
    expect((await t.call('transferGuest', { guest_token: g.data.guest_token }, fresh)).data.moved).toBe(1);
    expect(ids((await t.call('voiceList', { favorites: '1' }, fresh)).data)).toEqual(['flite:rms']);
  });
});
