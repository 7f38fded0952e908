import { isApiError } from '../../shared/api/errors';
import { templateMessage } from '../../shared/templates/messages';

/** A refusal of the create dialog: its message and each field the server named, in the user's language. */
export interface Failure {
  code: number;
  message: string;
  fields: Record<string, string>;
}

/** Null for a network failure (the client has said so) or a cancel. */
export function failureOf(err: unknown): Failure | null {
  if (!isApiError(err) || err.code <= 0) return null;
  const raw = (err.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  const fields = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, templateMessage(v, err.code)]));
  return { code: err.code, message: templateMessage(err.message, err.code), fields };
}
