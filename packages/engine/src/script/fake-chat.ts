import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCRIPT_PARTS } from './types.js';

/**
 * A stand-in for an OpenAI-compatible chat server (vLLM, Ollama, LocalAI), for the script writer's tests
 * and the server's: POST /v1/chat/completions answers a script built from the request, naming the product
 * of the user message's "Product name:" line in every section, so callers can tell the facts arrived.
 * Options can be changed between requests: fail, fence the JSON, answer slowly, answer fewer variants.
 */
export interface FakeChatOptions {
  /** Answer with this status and error body: OpenAI's `{"error":{"message"}}` or vLLM's `{"object":"error","message"}`. */
  fail?: { status: number; shape: 'openai' | 'vllm'; message: string };
  /** Wrap the JSON in a ```json fence after a line of prose, as chat models often do. */
  fences?: boolean;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Write at most this many variants, whatever was asked. */
  maxVariants?: number;
  /** Answer this message content as is, instead of a script. */
  content?: string;
}

export interface FakeChatRequest {
  path: string;
  authorization?: string;
  body: { model?: string; messages?: { role: string; content: string }[]; temperature?: number; response_format?: { type: string } };
}

export interface FakeChatServer {
  url: string;
  requests: FakeChatRequest[];
  options: FakeChatOptions;
  close(): Promise<void>;
}

const ANGLES = ['problem-solution', 'benefits list', 'story', 'question', 'offer-first'];

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

function scriptFor(user: string, maxVariants: number): string {
  const name = user.match(/^Product name: (.*)$/m)?.[1] ?? 'the product';
  const asked = Number(user.match(/Write (\d+) variant/)?.[1] ?? 1);
  const variants = Array.from({ length: Math.min(asked, maxVariants) }, (_, i) => ({
    title: `${name} #${i + 1}`,
    angle: ANGLES[i % ANGLES.length],
    sections: SCRIPT_PARTS.map((part) => ({ part, text: `The ${part} of ${name}.` })),
  }));
  return JSON.stringify({ variants });
}

export async function startFakeChatServer(options: FakeChatOptions = {}): Promise<FakeChatServer> {
  const requests: FakeChatRequest[] = [];
  const fake: FakeChatServer = { url: '', requests, options, close: async () => {} };
  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      if (res.destroyed) return; // the client gave up waiting
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    if (path !== '/v1/chat/completions' || req.method !== 'POST') return json(404, { error: { message: `No route ${req.method} ${path}` } });
    let body: FakeChatRequest['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { object: 'error', message: 'Body is not JSON' });
    }
    requests.push({ path, authorization: req.headers.authorization, body });
    const o = fake.options;
    if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
    if (o.fail) {
      const { status, shape, message } = o.fail;
      return json(status, shape === 'openai' ? { error: { message, type: 'invalid_request_error', code: null } } : { object: 'error', message, code: status });
    }
    const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
    const script = o.content ?? scriptFor(user, o.maxVariants ?? Number.POSITIVE_INFINITY);
    const content = o.fences && o.content === undefined ? `Here are your scripts:\n\n\`\`\`json\n${script}\n\`\`\`\n` : script;
    json(200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections(); // a slow answer still pending must not hold the test up
      server.close(() => resolve());
    });
  return fake;
}
