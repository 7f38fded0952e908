import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../wav.js';

/**
 * A local stand-in for fish-speech's API server (ENGINE-PROTOCOLS.md §3.1), for adapter and server
 * tests: `/v1/health`, stored references (`/v1/references/add` multipart, `list`, `delete`, answering
 * msgpack unless JSON is asked for, which the fake refuses with 406 to catch a client that forgets),
 * and `/v1/tts` speaking a buzzing tone with a stored reference — 0.07 s a character at 44.1 kHz, so
 * callers must resample — or 404 for an unknown reference. Optional Bearer key, answering 401.
 */
export interface FakeFishOptions {
  apiKey?: string;
  /** Refuse every new reference with this message (an engine that cannot use the recording). */
  refuse?: string;
}

export interface FakeFishServer {
  url: string;
  /** Stored references: id → bytes of the audio received. */
  references: Map<string, number>;
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** One field of a multipart body (enough for the fake: names are unique). */
function field(body: Buffer, name: string): Buffer | null {
  const text = body.toString('latin1');
  const at = text.indexOf(`name="${name}"`);
  if (at < 0) return null;
  const start = text.indexOf('\r\n\r\n', at) + 4;
  const boundary = text.slice(0, text.indexOf('\r\n'));
  const end = text.indexOf(`\r\n${boundary}`, start);
  return body.subarray(start, end);
}

export async function startFakeFish(opts: FakeFishOptions = {}): Promise<FakeFishServer> {
  const references = new Map<string, number>();
  const requests: FakeFishServer['requests'] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`)
      return json(401, { statusCode: 401, message: 'Invalid API key', error: 'Unauthorized' });
    const wantsJson = url.searchParams.get('format') === 'json' || (req.headers.accept ?? '').includes('application/json');
    const body = await readBody(req);
    if (url.pathname === '/v1/health') return json(200, { status: 'ok' });
    if (url.pathname === '/v1/references/add' && req.method === 'POST') {
      if (!wantsJson) return json(406, { message: 'the fake answers JSON only: ask with ?format=json' });
      const id = field(body, 'id')?.toString('utf8');
      const audio = field(body, 'audio');
      if (!id || !audio?.length) return json(400, { statusCode: 400, message: 'id and audio are required', error: 'Bad Request' });
      if (references.has(id)) return json(409, { statusCode: 409, message: `Reference ID '${id}' already exists`, error: 'Conflict' });
      if (opts.refuse) return json(400, { statusCode: 400, message: opts.refuse, error: 'Bad Request' });
      references.set(id, audio.length);
      return json(200, { success: true, message: 'Reference added', reference_id: id });
    }
    if (url.pathname === '/v1/references/delete' && req.method === 'DELETE') {
      const id = (JSON.parse(body.toString('utf8') || '{}') as { reference_id?: string }).reference_id ?? '';
      if (!references.delete(id)) return json(404, { statusCode: 404, message: `Reference ID '${id}' not found`, error: 'Not Found' });
      return json(200, { success: true, message: 'Reference deleted' });
    }
    if (url.pathname === '/v1/references/list') return json(200, { success: true, reference_ids: [...references.keys()], message: '' });
    if (url.pathname === '/v1/tts' && req.method === 'POST') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { text?: string; reference_id?: string };
      if (!input.reference_id || !references.has(input.reference_id)) return json(404, { statusCode: 404, message: 'Reference not found', error: 'Not Found' });
      const rate = 44_100;
      const samples = new Int16Array(Math.round((input.text ?? '').length * 0.07 * rate));
      for (let i = 0; i < samples.length; i++)
        samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 160 * i) / rate) * (0.6 + 0.4 * Math.sin((2 * Math.PI * 3 * i) / rate)));
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-disposition': 'attachment; filename=audio.wav' });
      res.end(encodeWav(samples, rate));
      return;
    }
    json(404, { statusCode: 404, message: 'Not Found', error: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    references,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
