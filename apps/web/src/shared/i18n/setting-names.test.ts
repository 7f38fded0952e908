import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

/** Every string of a dictionary with its dotted key. */
function* strings(node: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof node === 'string') yield [path.join('.'), node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, [...path, k]);
}

/**
 * Setting names (ENGINE_VOICE_CLONE_URL, ENGINE_LLM_URL…) are for whoever runs the server: the operator
 * page and the README. A customer reads what is missing in words (issue 24 item 31).
 */
describe('customer-facing text names no server setting', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('%s', (_lang, messages) => {
    const named = [...strings(messages)].filter(([key, text]) => /\bENGINE_[A-Z_]+/.test(text) && !key.startsWith('operator.'));
    expect(named).toEqual([]);
  });
});
