import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakEngine, espeakInput } from './espeak.js';

describe('espeakInput', () => {
  it('is plain text without markup, and SSML with breaks and phoneme input with it (text escaped)', () => {
    expect(espeakInput('Fish & chips')).toMatchObject({ input: 'Fish & chips', ssml: false });
    const r = espeakInput("Fish & <chips> [pause 0.5s] {tomato|t@m'A:toU]]<x>}");
    expect(r.input).toBe('<speak>Fish &amp; &lt;chips&gt; <break time="500ms"/> [[t@m\'A:toUx]]</speak>');
    expect([...r.pronounced]).toEqual([['tomato', "t@m'A:toUx"]]);
  });
});

describe('EspeakEngine with pauses and pronunciations', () => {
  let dir: string;
  const engine = new EspeakEngine();
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'espeak-markup-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('makes a written pause silent time, says a word as its phonemes, and captions the words as shown', async () => {
    const say = (text: string, name: string) => engine.synthesize({ text, voice: 'en-us', speed: 1 } as never, join(dir, `${name}.wav`));
    const plain = await say('I like tomato soup', 'plain');
    const paused = await say('I like [pause 1.5s] tomato soup', 'paused');
    expect(paused.durationSec - plain.durationSec).toBeGreaterThan(1.2);
    expect(paused.durationSec - plain.durationSec).toBeLessThan(1.9);
    // American espeak says t@meIt#oU; the pronunciation asks for the British vowel.
    const said = await say("I like {tomato|t@m'A:toU} soup", 'said');
    expect(said.phonemes!.map((p) => p.text).join('')).toContain('mA:t');
    expect(plain.phonemes!.map((p) => p.text).join('')).not.toContain('A:');
    expect(said.words!.map((w) => w.text)).toEqual(['I', 'like', 'tomato', 'soup']);
    expect(paused.words!.map((w) => w.text)).toEqual(['I', 'like', 'tomato', 'soup']);
    // The pause sits between "like" and "tomato".
    const [, like, tomato] = paused.words!;
    expect(tomato!.start - like!.end).toBeGreaterThan(1.2);
  });
});
