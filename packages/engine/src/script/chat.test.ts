import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatScriptOptions, createChatScriptWriter } from './chat.js';
import { type FakeChatServer, startFakeChatServer } from './fake-chat.js';
import { RICH_PRODUCTS } from './test-products.js';
import { SCRIPT_PARTS, type ScriptRequest, ScriptWriterError } from './types.js';

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.options = {};
  fake.requests.length = 0;
});

const product = RICH_PRODUCTS.en!;
const request = (r: Partial<ScriptRequest> = {}): ScriptRequest => ({ product, length: '30s', language: 'en', variants: 3, ...r });
const chat = (opts: Partial<ChatScriptOptions> = {}) => createChatScriptWriter({ url: fake.url, model: 'qwen2.5:7b', ...opts });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should have failed'),
    (e: unknown) => e as ScriptWriterError,
  );

describe('the chat script writer', () => {
  it('asks for the scripts in the OpenAI chat protocol and reads them back', async () => {
    const writer = chat({ key: 'sk-local' });
    expect(writer).toMatchObject({ id: 'chat', languages: null });
    const variants = await writer.write(request());
    expect(variants).toHaveLength(3);
    for (const v of variants) {
      expect(v.sections.map((s) => s.part)).toEqual([...SCRIPT_PARTS]);
      for (const s of v.sections) expect(s.text).toContain('Aurora Water Bottle');
    }
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-local' });
    expect(sent!.body).toMatchObject({ model: 'qwen2.5:7b', temperature: 0.8, response_format: { type: 'json_object' } });
    const [system, user] = sent!.body.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('"variants"');
    expect(system!.content).toContain('exactly 3 variants');
    expect(system!.content).toContain('26 seconds');
    expect(system!.content).toContain('about 64 words');
    expect(user).toMatchObject({ role: 'user' });
    expect(user!.content).toContain('Product name: Aurora Water Bottle');
    expect(user!.content).toContain('- Leak-proof lid');
    expect(user!.content).toContain('Price: $24.99');
  });

  it('asks for characters, not words, in Chinese, and in the language named', async () => {
    await chat().write(request({ language: 'zh-CN', length: '60s', variants: 1 }));
    const system = fake.requests[0]!.body.messages![0]!.content;
    expect(system).toContain('Chinese (zh)');
    expect(system).toContain('about 204 characters');
    expect(system).toContain('exactly 1 variant,');
  });

  it('does not double /v1, and sends no key when it has none', async () => {
    await chat({ url: `${fake.url}/v1/` }).write(request());
    expect(fake.requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: undefined });
  });

  it('reads JSON inside a code fence after some prose', async () => {
    fake.options.fences = true;
    expect(await chat().write(request())).toHaveLength(3);
  });

  it('returns the variants that came when fewer came than were asked for', async () => {
    fake.options.maxVariants = 1;
    expect(await chat().write(request({ variants: 4 }))).toHaveLength(1);
  });

  it('drops sections of unknown parts or without text, and puts the parts in order', async () => {
    fake.options.content = `Sure! {"variants":[
      {"title":"A","angle":"story","sections":[{"part":"CTA","text":"Buy it."},{"part":"hook","text":" Look. "},{"part":"outro","text":"Bye."},{"part":"proof","text":"  "},{"part":"benefit"}]},
      {"title":"B","sections":[{"part":"intro","text":"Hi."}]},
      "not a variant"
    ]} Hope this helps.`;
    const variants = await chat().write(request());
    expect(variants).toEqual([
      {
        title: 'A',
        angle: 'story',
        sections: [
          { part: 'hook', text: 'Look.' },
          { part: 'cta', text: 'Buy it.' },
        ],
      },
    ]);
  });

  it('fails as empty when nothing usable comes back', async () => {
    for (const content of ['{"variants":[]}', 'I cannot help with that.', '{"variants":[{"title":"A","sections":[{"part":"outro","text":"x"}]}]}']) {
      fake.options.content = content;
      expect(await failure(chat().write(request()))).toMatchObject({ reason: 'empty' });
    }
  });

  it.each([
    ['openai', 401, 'Incorrect API key provided'],
    ['vllm', 400, 'The model `llama` does not exist.'],
  ] as const)('reports an engine error in the %s shape with its message', async (shape, status, message) => {
    fake.options.fail = { status, shape, message };
    const err = await failure(chat().write(request()));
    expect(err).toBeInstanceOf(ScriptWriterError);
    expect(err).toMatchObject({ reason: 'engine' });
    expect(err.message).toContain(`HTTP ${status}`);
    expect(err.message).toContain(message);
  });

  it('gives up after its timeout', async () => {
    fake.options.delayMs = 2_000;
    const started = Date.now();
    const err = await failure(chat({ timeoutMs: 150 }).write(request()));
    expect(err).toMatchObject({ reason: 'timeout' });
    expect(err.message).toContain('0.15 s');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('stops when the caller cancels', async () => {
    fake.options.delayMs = 2_000;
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 100);
    expect(await failure(chat().write(request({ signal: abort.signal })))).toMatchObject({ reason: 'timeout', message: 'Script writing was cancelled' });
  });

  it('reports an engine it cannot reach', async () => {
    const gone = await startFakeChatServer();
    await gone.close();
    const err = await failure(chat({ url: gone.url }).write(request()));
    expect(err).toMatchObject({ reason: 'engine' });
    expect(err.message).toMatch(/unreachable/);
  });

  it('takes a fetch of its own', async () => {
    const calls: string[] = [];
    const writer = chat({
      url: 'http://llm.internal:8000/v1',
      fetch: async (url) => {
        calls.push(String(url));
        const content = JSON.stringify({ variants: [{ title: 'T', angle: 'story', sections: [{ part: 'hook', text: 'Hi.' }] }] });
        return new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }), { status: 200 });
      },
    });
    expect(await writer.write(request())).toHaveLength(1);
    expect(calls).toEqual(['http://llm.internal:8000/v1/chat/completions']);
  });
});
