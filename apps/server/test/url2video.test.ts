import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BATCH_MESSAGES, ErrorCode, Plan, PRODUCT_MESSAGES, TEMPLATE_MESSAGES, URL2VIDEO_MESSAGES } from '@framecast/contract';
import { type FakeChatServer, startFakeChatServer } from '@framecast/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, itOnEmbeddedOnly, startTestApp, type TestApp, waitForRenderEnd } from './helper.js';

/**
 * URL to Video over the API: a shop page read into a product, scripts written (the local template
 * writer, and a chat model over HTTP), the template library with a rendered preview, a video made from
 * a library template whose frames show the product's pictures, My Templates from that video, and
 * everything kept to its space.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-url2video-'));
const png = (color: string) => {
  const file = path.join(dir, `${color}.png`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:s=400x400`, '-frames:v', '1', file]);
  return fs.readFileSync(file);
};
const PAGE = (images: string[]) => `<!doctype html><html><head><title>Lumen Lamp</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Lumen Desk Lamp',
  description: 'A warm desk lamp that dims by touch. It lasts for 50,000 hours.',
  image: images,
  offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD' },
})}</script></head><body><h1>Lumen Desk Lamp</h1><ul><li>Dims by touch</li><li>50,000-hour LED</li><li>USB-C powered</li></ul></body></html>`;

let shop: http.Server;
let port: number;
let chat: FakeChatServer;
beforeAll(async () => {
  const files: Record<string, Buffer> = { 'red.png': png('red'), 'lime.png': png('lime'), 'blue.png': png('blue') };
  shop = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/lamp') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(['/m/red.png', '/m/lime.png', '/m/blue.png']));
    if (url.pathname === '/lamp-one') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(['/m/red.png']));
    const file = files[url.pathname.replace('/m/', '')];
    if (file) return void res.writeHead(200, { 'content-type': 'image/png' }).end(file);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => shop.listen(0, '0.0.0.0', r));
  port = (shop.address() as AddressInfo).port;
  chat = await startFakeChatServer();
});
afterAll(async () => {
  await new Promise<void>((r) => shop.close(() => r()));
  await chat.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describeEachDb('URL to Video, scripts and templates', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      logLevel: 'silent',
      fetchAllowAddresses: [`127.0.0.1:${port}`],
      fetchHosts: { 'shop.test': '127.0.0.1' },
      adminEmails: ['ops@example.com'],
    });
  });
  afterAll(() => t.close());

  const product = async (token: string, p = '/lamp') => {
    const r = await t.call('urlAnalyze', { url: `http://shop.test:${port}${p}` }, token);
    expect(r.code).toBe(0);
    for (let i = 0; i < 300; i++) {
      const a = (await t.call('urlAnalysisDetail', { id: r.data.id }, token)).data;
      if (a.status === 'ready') return a.product_id as string;
      if (a.status === 'failed') throw new Error(a.error);
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('analysis still working');
  };

  it('lists the library: 360 designs (five ratios), filtered, paged, each a real document', async () => {
    const token = await createUser(t, `lib-${kind}@example.com`);
    const all = (await t.call('templateList', { scope: 'library', size: 60 }, token)).data;
    expect(all.total).toBe(360);
    expect(all.items).toHaveLength(60);
    const portrait = (await t.call('templateList', { aspect_ratio: '9:16', style: 'neon' }, token)).data;
    expect(portrait.total).toBe(8);
    expect(portrait.items.every((x: any) => x.aspect_ratio === '9:16' && x.style === 'neon' && x.kind === 'library')).toBe(true);
    expect(portrait.items[0]).toMatchObject({ scenes: 4, has_avatar: true, cuts_out_avatar: true, has_music: true, preview: { status: 'none' } });
    expect(portrait.items[0].media_slots).toBeGreaterThanOrEqual(3);
    expect((await t.call('templateDetail', { id: 'lib-offer-mono-1x1' }, token)).data).toMatchObject({ layout: 'offer', style: 'mono', aspect_ratio: '1:1' });
    expect((await t.call('templateList', { aspect_ratio: '4:3' }, token)).data.total).toBe(72);
    expect((await t.call('templateDetail', { id: 'lib-offer-mono-3x4' }, token)).data).toMatchObject({ aspect_ratio: '3:4' });
    for (const id of ['lib-nope-mono-1x1', 'lib-offer-mono-2x1', crypto.randomUUID()]) {
      expect((await t.call('templateDetail', { id }, token)).code, id).not.toBe(0);
    }
    expect((await t.call('templateDetail', { id: 'lib-offer-mono-1x1' }, token)).data.can_edit).toBe(false);
    expect((await t.call('templateDelete', { id: 'lib-offer-mono-1x1' }, token)).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('writes scripts from the product with the local template writer, in the chosen language and length', async () => {
    const token = await createUser(t, `script-${kind}@example.com`);
    const id = await product(token);
    const en = await t.call('scriptGenerate', { product_id: id, length: '30s', language: 'en', variants: 3 }, token);
    expect(en.code).toBe(0);
    expect(en.data.engine).toBe('template');
    expect(en.data.variants).toHaveLength(3);
    for (const v of en.data.variants) {
      expect(v.text).toContain('Lumen Desk Lamp');
      expect(v.sections.map((s: any) => s.part)[0]).toBe('hook');
      expect(v.sections.at(-1).part).toBe('cta');
      expect(v.seconds).toBeGreaterThan(15);
      expect(v.seconds).toBeLessThanOrEqual(36);
      // The shop is served from 127.0.0.1 and prices in "49.00" USD: said as a person says it, the host never.
      expect(v.text).toContain('$49');
      expect(v.text).not.toMatch(/127\.0\.0\.1|USD|49\.00|give up before you do/);
    }
    expect(new Set(en.data.variants.map((v: any) => v.text)).size).toBe(3);
    const zh = (await t.call('scriptGenerate', { product_id: id, length: '60s', language: 'zh', variants: 1 }, token)).data;
    expect(zh.variants[0].text).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.variants[0].text).toContain('49美元');
    expect(zh.variants[0].text).not.toMatch(/127\.0\.0\.1|USD/);
    const ko = await t.call('scriptGenerate', { product_id: id, language: 'ko' }, token);
    expect([ko.code, ko.msg]).toEqual([ErrorCode.SCRIPT_LANGUAGE, URL2VIDEO_MESSAGES.language]);
    const other = await createUser(t, `script-other-${kind}@example.com`);
    expect((await t.call('scriptGenerate', { product_id: id }, other)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('renders a video from a library template: the product in the frames, the script spoken, source category URL video', async () => {
    const token = await createUser(t, `video-${kind}@example.com`);
    const id = await product(token);
    const base = {
      product_id: id,
      template_id: 'lib-spotlight-bold-9x16',
      aspect_ratio: '9:16',
      length: '30s',
      language: 'en',
      avatar: null,
      voice: 'espeak:en-us',
      script: 'Meet the Lumen Desk Lamp.\n\nIt dims by touch.\n\nGet yours today.',
    };
    const wrongRatio = await t.call('url2videoCreate', { ...base, aspect_ratio: '16:9' }, token);
    expect([wrongRatio.code, wrongRatio.msg]).toEqual([ErrorCode.BAD_REQUEST, URL2VIDEO_MESSAGES.ratio]);
    const tooLong = await t.call('url2videoCreate', { ...base, script: 'Lamp. '.repeat(300) }, token);
    expect([tooLong.code, tooLong.data.fields.script]).toEqual([ErrorCode.VALIDATION, URL2VIDEO_MESSAGES.tooLong]);
    // Apply to My Product: only the chosen pictures of the product, and only the product's own.
    const media = (await t.call('productDetail', { id }, token)).data.media.map((m: any) => m.asset_id);
    expect((await t.call('url2videoCreate', { ...base, media_ids: [crypto.randomUUID()] }, token)).msg).toBe(PRODUCT_MESSAGES.mediaMissing);
    expect((await t.call('url2videoCreate', { ...base, media_ids: [media[0]] }, token)).msg).toBe(PRODUCT_MESSAGES.media);
    const few = await product(token, '/lamp-one').catch(() => null);
    if (few) {
      const r = await t.call('url2videoCreate', { ...base, product_id: few }, token);
      expect([r.code, r.msg]).toEqual([ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.media]);
    }
    expect((await t.call('projectList', {}, token)).data.items).toHaveLength(0);

    const made = await t.call('url2videoCreate', base, token);
    expect(made.code).toBe(0);
    const done = await waitForRenderEnd(t, token, made.data.id, 180_000);
    expect([done.status, done.error]).toEqual(['rendered', null]);
    const detail = (await t.call('projectDetail', { id: made.data.id }, token)).data;
    expect(detail).toMatchObject({ name: 'Lumen Desk Lamp', category: 'url_video', width: 720, height: 1280 });
    const script = detail.document.scenes.flatMap((s: any) => s.script.map((g: any) => g.text)).join(' ');
    expect(script).toContain('Lumen Desk Lamp');
    expect(JSON.stringify(detail.document)).toContain('Lumen Desk Lamp'); // the title slot
    // The price tag reads as a shopper reads it, not as the shop's data ("49.00 USD").
    const priceLayer = detail.document.scenes.flatMap((s: any) => s.layers).find((l: any) => l.id === 'price');
    expect(priceLayer?.text).toBe('$49');
    // The first scene's full-frame picture is the product's first picture (red).
    const video = await t.app.inject({ url: detail.video_url });
    const file = path.join(dir, `${kind}.mp4`);
    fs.writeFileSync(file, video.rawPayload);
    const rgb = execFileSync('ffmpeg', [
      '-v',
      'error',
      '-ss',
      '1.2',
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'crop=100:100:310:600,scale=1:1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ]);
    expect(rgb[0]).toBeGreaterThan(150);
    expect(rgb[1]).toBeLessThan(90);

    // My Templates: the video becomes a template with its picture and clip; only its space sees it.
    const mine = await t.call('templateCreate', { project_id: made.data.id, name: 'Lamp ad' }, token);
    expect(mine.data).toMatchObject({ kind: 'mine', name: 'Lamp ad', aspect_ratio: '9:16', preview: { status: 'ready' } });
    expect((await t.app.inject({ url: mine.data.preview.clip_url })).statusCode).toBe(200);
    expect((await t.call('templateList', { scope: 'mine' }, token)).data.items.map((x: any) => x.id)).toEqual([mine.data.id]);
    expect(mine.data.can_edit).toBe(true);
    const other = await createUser(t, `video-other-${kind}@example.com`);
    expect((await t.call('templateDetail', { id: mine.data.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('templateDelete', { id: mine.data.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('templateCreate', { project_id: made.data.id, name: 'Mine now' }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('url2videoCreate', { ...base, template_id: mine.data.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    const empty = await t.call('templateCreate', { project_id: made.data.id, name: ' ' }, token);
    expect(empty.data.fields.name).toBe(TEMPLATE_MESSAGES.name);
    expect((await t.call('templateDelete', { id: mine.data.id }, token)).code).toBe(0);
    expect((await t.call('templateList', { scope: 'mine' }, token)).data.total).toBe(0);
  });

  it('batch: Creator and up, at most 10 links, one video per usable product and the reason for the others', async () => {
    const token = await createUser(t, `batch-${kind}@example.com`);
    const links = `http://shop.test:${port}/lamp, http://shop.test:${port}/lamp-one`;
    const free = await t.call('batchAnalyze', { urls: links }, token);
    expect([free.code, free.data.feature]).toEqual([ErrorCode.PLAN_FEATURE_REQUIRED, 'batch']);
    const ops = await createUser(t, 'ops@example.com');
    const userId = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', `batch-${kind}@example.com`).executeTakeFirstOrThrow()).id;
    expect((await t.call('adminSetPlan', { user_id: userId, plan: Plan.Creator, period: 'month', seats: 1 }, ops)).code).toBe(0);

    const cases: [string, string][] = [
      ['  ', BATCH_MESSAGES.empty],
      ['shop.test/a, notalink ::', BATCH_MESSAGES.parse(2)],
      [Array.from({ length: 11 }, (_, i) => `shop.test/p${i}`).join('\n'), BATCH_MESSAGES.limit],
    ];
    for (const [urls, msg] of cases) {
      const r = await t.call('batchAnalyze', { urls }, token);
      expect([r.code, r.data?.fields?.urls], urls).toEqual([ErrorCode.VALIDATION, msg]);
    }
    const started = await t.call('batchAnalyze', { urls: `${links}\n${links.split(', ')[0]}` }, token);
    expect(started.code).toBe(0);
    expect(started.data.items).toHaveLength(2); // the same link twice is read once
    const ids: string[] = [];
    for (const item of started.data.items) {
      for (let i = 0; i < 300; i++) {
        const a = (await t.call('urlAnalysisDetail', { id: item.analysis.id }, token)).data;
        if (a.status !== 'working') {
          ids.push(a.product_id);
          break;
        }
        await new Promise((res) => setTimeout(res, 100));
      }
    }
    // Read again, a known link is the product the space has.
    const again = await t.call('batchAnalyze', { urls: links }, token);
    expect(again.data.items.map((i: any) => [i.analysis, i.product_id])).toEqual(ids.map((id) => [null, id]));

    const settings = { template_id: 'lib-minimal-clean-1x1', aspect_ratio: '1:1', length: '30s', language: 'en', avatar: null, voice: 'espeak:en-us' };
    const noStyle = await t.call('batchCreate', { ...settings, product_ids: ids }, token);
    expect(noStyle.data.fields.script_angle).toBe(BATCH_MESSAGES.script);
    const made = await t.call('batchCreate', { ...settings, product_ids: ids, script_angle: 'benefits list', category: 'url_video' }, token);
    expect(made.code).toBe(0);
    expect(made.data.projects).toHaveLength(1);
    expect(made.data.failed).toEqual([{ product_id: ids[1], error: PRODUCT_MESSAGES.media }]);
    const done = await waitForRenderEnd(t, token, made.data.projects[0].id, 180_000);
    expect([done.status, done.error]).toEqual(['rendered', null]);
    const list = (await t.call('projectList', {}, token)).data.items;
    expect(list.map((p: any) => [p.name, p.category])).toEqual([['Lumen Desk Lamp', 'url_video']]);
  });

  itOnEmbeddedOnly(kind)('renders a library preview once, with a thumbnail and a clip', async () => {
    const token = await createUser(t, `preview-${kind}@example.com`);
    const first = await t.call('templatePreview', { id: 'lib-minimal-clean-1x1' }, token);
    expect(first.data.preview.status).toBe('working');
    let detail = first.data;
    for (let i = 0; i < 600 && detail.preview.status === 'working'; i++) {
      await new Promise((res) => setTimeout(res, 200));
      detail = (await t.call('templateDetail', { id: 'lib-minimal-clean-1x1' }, token)).data;
    }
    expect(detail.preview.status).toBe('ready');
    expect((await t.app.inject({ url: detail.preview.thumbnail_url })).headers['content-type']).toBe('image/jpeg');
    const again = await t.call('templatePreview', { id: 'lib-minimal-clean-1x1' }, token);
    expect(again.data.preview.status).toBe('ready');
  });
});

describeEachDb('scripts from a chat model over HTTP', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      logLevel: 'silent',
      engineLlmUrl: chat.url,
      fetchAllowAddresses: [`127.0.0.1:${port}`],
      fetchHosts: { 'shop.test': '127.0.0.1' },
    });
  });
  afterAll(() => t.close());

  it('asks the chat model, in any language, and says when it fails', async () => {
    const token = await createUser(t, `chat-${kind}@example.com`);
    const a = await t.call('urlAnalyze', { url: `http://shop.test:${port}/lamp` }, token);
    let productId: string | null = null;
    for (let i = 0; i < 300 && !productId; i++) {
      await new Promise((res) => setTimeout(res, 100));
      productId = (await t.call('urlAnalysisDetail', { id: a.data.id }, token)).data.product_id;
    }
    const ko = await t.call('scriptGenerate', { product_id: productId, language: 'ko', variants: 2 }, token);
    expect(ko.code).toBe(0);
    expect(ko.data.engine).toBe('chat');
    expect(ko.data.variants.length).toBeGreaterThanOrEqual(1);
    expect(ko.data.variants[0].text).toContain('Lumen Desk Lamp');
    chat.options.fail = { status: 500, shape: 'vllm', message: 'model not loaded' };
    const failed = await t.call('scriptGenerate', { product_id: productId, language: 'en' }, token);
    chat.options.fail = undefined;
    expect(failed.code).toBe(ErrorCode.SCRIPT_ENGINE);
  });
});
