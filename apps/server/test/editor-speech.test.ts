import { findSpeech, speechKey, type SpeechEngine } from '@framecast/engine';
import { EDITOR_SPEECH_MAX_SEGMENTS, ErrorCode, Plan } from '@framecast/contract';
import { newAvatarVideoDoc, SCRIPT_INPUT_ERROR, type TimelineDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, givePlan, insertClonedVoice, itOnEmbeddedOnly, startTestApp, type TestApp, userIdOf, waitForRenderEnd } from './helper.js';

const line = (id: string, text: string, voice = 'espeak:en-us', speed = 1) => ({ id, text, voice, speed });
type Line = ReturnType<typeof line>;

describeEachDb('editor preview speech', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  // Every synthesis the espeak engine runs, and the most it ran at once.
  let engine: SpeechEngine;
  const made: string[] = [];
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'editor@example.com');
    other = await createUser(t, 'other-editor@example.com');
    engine = t.ctx.engines.speech.resolve('espeak:en-us').engine;
    const synthesize = engine.synthesize.bind(engine);
    engine.synthesize = async (req, out) => {
      made.push(req.text);
      mostAtOnce = Math.max(mostAtOnce, ++running);
      try {
        return await synthesize(req, out);
      } finally {
        running--;
      }
    };
  });
  afterAll(() => t.close());

  const speech = (segments: Line[], as = token) => t.call('editorSpeech', { segments }, as);

  /** Asks again, as the editor does after retry_ms, until no line is preparing. */
  async function untilSettled(segments: Line[], as = token, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await speech(segments, as);
      expect(r.code, r.msg).toBe(0);
      if (r.data.items.every((i: { status: string }) => i.status !== 'preparing')) return r.data;
      if (Date.now() > until) throw new Error(`still preparing: ${JSON.stringify(r.data.items)}`);
      await new Promise((res) => setTimeout(res, Math.min(r.data.retry_ms, 200)));
    }
  }

  it('prepares a line, then answers it ready with a WAV link, its length and word timings', async () => {
    const hello = line('s1', 'Hello from the timeline editor preview.');
    const first = await speech([hello]);
    expect(first.code, first.msg).toBe(0);
    expect(first.data.retry_ms).toBeGreaterThan(0);
    expect(first.data.items).toEqual([{ id: 's1', status: 'preparing', url: null, seconds: null, words: null, error: null }]);

    const [item] = (await untilSettled([hello])).items;
    expect(item).toMatchObject({ id: 's1', status: 'ready', error: null });
    expect(item.seconds).toBeGreaterThan(0.5);
    expect(item.words.map((w: { text: string }) => w.text.toLowerCase())).toEqual(expect.arrayContaining(['hello', 'preview']));
    expect(item.words.every((w: { start: number; end: number }) => w.start <= w.end && w.end <= item.seconds + 0.01)).toBe(true);

    const file = await t.app.inject({ url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const ranged = await t.app.inject({ url: item.url, headers: { range: 'bytes=0-43' } });
    expect([ranged.statusCode, ranged.rawPayload.length]).toEqual([206, 44]);
    // A link is signed: changing its path or signature opens nothing.
    expect((await t.app.inject({ url: item.url.replace(/sig=[^&]+/, 'sig=x') })).statusCode).toBe(404);

    // The take is the render's: the step cache holds it under the render's own key, with the same length.
    const cached = await findSpeech({ segment: hello, registry: t.ctx.engines.speech, cache: t.ctx.engines.cache });
    expect(cached?.key).toBe(speechKey(hello, t.ctx.engines.speech));
    expect(cached?.result.durationSec).toBe(item.seconds);
    expect(made.filter((text) => text === hello.text)).toHaveLength(1);
  });

  it('answers a line another user made ready at once, from the one shared take', async () => {
    const hello = line('other-id', 'Hello from the timeline editor preview.');
    const before = made.length;
    const r = await speech([hello], other);
    expect(r.data.items[0]).toMatchObject({ id: 'other-id', status: 'ready', error: null });
    expect((await t.app.inject({ url: r.data.items[0].url })).statusCode).toBe(200);
    expect(made.length).toBe(before);
    // The same speed is part of the take: another speed is another take.
    expect((await speech([{ ...hello, speed: 1.5 }], other)).data.items[0].status).toBe('preparing');
    await untilSettled([{ ...hello, speed: 1.5 }], other);
  });

  it('makes each take once however often it is asked for, and at most two at a time', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => line(`n${i}`, `Line number ${i} of a longer script.`));
    const before = made.length;
    // Many clicks and two users at once: still one synthesis per line.
    const answers = await Promise.all([...Array.from({ length: 5 }, () => speech(lines)), speech(lines, other)]);
    for (const a of answers) expect(a.code, a.msg).toBe(0);
    const settled = await untilSettled(lines);
    expect(settled.items.map((i: { status: string }) => i.status)).toEqual(lines.map(() => 'ready'));
    expect(made.slice(before).sort()).toEqual(lines.map((l) => l.text).sort());
    expect(mostAtOnce).toBeLessThanOrEqual(2);
  });

  it('fails only the lines that cannot be spoken, in words a person can act on', async () => {
    const r = await speech([
      line('empty', '  \n '),
      line('punct', '...'),
      line('engine', 'Hello there.', 'nope:voice'),
      line('clone', 'Hello there.', 'clone:00000000-0000-4000-8000-000000000000'),
      line('fine', 'Hello from the timeline editor preview.'),
    ]);
    expect(r.code, r.msg).toBe(0);
    const [empty, punct, engineless, clone, fine] = r.data.items;
    expect(empty).toEqual({ id: 'empty', status: 'failed', url: null, seconds: null, words: null, error: SCRIPT_INPUT_ERROR });
    expect(punct).toMatchObject({ status: 'failed', error: SCRIPT_INPUT_ERROR });
    expect(engineless).toMatchObject({ status: 'failed', error: expect.stringContaining("Unknown speech engine 'nope'") });
    // Free has no voice cloning: the plan's words, as a render of it would answer.
    expect(clone).toMatchObject({ status: 'failed', error: expect.stringMatching(/plan/i) });
    expect(fine.status).toBe('ready');

    // A voice espeak-ng does not have fails once it is tried, with the engine's words, and stays failed.
    const unknown = [line('zz', 'Hello there.', 'espeak:zz-nowhere')];
    const settled = await untilSettled(unknown);
    expect(settled.items[0]).toMatchObject({ status: 'failed', error: expect.stringContaining("Unknown espeak-ng voice 'zz-nowhere'") });
    const tries = made.length;
    expect((await speech(unknown)).data.items[0].status).toBe('failed');
    expect(made.length).toBe(tries);
  });

  it("speaks only its own space's ready cloned voices, as a render would", async () => {
    const cloner = await createUser(t, 'cloner-editor@example.com');
    await givePlan(t, cloner, Plan.Starter);
    const clone = async (email: string) => {
      const userId = await userIdOf(t, email);
      const space = await t.ctx.db.selectFrom('spaces').select('id').where('owner_id', '=', userId).where('personal', '=', true).executeTakeFirstOrThrow();
      const id = await insertClonedVoice(t, space.id, userId, 'A voice');
      await t.ctx.db.updateTable('cloned_voices').set({ status: 'ready', error: null, engine_voice_id: 'fish-1' }).where('id', '=', id).execute();
      return `clone:${id}`;
    };
    const mine = await clone('cloner-editor@example.com');
    const theirs = await clone('other-editor@example.com');
    const r = await speech([line('theirs', 'Hello there.', theirs), line('mine', 'Hello there.', mine)], cloner);
    expect(r.data.items[0]).toMatchObject({ status: 'failed', error: 'This cloned voice is not ready or was deleted. Please choose another voice.' });
    // Its own clone passes the space's checks; this server has no voice-clone engine, and says so.
    expect(r.data.items[1]).toMatchObject({ status: 'failed', error: expect.stringContaining('needs the voice-clone engine') });
  });

  it('refuses a malformed request with a 400 in the envelope, and a caller without a session with a 401', async () => {
    const many = Array.from({ length: EDITOR_SPEECH_MAX_SEGMENTS + 1 }, (_, i) => line(`m${i}`, 'Hi.'));
    for (const body of [
      { segments: many },
      { segments: [] },
      { segments: [line('a', 'Hi.', 'not a voice')] },
      { segments: [line('a', 'Hi.', 'espeak:en-us', 3)] },
      { segments: [line('../x', 'Hi.')] },
      { segments: [line('a', 'x'.repeat(5001))] },
      { segments: [line('a', 'Hi.'), line('a', 'Again.')] },
    ]) {
      const r = await t.call('editorSpeech', body, token);
      expect([r.status, r.code, r.keys], JSON.stringify(body).slice(0, 80)).toEqual([400, ErrorCode.VALIDATION, ['code', 'data', 'msg']]);
    }
    const signedOut = await t.call('editorSpeech', { segments: [line('a', 'Hi.')] });
    expect([signedOut.status, signedOut.code]).toEqual([401, ErrorCode.TOKEN_INVALID]);
  });

  // A render's cost is engine work; the speech it finds cached is the same on either database.
  itOnEmbeddedOnly(kind)('a render of the previewed lines finds every take in the cache', async () => {
    const doc = newAvatarVideoDoc({
      aspectRatio: '9:16',
      avatar: 'maya/support',
      voice: 'espeak:en-us',
      script: 'This is what the editor played. The render says the same.',
    });
    const saved = (await t.call('projectSave', { document: doc }, token)).data;
    const segments = (saved.document as TimelineDoc).scenes.flatMap((s) => s.script).map((s) => line(s.id, s.text, s.voice, s.speed));
    const preview = await untilSettled(segments);
    expect(preview.items.every((i: { status: string }) => i.status === 'ready')).toBe(true);

    expect((await t.call('render', { id: saved.id }, token)).code).toBe(0);
    expect((await waitForRenderEnd(t, token, saved.id)).status).toBe('rendered');
    const row = await t.ctx.db.selectFrom('renders').select('stats').where('project_id', '=', saved.id).executeTakeFirstOrThrow();
    const stats = (typeof row.stats === 'string' ? JSON.parse(row.stats) : row.stats) as { speechSynthesized: number; speechCached: number };
    expect(stats).toMatchObject({ speechSynthesized: 0, speechCached: segments.length });
  });

  it('limits how often one account may ask, across its sessions', async () => {
    const busy = await createUser(t, 'busy-editor@example.com');
    const answers: number[] = [];
    for (let i = 0; i < 151; i++) answers.push((await t.call('editorSpeech', {}, busy)).status);
    expect(answers.slice(0, 150).every((s) => s === 400)).toBe(true);
    expect(answers[150]).toBe(429);
    // A second session of the same account shares the count.
    const again = await t.ctx.sessions.create(t.ctx.db, await userIdOf(t, 'busy-editor@example.com'), { ip: '127.0.0.2', userAgent: 'another browser' });
    const limited = await t.call('editorSpeech', { segments: [line('a', 'Hi.')] }, again);
    expect([limited.status, limited.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
    // Another account still may.
    expect((await t.call('editorSpeech', { segments: [line('a', 'Hello from the timeline editor preview.')] }, other)).status).toBe(200);
  });
});
