import { describe, expect, it } from 'vitest';
import { clampText } from './length-limit';

describe('clampText', () => {
  it('keeps text within the limit as it is', () => {
    expect(clampText('Launch video', 100)).toEqual({ text: 'Launch video', cut: false });
    expect(clampText('x'.repeat(60), 60)).toEqual({ text: 'x'.repeat(60), cut: false });
  });

  it('cuts longer text to the limit and says so', () => {
    expect(clampText('x'.repeat(5003), 5000)).toEqual({ text: 'x'.repeat(5000), cut: true });
  });

  it('never leaves half of an emoji at the end', () => {
    const r = clampText(`${'a'.repeat(9)}😀b`, 10);
    expect(r).toEqual({ text: 'a'.repeat(9), cut: true });
  });
});
