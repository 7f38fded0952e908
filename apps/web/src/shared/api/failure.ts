import type { Localized } from '@framecast/contract';
import { failureMessage, localizeMessage, type TextReader } from '../i18n/localize';
import { isApiError } from './errors';

/** A refusal of the server as a page shows it, in the user's language. */
export interface Failure {
  /** The contract's code: a page branches on it (an upgrade may help, a limit was reached). */
  code: number;
  message: string;
  /** Each field the server named (`data.fields`, by its path: `placement.width`), in its own words. */
  fields: Record<string, string>;
  /** The form field of the first one named (`placement.width` → `placement`). */
  field?: string;
  /** One line when there is room for one: the first named field's words, else the message. */
  reason: string;
}

/**
 * The one reading of a failed call for the pages: null for a network failure (the client has said so)
 * or a cancel, else its code, message and named fields, each in the user's language. `read` is a
 * feature's reader when it knows texts of its own (products, templates, avatars…); anything it does
 * not know goes by the contract's error table (`failureMessage`).
 */
export function failureOf(err: unknown, read: TextReader = localizeMessage): Failure | null {
  if (!isApiError(err) || err.code <= 0) return null;
  const data = err.data as { fields?: Record<string, string>; i18n?: Localized } | null;
  const message = failureMessage(err.sent, err.code, data?.i18n, read);
  // A field's words are shown beside it as sent when no dictionary has them: its code's general message would say less.
  const fields = Object.fromEntries(Object.entries(data?.fields ?? {}).map(([path, text]) => [path, read(text)]));
  const [path, first] = Object.entries(fields)[0] ?? [];
  return { code: err.code, message, fields, field: path?.split('.')[0], reason: first ?? message };
}
