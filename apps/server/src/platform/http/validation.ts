import type { z } from 'zod';
import { ErrorCode, findRefusedText, REFUSED_TEXT_MESSAGE } from '@framecast/contract';
import { AppError } from './errors.js';

/**
 * Parses input with a contract schema. A failure names every bad field in data.fields and leads with
 * the first one, worded for a person: our own messages as they are, zod's generic ones with the field.
 * Every string of the parsed result (documents and keys included) is checked here, once for every call,
 * for characters PostgreSQL refuses, so none reaches a query and turns into a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) {
    const bad = findRefusedText(r.data);
    if (bad !== null) throw new AppError(ErrorCode.VALIDATION, REFUSED_TEXT_MESSAGE, { fields: { [bad]: REFUSED_TEXT_MESSAGE } });
    return r.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = humanize(key, issue);
  }
  const first = Object.values(fields)[0] ?? 'Invalid request.';
  throw new AppError(ErrorCode.VALIDATION, first, { fields });
}

function humanize(key: string, issue: z.core.$ZodIssue): string {
  const generic = /^Invalid input|^Too (big|small)|^Unrecognized key|^Invalid (string|option)|^Expected/;
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${(issue as { keys: string[] }).keys.join(', ')}`;
  if (!generic.test(issue.message)) return issue.message;
  return key === '_' ? issue.message : `${key}: ${issue.message}`;
}
