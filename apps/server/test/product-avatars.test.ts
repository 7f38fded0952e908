import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, ErrorCode, PRODUCT_CUTOUT_ERRORS, PRODUCT_CUTOUT_EXPECTED_SECONDS, PRODUCT_FACE_COVERED, Plan } from '@framecast/contract';
import { type FakeRembg, startFakeRembg } from '@framecast/engine';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, itOnEmbeddedOnly, startTestApp, type TestApp, waitForRenderEnd } from './helper.js';

/**
 * Product Avatar over the API: a product picture cut out (by a local fake of a rembg server — the local
 * model is the engine's own test), placed on a library look and on a photo look, the face rule, the
 * shared photo-avatar allowance and price, use in a rendered video, and what another user cannot touch.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-'));
const ff = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
/** A red box (the product) on white: the fake rembg makes white transparent. */
const product = path.join(dir, 'product.png');
const white = path.join(dir, 'white.jpg');
const man = path.join(dir, 'man.png');
beforeAll(() => {
  ff(['-f', 'lavfi', '-i', 'color=c=white:s=400x400', '-vf', 'drawbox=x=150:y=60:w=100:h=280:color=0xcc2222:t=fill', '-frames:v', '1', product]);
  ff(['-f', 'lavfi', '-i', 'color=c=white:s=400x400', '-frames:v', '1', white]);
  // A real face: a tile of the face model's MIT-licensed demo screenshot (as avatars.test.ts), with room below it.
  const human = createRequire(import.meta.url).resolve('@vladmandic/human');
  const grid = path.join(human.slice(0, human.lastIndexOf(`${path.sep}dist${path.sep}`)), 'assets', 'screenshot-facematch.jpg');
  ff(['-i', grid, '-vf', 'crop=104:104:5:283,scale=360:360,pad=480:640:60:40:color=0x6080a0', '-frames:v', '1', man]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** RGBA pixels of a PNG answered by the app. */
function rgba(t: TestApp, bytes: Buffer, width: number, height: number): Buffer {
  const file = path.join(dir, `got-${Math.random().toString(36).slice(2)}.png`);
  fs.writeFileSync(file, bytes);
  return execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vf', `scale=${width}:${height}`, '-pix_fmt', 'rgba', '-f', 'rawvideo', 'pipe:1'], {
    maxBuffer: width * height * 4 + 1024,
  });
}
const at = (px: Buffer, width: number, x: number, y: number) => [
  ...px.subarray((Math.round(y) * width + Math.round(x)) * 4, (Math.round(y) * width + Math.round(x)) * 4 + 4),
];
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 70 && b! < 70;

describeEachDb('product avatars', (kind) => {
  let t: TestApp;
  let rembg: FakeRembg;
  beforeAll(async () => {
    rembg = await startFakeRembg();
    t = await startTestApp(kind, {
      logLevel: 'silent',
      engineRembgUrl: rembg.url,
      engineRembgModel: 'isnet-general-use',
      adminEmails: [`op-${kind}@example.com`],
    });
  });
  afterAll(async () => {
    await t.close();
    await rembg.close();
  });

  const upload = async (token: string, file: string, tool = 'product_image') =>
    (await sendFile(t, token, { tool, file, name: path.basename(file) })).data.id as string;
  const cutout = async (token: string, assetId: string, removeBackground = true) => {
    const r = await t.call('productCutout', { asset_id: assetId, remove_background: removeBackground }, token);
    expect(r.code).toBe(0);
    for (let i = 0; i < 200; i++) {
      const c = (await t.call('productCutoutDetail', { id: r.data.id }, token)).data;
      if (c.status !== 'working') return c;
      await new Promise((res) => setTimeout(res, 150));
    }
    throw new Error('cut-out still working');
  };
  const settled = async (token: string, id: string) => {
    for (let i = 0; i < 240; i++) {
      const a = (await t.call('userAvatarDetail', { id }, token)).data;
      if (a.looks.every((l: { status: string }) => l.status !== 'generating')) return a;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('looks still generating');
  };
  const credits = async (token: string) => (await t.call('subscription', {}, token)).data.credits_balance as number;
  const starter = async (token: string) => {
    const opToken = await createUser(t, `op-${kind}@example.com`);
    const me = (await t.call('userInfo', {}, token)).data;
    const found = (await t.call('adminUserFind', { q: me.username }, opToken)).data.items[0];
    expect((await t.call('adminSetPlan', { user_id: found.id, plan: Plan.Starter, period: 'month' }, opToken)).code).toBe(0);
  };

  // Embedded only: it proves pixels and the rembg request; cut-out rows and who sees them run on both below.
  itOnEmbeddedOnly(kind)('cuts a product out through rembg, keeps a background when asked, and says when nothing is left', async () => {
    const token = await createUser(t, `cut-${kind}@example.com`);
    const c = await cutout(token, await upload(token, product));
    expect(c).toMatchObject({ status: 'ready', error: null, engine: 'rembg', expected_seconds: PRODUCT_CUTOUT_EXPECTED_SECONDS });
    expect(rembg.requests.at(-1)?.fields).toEqual({ model: 'isnet-general-use' });
    // Cropped to the red box (100×280), on transparency.
    expect([c.width, c.height]).toEqual([100, 280]);
    const png = await t.app.inject({ method: 'GET', url: c.image_url });
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect(isRed(at(rgba(t, png.rawPayload, 100, 280), 100, 50, 140))).toBe(true);

    const kept = await cutout(token, await upload(token, product), false);
    expect(kept).toMatchObject({ status: 'ready', engine: 'none', width: 400, height: 400 });
    const keptPx = rgba(t, (await t.app.inject({ method: 'GET', url: kept.image_url })).rawPayload, 400, 400);
    expect(at(keptPx, 400, 10, 10)).toEqual([255, 255, 255, 255]);

    const empty = await cutout(token, await upload(token, white));
    expect(empty).toMatchObject({ status: 'failed', error: PRODUCT_CUTOUT_ERRORS.no_product, image_url: null });
  });

  it('refuses what is not a product picture, and keeps cut-outs to their maker', async () => {
    const token = await createUser(t, `rules-${kind}@example.com`);
    const other = await createUser(t, `rules-other-${kind}@example.com`);
    const webp = path.join(dir, 'product.webp');
    ff(['-i', product, webp]);
    const refused = await t.call('productCutout', { asset_id: await upload(token, webp, 'photo') }, token);
    expect([refused.code, refused.msg]).toEqual([ErrorCode.IMAGE_INVALID, 'Invalid file type. Please upload .jpg or .png files.']);
    const theirs = await upload(other, product);
    expect((await t.call('productCutout', { asset_id: theirs }, token)).code).toBe(ErrorCode.NOT_FOUND);
    const mine = await cutout(token, await upload(token, product));
    expect((await t.call('productCutoutDetail', { id: mine.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    const stolen = await t.call(
      'productAvatarCreate',
      { name: 'Mine', cutout_id: mine.id, base: 'james/manager', placement: { x: 0.5, y: 0.85, width: 0.3 } },
      other,
    );
    expect(stolen.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await t.call(
      'productAvatarCreate',
      { name: 'X', cutout_id: mine.id, base: 'james/manager', placement: { x: 0.5, y: 0.85, width: 0.01 } },
      token,
    );
    expect([bad.code, bad.msg]).toEqual([ErrorCode.VALIDATION, 'The product is too small to see; make it bigger']);
  });

  it('puts the product on a library look, charges as a photo avatar, renders in a video, and holds Free to its trial', async () => {
    const token = await createUser(t, `lib-${kind}@example.com`);
    const c = await cutout(token, await upload(token, product));
    const before = await credits(token);
    const covered = await t.call(
      'productAvatarCreate',
      { name: 'Bottle', cutout_id: c.id, base: 'james/manager', placement: { x: 0.5, y: 0.4, width: 0.3 } },
      token,
    );
    expect([covered.code, covered.msg, covered.data?.i18n?.key]).toEqual([ErrorCode.BAD_REQUEST, PRODUCT_FACE_COVERED, 'productAvatar.errors.faceCovered']);
    const r = await t.call(
      'productAvatarCreate',
      { name: ' Bottle ', cutout_id: c.id, base: 'james/manager', placement: { x: 0.75, y: 0.8, width: 0.2 } },
      token,
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ kind: 'product', name: 'Bottle', gender: 'male', looks: [{ source: 'product', style: 'cartoon', status: 'generating' }] });
    const a = await settled(token, r.data.id);
    const look = a.looks[0];
    expect(look.status).toBe('ready');
    const png = await t.app.inject({ method: 'GET', url: look.image_url });
    const px = rgba(t, png.rawPayload, 600, 800);
    expect(isRed(at(px, 600, 0.75 * 600, 0.8 * 800))).toBe(true);
    // The look it was placed on has no red there (its library picture, the same 3:4 frame).
    const plain = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/avatar/media/james/manager/default.png` });
    expect(isRed(at(rgba(t, plain.rawPayload, 600, 800), 600, 0.75 * 600, 0.8 * 800))).toBe(false);
    expect(await credits(token)).toBe(before - 2);
    // The credit history names it a product avatar, not a video or a photo avatar.
    const holds = (await t.call('creditRecords', { page_size: 100 }, token)).data.items.filter((e: { kind: string }) => e.kind === 'hold');
    expect(holds.map((e: { amount: number; note: string }) => [e.amount, e.note])).toEqual([[-2, 'Product avatar']]);
    expect((await t.call('userAvatarList', { kind: 'product' }, token)).data).toMatchObject({ items: [{ id: r.data.id }], usage: { used: 1, limit: 1 } });
    // The photo avatar trial is spent too.
    const more = await t.call('userAvatarGenerate', { name: 'Ada', options: { style: 'cartoon' } }, token);
    expect(more.code).toBe(ErrorCode.AVATAR_LIMIT);
    expect(
      (await t.call('productAvatarCreate', { name: 'Again', cutout_id: c.id, base: 'maya/office', placement: { x: 0.5, y: 0.85, width: 0.3 } }, token)).code,
    ).toBe(ErrorCode.AVATAR_LIMIT);

    const doc = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: look.ref, voice: 'espeak:en-us', script: 'Try our new bottle.' });
    const p = (await t.call('projectSave', { document: doc }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    expect((await waitForRenderEnd(t, token, p.id)).status).toBe('rendered');
  });

  it('puts the product on a photo look below the face, fails a look that would hide it (credits back), and survives its sources’ deletion', async () => {
    const token = await createUser(t, `photo-${kind}@example.com`);
    await starter(token);
    const photoAsset = await upload(token, man, 'photo');
    const photo = (await t.call('userAvatarFromPhoto', { name: 'Me', asset_id: photoAsset }, token)).data;
    const productAsset = await upload(token, product);
    const c = await cutout(token, productAsset);
    const before = await credits(token);
    const over = await t.call(
      'productAvatarCreate',
      { name: 'Hidden', cutout_id: c.id, base: photo.looks[0].ref, placement: { x: 0.5, y: 0.35, width: 0.3 } },
      token,
    );
    expect(over.code).toBe(0);
    const failed = (await settled(token, over.data.id)).looks[0];
    expect([failed.status, failed.error]).toEqual(['failed', PRODUCT_FACE_COVERED]);
    expect(await credits(token)).toBe(before);

    const r = await t.call(
      'productAvatarCreate',
      { name: 'Held', cutout_id: c.id, base: photo.looks[0].ref, placement: { x: 0.8, y: 0.85, width: 0.2 } },
      token,
    );
    // The picture and the look it was placed on may go: the product look has its own copies.
    expect((await t.call('assetDelete', { ids: [productAsset], confirm: true }, token)).code).toBe(0);
    expect((await t.call('userAvatarDelete', { id: photo.id }, token)).code).toBe(0);
    const look = (await settled(token, r.data.id)).looks[0];
    expect(look).toMatchObject({ status: 'ready', source: 'product', style: 'photo' });
    const px = rgba(t, (await t.app.inject({ method: 'GET', url: look.image_url })).rawPayload, 480, 640);
    expect(isRed(at(px, 480, 0.8 * 480, 0.85 * 640))).toBe(true);
    expect(await credits(token)).toBe(before - 2);
    // One more look of the same product avatar; not on a look of another kind.
    const second = await t.call(
      'productAvatarCreate',
      { avatar_id: r.data.id, cutout_id: c.id, base: 'maya/office', placement: { x: 0.2, y: 0.8, width: 0.25 } },
      token,
    );
    expect(second.data.looks.map((l: { name: string }) => l.name)).toEqual(['Look 1', 'Look 2']);
    const onProduct = await t.call(
      'productAvatarCreate',
      { name: 'Nested', cutout_id: c.id, base: look.ref, placement: { x: 0.2, y: 0.8, width: 0.25 } },
      token,
    );
    expect(onProduct.code).toBe(ErrorCode.BAD_REQUEST);
    // Nor do product avatars get looks from words or portraits.
    const drawn = await t.call('userAvatarGenerate', { avatar_id: r.data.id, options: { style: 'cartoon' } }, token);
    expect([drawn.code, drawn.msg]).toEqual([ErrorCode.BAD_REQUEST, 'A product avatar’s looks are made in Product Avatar, by placing a product on an avatar.']);
    expect((await t.call('userAvatarFromPhoto', { avatar_id: r.data.id, asset_id: await upload(token, man, 'photo') }, token)).code).toBe(
      ErrorCode.BAD_REQUEST,
    );
  });
});
