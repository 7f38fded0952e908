import { describe, expect, it } from 'vitest';
import { startFakeImages } from './fake-images.js';
import { OpenAiImageEngine } from './openai-images.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('OpenAiImageEngine', () => {
  it('asks for b64_json with the size and the negative prompt after a bar, and returns the bytes', async () => {
    const fake = await startFakeImages({ png: PNG });
    try {
      const engine = new OpenAiImageEngine({ url: `${fake.url}/v1`, model: 'sd' });
      expect(await engine.generate({ prompt: 'a teacher', negative: 'hats', width: 768, height: 1024 })).toEqual(PNG);
      expect(fake.requests[0]).toEqual({ model: 'sd', prompt: 'a teacher|hats', n: 1, size: '768x1024', response_format: 'b64_json' });
    } finally {
      await fake.close();
    }
  });

  it("fetches a url answer (LocalAI's default) and reports an engine's error in its words", async () => {
    const byUrl = await startFakeImages({ png: PNG, asUrl: true });
    const failing = await startFakeImages({ png: PNG, fail: 500 });
    try {
      expect(await new OpenAiImageEngine({ url: byUrl.url }).generate({ prompt: 'x', width: 512, height: 512 })).toEqual(PNG);
      await expect(new OpenAiImageEngine({ url: failing.url }).generate({ prompt: 'x', width: 512, height: 512 })).rejects.toThrow(
        /HTTP 500.*model not loaded/,
      );
    } finally {
      await Promise.all([byUrl.close(), failing.close()]);
    }
  });
});
