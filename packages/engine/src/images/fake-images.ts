import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible images server in tests: answers `/v1/images/generations` with the
 * PNG it is given (or a generated one), as b64_json or, like LocalAI by default, a URL to fetch.
 */
export interface FakeImages {
  url: string;
  /** The JSON bodies received, in order. */
  requests: Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startFakeImages(opts: { png: Buffer; asUrl?: boolean; fail?: number }): Promise<FakeImages> {
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/generated-images/1.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(opts.png);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push(body);
      if (opts.fail) {
        res.writeHead(opts.fail, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model not loaded' } }));
        return;
      }
      const item = opts.asUrl ? { url: '/generated-images/1.png' } : { b64_json: opts.png.toString('base64') };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ created: 1, data: [item] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
