import { ErrorMessage, V } from '@framecast/contract';
import i18n from 'i18next';

const vKeyOf = new Map<string, string>(Object.entries(V).map(([key, text]) => [text, key]));
/** Other fixed texts of the contract's schemas that have a translation. */
const contractTexts = new Map<string, string>([
  ['Pick at least one', 'questionnaire.pickGoals'],
  ['The captcha has 4 characters', 'auth.captcha.fourChars'],
]);
const defaultMessages = new Set<string>(Object.values(ErrorMessage));

/**
 * Show a message from the contract (a validation text of `V` or a default error message) in the
 * current language; anything else (a specific server message) is shown as sent.
 */
export const localizeMessage = (message: string, code?: number): string => {
  const vKey = vKeyOf.get(message);
  if (vKey) return i18n.t(`v.${vKey}`);
  const textKey = contractTexts.get(message);
  if (textKey) return i18n.t(textKey);
  if (code !== undefined && defaultMessages.has(message) && i18n.exists(`errors.${code}`)) return i18n.t(`errors.${code}`);
  return message;
};
