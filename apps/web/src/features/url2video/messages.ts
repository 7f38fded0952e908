import { URL2VIDEO_MESSAGES } from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import { templateMessage } from '../../shared/templates/messages';

/** The contract's English for each URL to Video refusal, and our key for it. */
const KEYS = new Map<string, string>(Object.entries(URL2VIDEO_MESSAGES).map(([name, text]) => [text, `url2video.errors.${name}`]));

/** A message of URL to Video in the current language; a template's or a product's as theirs are read, any other as localizeMessage reads it. */
export function url2videoMessage(message: string, code?: number): string {
  const key = KEYS.get(message);
  return key ? i18n.t(key) : templateMessage(message, code);
}
