/**
 * Characters PostgreSQL refuses in text and jsonb: NUL, and UTF-16 surrogates without their pair
 * (which cannot be encoded as UTF-8). Any string that reaches the database must be free of them.
 */
const REFUSED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REFUSED_ALL = new RegExp(REFUSED.source, 'g');

export const REFUSED_TEXT_MESSAGE = 'The text contains characters that cannot be saved. Please remove them and try again.';

/**
 * The name rule, for every name a user gives (a file, project, folder, avatar, product, space, voice,
 * key, template, nickname): path separators, control characters (C0, DEL, C1), line and paragraph
 * separators, and bidirectional overrides and isolates (which make `gpj.exe` read as `exe.jpg`) have
 * no place in a name; they break lists, logs, download names and paths. Letters of any script stay.
 */
export const UNSAFE_NAME = /[\\/\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
export const isSafeName = (name: string): boolean => !UNSAFE_NAME.test(name);
export const BAD_NAME_MESSAGE = 'A name cannot contain slashes, line breaks or control characters.';
const UNSAFE_NAME_RUNS = new RegExp(`(?:${UNSAFE_NAME.source})+`, 'g');
/** A name the server makes from text it did not choose (a shop page's title): what the rule refuses becomes a space, so the user can save it back. */
export const toSafeName = (text: string): string => text.replace(UNSAFE_NAME_RUNS, ' ').replace(/\s+/g, ' ').trim();

export const hasRefusedText = (s: string): boolean => REFUSED.test(s);
export const stripRefusedText = (s: string): string => s.replace(REFUSED_ALL, '');

/**
 * The path (`a.b.0`) of the first string, or object key, anywhere in a value that holds a refused
 * character; null when there is none. Walked with a stack of its own, not recursion: a request body
 * can nest a million arrays deep, which would overflow the call stack.
 */
export function findRefusedText(value: unknown): string | null {
  const stack: RefusedItem[] = [];
  const top = visitRefused(stack, value, null, null);
  if (top !== null) return top;
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const hit = visitRefused(stack, v[i], i, item);
        if (hit !== null) return hit;
      }
    } else {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) continue;
      for (const k in v as object) {
        if (hasRefusedText(k)) return refusedPath(item, k);
        const hit = visitRefused(stack, (v as Record<string, unknown>)[k], k, item);
        if (hit !== null) return hit;
      }
    }
  }
  return null;
}

// Module-level, not closures: this runs on every call's input, and a closure made per call was most of its cost.
type RefusedItem = { value: unknown; key: string | number | null; parent: RefusedItem | null };

/** Strings are checked as they are met; only containers wait on the stack. */
function visitRefused(stack: RefusedItem[], v: unknown, key: string | number | null, parent: RefusedItem | null): string | null {
  if (typeof v === 'string') return hasRefusedText(v) ? refusedPath({ value: v, key, parent }) : null;
  if (v && typeof v === 'object') stack.push({ value: v, key, parent });
  return null;
}

function refusedPath(item: RefusedItem, last?: string): string {
  const parts: (string | number)[] = last === undefined ? [] : [last];
  for (let at: RefusedItem | null = item; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.') || '_';
}
