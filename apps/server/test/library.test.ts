import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '@framecast/contract';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

const lookIds = (data: { sets: { looks: { id: string }[] }[] }) => data.sets.flatMap((s) => s.looks.map((l) => l.id)).sort();
const starred = (data: { sets: { looks: { id: string; favorite: boolean }[] }[] }) =>
  data.sets.flatMap((s) => s.looks.filter((l) => l.favorite).map((l) => l.id)).sort();

describeEachDb('avatar favourites', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'fan@example.com');
    other = await createUser(t, 'someone@example.com');
  });
  afterAll(() => t.close());

  it('starts with no favourites: every look is unflagged and the favourites theme is empty', async () => {
    const all = await t.call('avatarList', { sample: '0' }, token);
    expect(all.code).toBe(0);
    expect(all.data.sets.flatMap((s: any) => s.looks).every((l: any) => l.favorite === false)).toBe(true);
    const favs = await t.call('avatarList', { theme: 'favorites', sample: '0' }, token);
    expect(favs.code).toBe(0);
    expect(favs.data).toMatchObject({ sets: [], total: 0 });
  });

  it('stars looks per user; theme=favorites lists only the caller’s, with the other filters', async () => {
    for (const id of ['maya/support', 'james/manager', 'kenji/studio']) {
      const r = await t.call('avatarFavorite', { id, favorite: true }, token);
      expect(r).toMatchObject({ code: 0, data: { id, favorite: true } });
    }
    // Starring twice is harmless.
    expect((await t.call('avatarFavorite', { id: 'maya/support', favorite: true }, token)).code).toBe(0);

    const all = await t.call('avatarList', { sample: '0' }, token);
    expect(starred(all.data)).toEqual(['james/manager', 'kenji/studio', 'maya/support']);
    const favs = await t.call('avatarList', { theme: 'favorites', sample: '0' }, token);
    expect(lookIds(favs.data)).toEqual(['james/manager', 'kenji/studio', 'maya/support']);
    expect(favs.data.total).toBe(3);
    expect(favs.data.sets.flatMap((s: any) => s.looks).every((l: any) => l.favorite)).toBe(true);
    // Only the starred look of an avatar is listed, not its other looks.
    expect(favs.data.sets.find((s: any) => s.id === 'maya').looks.map((l: any) => l.id)).toEqual(['maya/support']);
    // Combined with another filter.
    const men = await t.call('avatarList', { theme: 'favorites', gender: 'male', sample: '0' }, token);
    expect(lookIds(men.data)).toEqual(['james/manager', 'kenji/studio']);
    // The six-sample view draws from the favourites too.
    const sampled = await t.call('avatarList', { theme: 'favorites', sample: '1', seed: 'x' }, token);
    expect(lookIds(sampled.data)).toEqual(['james/manager', 'kenji/studio', 'maya/support']);

    // Another user sees none of them.
    const theirs = await t.call('avatarList', { sample: '0' }, other);
    expect(starred(theirs.data)).toEqual([]);
    expect((await t.call('avatarList', { theme: 'favorites', sample: '0' }, other)).data.sets).toEqual([]);
    expect((await t.call('avatarFavorite', { id: 'omar/agent', favorite: true }, other)).code).toBe(0);
    expect(lookIds((await t.call('avatarList', { theme: 'favorites', sample: '0' }, other)).data)).toEqual(['omar/agent']);
    expect(lookIds((await t.call('avatarList', { theme: 'favorites', sample: '0' }, token)).data)).toEqual(['james/manager', 'kenji/studio', 'maya/support']);
  });

  it('unstars a look', async () => {
    const r = await t.call('avatarFavorite', { id: 'james/manager', favorite: false }, token);
    expect(r).toMatchObject({ code: 0, data: { id: 'james/manager', favorite: false } });
    // Unstarring what is not starred is harmless.
    expect((await t.call('avatarFavorite', { id: 'james/manager', favorite: false }, token)).code).toBe(0);
    const favs = await t.call('avatarList', { theme: 'favorites', sample: '0' }, token);
    expect(lookIds(favs.data)).toEqual(['kenji/studio', 'maya/support']);
    const james = (await t.call('avatarList', { sample: '0' }, token)).data.sets.find((s: any) => s.id === 'james');
    expect(james.looks.find((l: any) => l.id === 'james/manager').favorite).toBe(false);
  });

  it('refuses unknown looks, bare avatar ids and bad requests in the envelope', async () => {
    const unknown = await t.call('avatarFavorite', { id: 'nobody/here', favorite: true }, token);
    expect(unknown.status).toBe(404);
    expect(unknown).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: 'No avatar look "nobody/here" in the library.',
      data: { fields: { id: expect.any(String) } },
    });
    const bare = await t.call('avatarFavorite', { id: 'maya', favorite: true }, token);
    expect(bare.code).toBe(ErrorCode.NOT_FOUND);
    expect(bare.msg).toContain('"maya/');
    const missing = await t.call('avatarFavorite', { id: 'maya/support' }, token);
    expect(missing.code).toBe(ErrorCode.VALIDATION);
    expect(missing.data.fields.favorite).toBeTruthy();
    expect((await t.call('avatarFavorite', { id: 'maya/support', favorite: true })).code).toBe(ErrorCode.TOKEN_INVALID);
    // Nothing was stored by the refused calls.
    expect(lookIds((await t.call('avatarList', { theme: 'favorites', sample: '0' }, token)).data)).toEqual(['kenji/studio', 'maya/support']);
  });

  it('lets a free-trial guest star looks and keeps them when the guest signs up', async () => {
    const g = await t.call('guest');
    expect(g.code).toBe(0);
    expect((await t.call('avatarFavorite', { id: 'sofia/coach', favorite: true }, g.data.token)).code).toBe(0);
    expect((await t.call('avatarFavorite', { id: 'maya/support', favorite: true }, g.data.token)).code).toBe(0);
    expect(lookIds((await t.call('avatarList', { theme: 'favorites', sample: '0' }, g.data.token)).data)).toEqual(['maya/support', 'sofia/coach']);
    const moved = await t.call('transferGuest', { guest_token: g.data.guest_token }, token);
    expect(moved.code).toBe(0);
    // maya/support was already a favourite of the account: only sofia/coach is new.
    expect(moved.data.moved).toBe(1);
    expect(lookIds((await t.call('avatarList', { theme: 'favorites', sample: '0' }, token)).data)).toEqual(['kenji/studio', 'maya/support', 'sofia/coach']);
  });

  it('serves each look cut out too (a transparent PNG and a WebM), as landscape and square videos draw it', async () => {
    const list = await t.call('avatarList', { sample: '0' }, token);
    const e = list.data.sets
      .flatMap((s: any) => s.looks)
      .find((l: any) => l.id === 'maya/support')
      .emotions.find((x: any) => x.emotion === 'happy');
    expect(e).toMatchObject({
      image_url: '/api/avatar/media/maya/support/happy.png',
      cutout_image_url: '/api/avatar/media/maya/support/happy-cutout.png',
      cutout_clip_url: '/api/avatar/media/maya/support/happy-cutout.webm',
    });
    const still = await t.app.inject({ method: 'GET', url: e.cutout_image_url });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/png');
    // PNG colour type 6 (RGBA) for the cut-out; the look with its room has no alpha to carry.
    expect(still.rawPayload[25]).toBe(6);
    const clip = await t.app.inject({ method: 'GET', url: e.cutout_clip_url });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (Matroska/WebM)
    // A cut-out MP4 or a WebM with the room is not a thing.
    for (const file of ['happy-cutout.mp4', 'happy.webm', 'happy-cutout.gif']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/avatar/media/maya/support/${file}` })).statusCode).toBe(404);
    }
  }, 60_000);

  it('sends the cached library compressed as the browser allows, the same answer in every encoding, and drops stars into it', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/avatar/library?sample=0',
        headers: { authorization: token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const asBrowser = await get('gzip, deflate, br, zstd');
    expect(asBrowser.headers['content-encoding']).toBe('br');
    expect(asBrowser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(zlib.brotliDecompressSync(asBrowser.rawPayload).toString()).toBe(plain.payload);
    const gzipOnly = await get('gzip;q=1, br;q=0');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.payload);
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    // A star changes the cached answer, compressed copies included.
    const before = JSON.parse(plain.payload).data;
    const look = before.sets[0].looks[0];
    await t.call('avatarFavorite', { id: look.id, favorite: !look.favorite }, token);
    const after = JSON.parse(zlib.brotliDecompressSync((await get('br')).rawPayload).toString()).data;
    expect(after.sets[0].looks[0].favorite).toBe(!look.favorite);
  });
});
