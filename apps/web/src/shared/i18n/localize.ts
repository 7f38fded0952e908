import { ErrorMessage, REFUSED_TEXT_MESSAGE, V } from '@framecast/contract';
import { i18n } from './instance';
import { localizeUploadMessage } from './upload-messages';

const vKeyOf = new Map<string, string>(Object.entries(V).map(([key, text]) => [text, key]));
/** Other fixed texts of the contract's schemas that have a translation. */
const contractTexts = new Map<string, string>([
  ['Pick at least one', 'questionnaire.pickGoals'],
  ['The captcha has 4 characters', 'auth.captcha.fourChars'],
  [REFUSED_TEXT_MESSAGE, 'common.refusedText'],
]);
const defaultMessages = new Set<string>(Object.values(ErrorMessage));
/** The server fills in the plan's limit: 'Your video exceeds 30 seconds; upgrade or edit the video'. */
const [exceedsHead, exceedsTail] = V.videoTooLong.split('{time}') as [string, string];
const DURATION = /^(\d+) (second|minute)s?$/;

/** A length as the contract's `formatLimit` writes it ('30 seconds', '1 minute') in the current language. */
export const localizeDuration = (text: string): string => {
  const m = DURATION.exec(text.trim());
  if (!m) return text;
  return i18n.t(m[2] === 'second' ? 'render.units.seconds' : 'render.units.minutes', { count: Number(m[1]) });
};

const localizeExceeds = (message: string): string | null => {
  if (!message.startsWith(exceedsHead) || !message.endsWith(exceedsTail)) return null;
  const time = localizeDuration(message.slice(exceedsHead.length, message.length - exceedsTail.length));
  // English keeps the contract's `{time}`; other languages use the dictionaries' `{{time}}`.
  return i18n.t('v.videoTooLong', { time }).replace('{time}', time);
};

/**
 * Show a message from the contract (a validation text of `V` or a default error message) in the
 * current language; anything else (a specific server message) is shown as sent.
 */
export const localizeMessage = (message: string, code?: number): string => {
  const vKey = vKeyOf.get(message);
  if (vKey) return i18n.t(`v.${vKey}`);
  const textKey = contractTexts.get(message);
  if (textKey) return i18n.t(textKey);
  const exceeds = localizeExceeds(message) ?? localizeUploadMessage(message);
  if (exceeds) return exceeds;
  if (code !== undefined && defaultMessages.has(message) && i18n.exists(`errors.${code}`)) return i18n.t(`errors.${code}`);
  return message;
};
