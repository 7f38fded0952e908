import { BATCH_MESSAGES, URL2VIDEO_MESSAGES } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import { templateMessage } from '../templates/messages';

/** The contract's English for each batch refusal (and URL to Video's, which the create call shares), and our key for it. */
const KEYS = new Map<string, string>([
  ...Object.entries(URL2VIDEO_MESSAGES).map(([name, text]): [string, string] => [text, `url2video.errors.${name}`]),
  ...Object.entries(BATCH_MESSAGES).flatMap(([name, text]): [string, string][] => (typeof text === 'string' ? [[text, `batch.errors.${name}`]] : [])),
]);

/** "Failed to parse 3 URLs" → 3, as the contract words it; null for any other message. */
function parseCount(message: string): number | null {
  const n = Number(/\d+/.exec(message)?.[0]);
  return n > 0 && BATCH_MESSAGES.parse(n) === message ? n : null;
}

/** A message of Batch Mode in the current language; a template's or a product's as theirs are read, any other as localizeMessage reads it. */
export function batchMessage(message: string, code?: number): string {
  const key = KEYS.get(message);
  if (key) return i18n.t(key);
  const count = parseCount(message);
  if (count !== null) return i18n.t('batch.errors.parse', { count });
  return templateMessage(message, code);
}
