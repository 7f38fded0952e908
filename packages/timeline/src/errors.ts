import type { z } from 'zod';

/** One problem in a document: where (`scenes[0].script[1].voice`, '' = the whole document) and what, in words a user understands. */
export interface TimelineIssue {
  path: string;
  message: string;
  /** Which semantic rule found it (validateTimeline only), so callers can branch without parsing words. */
  rule?: string;
}

/**
 * Why a document was refused: `invalid` (shape or rules), `version` (newer than this code understands),
 * `script` (nothing speakable: upstream's 'Script input error. Please check and try again.').
 */
export type TimelineErrorReason = 'invalid' | 'version' | 'script';

export class TimelineError extends Error {
  readonly kind = 'timeline';
  constructor(
    readonly issues: TimelineIssue[],
    readonly reason: TimelineErrorReason = 'invalid',
  ) {
    super(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ') || 'Invalid timeline');
    this.name = 'TimelineError';
  }
}

/** `['scenes', 0, 'layers', 1, 'x']` → `scenes[0].layers[1].x` */
export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const list = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

/** zod's wording is for developers ("Too small: expected string to have >=1 characters"); this is for users. */
function humanMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'Must not be empty' : `Must have at least ${min} characters`;
      if (issue.origin === 'array') return `Needs at least ${min} item${min === 1 ? '' : 's'}`;
      return issue.inclusive ? `Must be at least ${min}` : `Must be more than ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Must have at most ${max} characters`;
      if (issue.origin === 'array') return `Allows at most ${max} items`;
      return issue.inclusive ? `Must be at most ${max}` : `Must be less than ${max}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${list(issue.values)}` : `Must be one of: ${list(issue.values)}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return options ? `Must be one of: ${list(options)}` : 'Does not match any allowed form';
    }
    default:
      // Our own regexes and refinements carry hand-written messages.
      return issue.message;
  }
}

export function issuesFromZod(error: z.ZodError, prefix = ''): TimelineIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path, prefix), message: humanMessage(issue) }));
}

/** Parses or throws TimelineError; `prefix` places the issues inside a larger document. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new TimelineError(issuesFromZod(result.error, prefix));
  return result.data;
}
