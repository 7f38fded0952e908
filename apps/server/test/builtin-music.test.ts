import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PREFIX, builtinMusicPath, MUSIC_MOODS } from '@framecast/contract';
import { describeEachDb, startTestApp, type TestApp } from './helper.js';

/** The built-in music beds, playable in the browser before one is chosen (the editor's Music panel). */
describeEachDb('built-in music', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('plays every bed as WAV without signing in, and knows no other', async () => {
    for (const mood of MUSIC_MOODS) {
      const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${builtinMusicPath(mood)}` });
      expect(res.statusCode, mood).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    for (const file of ['disco.wav', 'calm.mp3', '..%2Fcalm.wav', 'calm']) {
      expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/builtin/music/${file}` })).statusCode, file).toBe(404);
    }
  }, 60_000);
});
