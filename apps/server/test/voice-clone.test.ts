import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, Plan } from '@framecast/contract';
import { startFakeFish, type FakeFishServer } from '@framecast/engine';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, givePlan, registerUser, sha, startTestApp, type TestApp, waitForRenderEnd } from './helper.js';

const upload = async (t: TestApp, token: string, file: string, name: string, tool = 'voice_clone') => {
  const up = await sendFile(t, token, { tool, file, name });
  if (up.code !== 0) throw new Error(up.msg);
  return up.data.id as string;
};

describeEachDb('cloning a voice without a voice-clone engine', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('says cloning is not available on this server instead of pretending', async () => {
    const token = await createUser(t, 'no-clone@example.com');
    // Voice cloning comes with Starter (spec 001 §6); the server's answer is what is tested here.
    await givePlan(t, token, Plan.Starter);
    expect((await t.call('voiceCloneList', {}, token)).data).toEqual({ items: [], available: false });
    const sample = await upload(t, token, media.mp3(6), 'Me.mp3');
    const r = await t.call('voiceClone', { name: 'Me', sample_ids: [sample], gender: 'female', language: 'en-us' }, token);
    expect([r.code, r.msg]).toEqual([ErrorCode.CLONE_UNAVAILABLE, 'Voice cloning is not available on this server.']);
  });
});

describeEachDb('cloning a voice on fish-speech (a local fake of its API)', (kind) => {
  let t: TestApp;
  let fish: FakeFishServer;
  let token: string;
  beforeAll(async () => {
    fish = await startFakeFish({ apiKey: 'secret' });
    t = await startTestApp(kind, { engineVoiceCloneUrl: fish.url, engineVoiceCloneKey: 'secret', logLevel: 'silent' });
    token = await createUser(t, `cloner-${kind}@example.com`);
    await givePlan(t, token, Plan.Starter);
  });
  afterAll(async () => {
    await t.close();
    await fish.close();
  });

  it('clones from two recordings, lists it, offers it in the voice picker and renders a video with it', async () => {
    const a = await upload(t, token, media.mp3(6), 'Take 1.mp3');
    const b = await upload(t, token, media.wav(7), 'Take 2.wav');
    const r = await t.call('voiceClone', { name: '  My voice ', sample_ids: [a, b], gender: 'male', language: 'en-us' }, token);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ name: 'My voice', status: 'ready', error: null, gender: 'male', language: 'en-us', voice_id: `clone:${r.data.id}` });
    expect(r.data.sample_seconds).toBeCloseTo(13, 0);
    expect(fish.references.get(r.data.id)).toBeGreaterThan(13 * 24_000 * 2);
    const list = (await t.call('voiceCloneList', {}, token)).data;
    expect(list.available).toBe(true);
    expect(list.items.map((v: { id: string }) => v.id)).toEqual([r.data.id]);
    // The samples play back from storage.
    const sample = await t.app.inject({ method: 'GET', url: list.items[0].sample_url });
    expect(sample.statusCode).toBe(200);

    const voices = (await t.call('voiceList', {}, token)).data.items;
    expect(voices[0]).toMatchObject({ id: `clone:${r.data.id}`, name: 'My voice', engine: 'clone', quality: 'natural', gender: 'male' });

    const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: `clone:${r.data.id}`, script: 'This is my own voice speaking.' });
    const p = (await t.call('projectSave', { document: doc }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    const done = await waitForRenderEnd(t, token, p.id);
    expect([done.status, done.error]).toEqual(['rendered', null]);
    expect(fish.requests.some((q) => q.path === '/v1/tts')).toBe(true);
  });

  it('checks the dialog’s rules: a name, one to three recordings made for cloning, a gender and a language', async () => {
    const s = await upload(t, token, media.mp3(6), 'Take.mp3');
    const ask = (body: object) => t.call('voiceClone', { name: 'V', sample_ids: [s], gender: 'female', language: 'en-us', ...body }, token);
    expect((await ask({ name: '   ' })).data.fields.name).toBe('Please enter a name for the voice');
    expect((await ask({ sample_ids: [] })).data.fields.sample_ids).toBe('Add at least one recording of the voice');
    const four = await Promise.all([1, 2, 3, 4].map((i) => upload(t, token, media.mp3(5 + i), `T${i}.mp3`)));
    expect((await ask({ sample_ids: four })).data.fields.sample_ids).toBe('Add at most 3 recordings');
    expect((await ask({ sample_ids: [s, s] })).data.fields.sample_ids).toBe('Each recording can be added once');
    expect((await ask({ gender: undefined })).data.fields.gender).toBe('Choose the gender of the voice');
    // A file uploaded for something else did not pass the voice-sample rule (5 s to 3 min…).
    const song = await upload(t, token, media.mp3(3), 'Jingle.mp3', 'assets');
    expect((await ask({ sample_ids: [song] })).code).toBe(ErrorCode.CLONE_SAMPLE_INVALID);
    // The voice-sample rule itself refuses a recording under 5 seconds at upload.
    const short = await sendFile(t, token, { tool: 'voice_clone', file: media.mp3(3), name: 'Short.mp3' });
    expect(short.msg).toBe('File length cannot be less than 5 seconds.');
  });

  it('keeps a refused clone as failed with the engine’s words, and deletes a clone everywhere', async () => {
    const picky = await startFakeFish({ refuse: 'Audio too noisy' });
    const t2 = await startTestApp(kind, { engineVoiceCloneUrl: picky.url });
    try {
      const tok = await createUser(t2, `picky-${kind}@example.com`);
      await givePlan(t2, tok, Plan.Starter);
      const s = await upload(t2, tok, media.mp3(6), 'Noisy.mp3');
      const r = await t2.call('voiceClone', { name: 'Noisy', sample_ids: [s], gender: 'female', language: 'en-us' }, tok);
      expect(r.data.status).toBe('failed');
      expect(r.data.error).toMatch(/Audio too noisy/);
      expect(r.data.voice_id).toBeNull();
    } finally {
      await t2.close();
      await picky.close();
    }
    const s = await upload(t, token, media.mp3(6), 'Take 3.mp3');
    const v = (await t.call('voiceClone', { name: 'Short-lived', sample_ids: [s], gender: 'female', language: 'en-us' }, token)).data;
    expect(fish.references.has(v.id)).toBe(true);
    expect((await t.call('voiceCloneDelete', { id: v.id }, token)).code).toBe(0);
    expect(fish.references.has(v.id)).toBe(false);
    expect((await t.call('voiceCloneList', {}, token)).data.items.map((x: { id: string }) => x.id)).not.toContain(v.id);
    expect((await t.app.inject({ method: 'GET', url: (v as { sample_url: string }).sample_url })).statusCode).toBe(404);
  });

  it('forgets an account’s cloned voices at the engine and in storage when the account is deleted', async () => {
    const gone = await registerUser(t, `gone-cloner-${kind}@example.com`);
    await givePlan(t, gone, Plan.Starter);
    const s = await upload(t, gone, media.mp3(6), 'Bye.mp3');
    const v = (await t.call('voiceClone', { name: 'Bye', sample_ids: [s], gender: 'male', language: 'en-us' }, gone)).data;
    expect(fish.references.has(v.id)).toBe(true);
    expect((await t.call('deleteUser', { password: sha('secret123') }, gone)).code).toBe(0);
    expect(fish.references.has(v.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: v.sample_url })).statusCode).toBe(404);
  });

  it('keeps cloned voices to their space: another user can neither delete one nor speak with it, and a guest cannot clone', async () => {
    const s = await upload(t, token, media.mp3(6), 'Mine.mp3');
    const mine = (await t.call('voiceClone', { name: 'Mine', sample_ids: [s], gender: 'female', language: 'en-us' }, token)).data;
    const other = await createUser(t, `other-cloner-${kind}@example.com`);
    await givePlan(t, other, Plan.Starter);
    expect((await t.call('voiceCloneDelete', { id: mine.id }, other)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('voiceClone', { name: 'Theirs', sample_ids: [s], gender: 'female', language: 'en-us' }, other)).code).toBe(ErrorCode.NOT_FOUND);
    const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: `clone:${mine.id}`, script: 'Borrowed voice.' });
    const p = (await t.call('projectSave', { document: doc }, other)).data;
    const refused = await t.call('render', { id: p.id }, other);
    expect(refused.code).toBe(ErrorCode.TIMELINE_INVALID);
    expect(refused.msg).toMatch(/cloned voice/);
    const g = await t.call('guest');
    expect((await t.call('voiceClone', { name: 'G', sample_ids: [s], gender: 'female', language: 'en-us' }, g.data.token)).code).toBe(
      ErrorCode.GUEST_NOT_ALLOWED,
    );
  });
});
