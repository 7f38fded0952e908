import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for `rembg s` in tests (ENGINE-PROTOCOLS.md §8): POST multipart /api/remove answers a PNG
 * whose near-white pixels are made transparent (enough to tell a cut-out from the original); a bad
 * `model` gets 422; GET with a loopback URL gets 400, as rembg refuses private addresses.
 */
export interface FakeRembg {
  url: string;
  /** The form fields received (besides the file), and the file's size, per request. */
  requests: { fields: Record<string, string>; bytes: number }[];
  close(): Promise<void>;
}

const MODELS = new Set(['u2net', 'u2netp', 'isnet-general-use', 'birefnet-general', 'bria-rmbg']);

export async function startFakeRembg(): Promise<FakeRembg> {
  const requests: FakeRembg['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/remove') return void res.writeHead(404).end();
    if (req.method === 'GET') {
      return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'URL resolves to a private address' }));
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = await new Request('http://fake/', { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) }).formData();
    const file = form.get('file');
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]));
    requests.push({ fields, bytes: file instanceof Blob ? file.size : 0 });
    if (fields.model && !MODELS.has(fields.model)) {
      return void res
        .writeHead(422, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: [{ msg: `Input should be one of ${[...MODELS].join(', ')}` }] }));
    }
    if (!(file instanceof Blob)) return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'No file' }));
    try {
      const { data, info } = await sharp(Buffer.from(await file.arrayBuffer()))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 225 && data[i + 1]! > 225 && data[i + 2]! > 225) data[i + 3] = 0;
      const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .png()
        .toBuffer();
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'cannot identify image file' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
