/**
 * Characters PostgreSQL refuses in text and jsonb: NUL, and UTF-16 surrogates without their pair
 * (which cannot be encoded as UTF-8). Any string that reaches the database must be free of them.
 */
const REFUSED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REFUSED_ALL = new RegExp(REFUSED.source, 'g');

export const REFUSED_TEXT_MESSAGE = 'The text contains characters that cannot be saved. Please remove them and try again.';

export const hasRefusedText = (s: string): boolean => REFUSED.test(s);
export const stripRefusedText = (s: string): string => s.replace(REFUSED_ALL, '');

/**
 * The path (`a.b.0`) of the first string, or object key, anywhere in a value that holds a refused
 * character; null when there is none.
 */
export function findRefusedText(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasRefusedText(value) ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findRefusedText(value[i], [...path, i]);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    for (const [k, v] of Object.entries(value)) {
      if (hasRefusedText(k)) return [...path, k].join('.');
      const hit = findRefusedText(v, [...path, k]);
      if (hit !== null) return hit;
    }
  }
  return null;
}
