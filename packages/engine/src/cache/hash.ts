import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * JSON with object keys sorted at every level, so two equal inputs always hash the same whatever order
 * their fields were written in. `undefined` fields are dropped (as JSON.stringify does), so adding an
 * optional field to an input does not change existing keys.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Cannot hash a non-finite number: ${value}`);
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * The cache key of one step: `<step>-<sha256>.<ext>`. `version` is the step's own version; bump it when
 * the step's output changes for the same inputs, so old entries stop matching.
 */
export function stepKey(step: string, version: number, inputs: unknown, ext: string): string {
  return `${step}-${sha256(canonicalJson({ step, version, inputs }))}.${ext}`;
}

/** sha256 of a file's bytes, streamed (media files can be large). */
export async function fileHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
