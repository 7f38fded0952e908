import { URL2VIDEO_MESSAGES } from '@framecast/contract';
import { isApiError } from '../../shared/api/errors';
import { i18n } from '../../shared/i18n/instance';
import { templateMessage } from '../../shared/templates/messages';

/** The contract's English for each URL to Video refusal, and our key for it. */
const KEYS = new Map<string, string>(Object.entries(URL2VIDEO_MESSAGES).map(([name, text]) => [text, `url2video.errors.${name}`]));

/** A message of URL to Video in the current language; a template's or a product's as theirs are read, any other as localizeMessage reads it. */
export function url2videoMessage(message: string, code?: number): string {
  const key = KEYS.get(message);
  return key ? i18n.t(key) : templateMessage(message, code);
}

/** A refusal as the wizard shows it: its code (an upgrade may help) and message, in the user's language. */
export interface Failure {
  code: number;
  message: string;
}

/** Null for a network failure (the client has said so) or a cancel. A refused field's own words are the message. */
export function failureOf(err: unknown): Failure | null {
  if (!isApiError(err) || err.code <= 0) return null;
  const fields = (err.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  const message = Object.values(fields)[0] ?? err.message;
  return { code: err.code, message: url2videoMessage(message, err.code) };
}
