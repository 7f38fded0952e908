import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('is empty without values', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({})).toBe('');
    expect(queryString({ q: '', folder: undefined, x: null })).toBe('');
  });

  it('encodes values and joins lists with commas', () => {
    expect(queryString({ filter: 'video', page: 2, q: 'a b&c' })).toBe('?filter=video&page=2&q=a+b%26c');
    expect(queryString({ ids: ['a', 'b'] })).toBe('?ids=a%2Cb');
  });
});
