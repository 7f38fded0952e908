import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sampleImagePng } from '../apps/server/src/modules/templates/samples.js';
import { createUser, startTestApp } from '../apps/server/test/helper.js';

/**
 * URL to Video end to end, as a user does it: a product page's link submitted → the page read and its
 * three pictures kept → scripts written (the local template writer, about 30 s) → a 9:16 video from a
 * library template with a presenter → rendered. Measured in seconds from the submit to the rendered
 * video, on this machine's cores, through the API of a real server (PGlite, in-process worker).
 */
const PAGE = `<!doctype html><html><head><title>Aurora Bottle</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Aurora Insulated Bottle',
  description: 'An insulated steel bottle that keeps drinks cold for 24 hours and hot for 12. The lid never leaks.',
  image: ['/m/1.png', '/m/2.png', '/m/3.png'],
  offers: { '@type': 'Offer', price: '24.99', priceCurrency: 'USD' },
})}</script></head><body><ul><li>Keeps cold 24 h</li><li>Leak-proof lid</li><li>BPA-free steel</li></ul></body></html>`;

export async function benchUrl2Video(): Promise<string> {
  const images = await Promise.all([1, 2, 3].map((n) => sampleImagePng(n)));
  const shop = http.createServer((req, res) => {
    if (req.url === '/aurora') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const n = /^\/m\/(\d)\.png$/.exec(req.url ?? '');
    if (n) return void res.writeHead(200, { 'content-type': 'image/png' }).end(images[Number(n[1]) - 1]);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  const port = (shop.address() as AddressInfo).port;
  const t = await startTestApp('pglite', {
    logLevel: 'silent',
    fetchAllowAddresses: [`127.0.0.1:${port}`],
    fetchHosts: { 'shop.test': '127.0.0.1' },
    defaultPlan: 'creator',
  });
  try {
    const token = await createUser(t, 'bench-url@example.com');
    const poll = async <T>(fn: () => Promise<T | null>, what: string): Promise<T> => {
      for (let i = 0; i < 6000; i++) {
        const v = await fn();
        if (v) return v;
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error(`${what} did not finish`);
    };
    const started = performance.now();
    const lap = () => (performance.now() - started) / 1000;
    const analysis = await t.call('urlAnalyze', { url: `http://shop.test:${port}/aurora` }, token);
    const productId = await poll(async () => {
      const a = (await t.call('urlAnalysisDetail', { id: analysis.data.id }, token)).data;
      if (a.status === 'failed') throw new Error(a.error);
      return a.status === 'ready' ? (a.product_id as string) : null;
    }, 'analysis');
    const analysed = lap();
    const scripts = (await t.call('scriptGenerate', { product_id: productId, length: '30s', language: 'en', variants: 3 }, token)).data;
    const written = lap();
    const made = await t.call(
      'url2videoCreate',
      {
        product_id: productId,
        template_id: 'lib-spotlight-bold-9x16',
        aspect_ratio: '9:16',
        length: '30s',
        language: 'en',
        avatar: { id: 'maya/support', emotion: 'happy' },
        voice: 'espeak:en-us+f3',
        script: scripts.variants[0].text,
      },
      token,
    );
    if (made.code !== 0) throw new Error(made.msg);
    const project = await poll(async () => {
      const p = (await t.call('projectStatus', { ids: made.data.id }, token)).data.items[0];
      if (p.status === 'failed') throw new Error(p.error);
      return p.status === 'rendered' ? p : null;
    }, 'render');
    const total = lap();
    return [
      `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, load average ${os.loadavg()[0].toFixed(1)}`,
      `URL to rendered ${project.duration.toFixed(1)} s 9:16 video (720x1280, presenter, 4 scenes, music): ${total.toFixed(1)} s`,
      `  page read + 3 pictures kept: ${analysed.toFixed(1)} s; scripts written: ${(written - analysed).toFixed(2)} s; template filled + rendered: ${(total - written).toFixed(1)} s`,
      `  render speed: ${(project.duration / (total - written)).toFixed(2)}x real time`,
    ].join('\n');
  } finally {
    await t.close();
    shop.close();
  }
}
