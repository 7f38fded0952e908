import { describe, expect, it } from 'vitest';
import { captionText, displayScript, hasScriptMarkup, pauseMark, sayMark, scriptParts, scriptPauseSeconds } from './script-markup.js';
import { estimateSpeechSeconds } from './speech-estimate.js';
import { isSpeakable, speakableText } from './text.js';

describe('script markup', () => {
  const script = "Say {tomato|t@m'A:toU} [pause 1.5s] then wait[pause 250ms]. Done.";

  it('reads pauses (s and ms, clamped to 0.1–10 s) and pronounced words in order', () => {
    expect(scriptParts(script)).toEqual([
      { type: 'text', text: 'Say ' },
      { type: 'say', word: 'tomato', phonemes: "t@m'A:toU" },
      { type: 'text', text: ' ' },
      { type: 'pause', seconds: 1.5 },
      { type: 'text', text: ' then wait' },
      { type: 'pause', seconds: 0.25 },
      { type: 'text', text: '. Done.' },
    ]);
    expect(scriptParts('[PAUSE 99s][pause 1ms]')).toEqual([
      { type: 'pause', seconds: 10 },
      { type: 'pause', seconds: 0.1 },
    ]);
    expect(scriptPauseSeconds(script)).toBe(1.75);
  });

  it('shows and speaks the words alone where markup is not read; leaves look-alikes as text', () => {
    expect(displayScript(script)).toBe('Say tomato   then wait . Done.');
    expect(speakableText(script)).toBe('Say tomato then wait . Done.');
    expect(captionText('Hello  [pause 1s]\n{there|DEr} ')).toBe('Hello there');
    expect(isSpeakable('[pause 2s]')).toBe(false);
    expect(hasScriptMarkup(script)).toBe(true);
    for (const plain of ['[pause]', '[pause 2 minutes]', '{a|}', '{|b}', 'x {a|b|c} y']) expect(hasScriptMarkup(plain)).toBe(false);
  });

  it('counts written pauses in the length estimate, unaffected by the speaking rate', () => {
    const plain = estimateSpeechSeconds('Hello there my friend');
    expect(estimateSpeechSeconds('Hello there [pause 2s] my friend')).toBeCloseTo(plain + 2, 5);
    expect(estimateSpeechSeconds('Hello there [pause 2s] my friend', 2)).toBeCloseTo(plain / 2 + 2, 5);
  });

  it('writes marks the parser reads back', () => {
    expect(scriptParts(`${pauseMark(0.74)}${sayMark(' GIF ', ' dZ|If ')}`)).toEqual([
      { type: 'pause', seconds: 0.7 },
      { type: 'say', word: 'GIF', phonemes: 'dZIf' },
    ]);
  });
});
