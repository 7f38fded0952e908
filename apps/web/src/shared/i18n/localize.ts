import { BAD_NAME_MESSAGE, ERRORS, type ErrorCode, errorKeyOf, isErrorCode, type Localized, REFUSED_TEXT_MESSAGE, V } from '@framecast/contract';
import { i18n } from './instance';
import { uploadTextKey } from './upload-messages';

const vKeyOf = new Map<string, string>(Object.entries(V).map(([key, text]) => [text, key]));
/** Other fixed texts of the contract's schemas that have a translation. */
const contractTexts = new Map<string, string>([
  ['Pick at least one', 'questionnaire.pickGoals'],
  ['The captcha has 4 characters', 'auth.captcha.fourChars'],
  [REFUSED_TEXT_MESSAGE, 'common.refusedText'],
  [BAD_NAME_MESSAGE, 'common.badName'],
]);
/** A code's English message by its text: a message may arrive under another code (a validation failure worded as one). */
const codeOfDefault = new Map<string, ErrorCode>(Object.values(ERRORS).map((r) => [r.msg, r.code]));

/** A code's message in the current language, from the contract's error table (its key is `errors.<code>`). */
export const errorText = (code: ErrorCode): string => i18n.t(errorKeyOf(code));

/** A length in the current language: 30 → '30 seconds' / '30 秒', 900 → '15 minutes'. */
export const durationText = (seconds: number): string =>
  seconds < 60 ? i18n.t('render.units.seconds', { count: seconds }) : i18n.t('render.units.minutes', { count: Math.round(seconds / 60) });

/** Values that are words of the dictionary: a brand-kit slot and a media kind read in the current language. */
const WORDS: Record<string, string> = { slot: 'uploadRules.slots', kind: 'uploadRules.kinds' };

/** Extensions as a list in the current language: ['.mp3', '.wav'] → '.mp3 or .wav' / '.mp3 或 .wav'. */
const listText = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${i18n.t('uploadRules.or')} ${items[items.length - 1]}` : (items[0] ?? '');

/**
 * A message the contract sent as a key and values, in the current language. Values are raw: `seconds`
 * reads as a length (`{{time}}` in the dictionaries), lists are joined, the rest is shown as sent.
 */
export function translate({ key, params = {} }: Localized): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const named = WORDS[name];
    values[name] = Array.isArray(value) ? listText(value) : named && i18n.exists(`${named}.${value}`) ? i18n.t(`${named}.${value}`) : value;
  }
  if (typeof params.seconds === 'number') values.time = durationText(params.seconds);
  // The spec's own English keeps single braces ('Your video exceeds {time}…'); the dictionaries use {{…}}.
  return i18n.t(key, values).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * Show a message from the contract in the current language: by its key and values when it came with
 * them (`data.i18n`), else a fixed text of the contract (validation texts `V`, upload rules' fixed
 * texts) or a code's default message; anything else (a specific server message) is shown as sent.
 */
export const localizeMessage = (message: string, code?: number, localized?: Localized | null): string => {
  if (localized && i18n.exists(localized.key)) return translate(localized);
  const vKey = vKeyOf.get(message);
  if (vKey) return i18n.t(`v.${vKey}`);
  const textKey = contractTexts.get(message) ?? uploadTextKey(message);
  if (textKey && i18n.exists(textKey)) return i18n.t(textKey);
  const defaultOf = codeOfDefault.get(message);
  if (code !== undefined && defaultOf !== undefined) return errorText(defaultOf);
  return message;
};

/** Reads a text of the contract in the current language: `localizeMessage`, or a feature's reader that knows its own texts first. */
export type TextReader = (message: string, code?: number) => string;

/**
 * A refusal's message in the current language: by the key and values it came with, else as `read`
 * knows the text, else — the server words some cases itself, in English — by the code's entry in the
 * error table, so a reader of another language is not left with English; in English the server's own
 * words stay (they may name what was refused).
 */
export function failureMessage(sent: string, code: number, localized?: Localized | null, read: TextReader = localizeMessage): string {
  if (localized && i18n.exists(localized.key)) return translate(localized);
  const text = read(sent, code);
  if (text === sent && i18n.language !== 'en' && isErrorCode(code)) return errorText(code);
  return text;
}
