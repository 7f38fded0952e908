import { BAD_FILE_NAME_MESSAGE, UPLOAD_MESSAGES } from '@framecast/contract';

/**
 * The upload rules' fixed texts (no values), by their dictionary key: warnings on an asset and a few
 * refusals arrive as text only. Messages with values come with their key (`data.i18n`, a rule check's
 * `i18n`) and are translated from it.
 */
const keys = new Map<string, string>([
  ...Object.entries(UPLOAD_MESSAGES).map(([key, text]) => [text, `uploadRules.${key}`] as const),
  ['The profile photo must be square.', 'uploadRules.profileSquare'],
  ['The image must be square.', 'uploadRules.square'],
  ['The consent video must be under 1 minute.', 'uploadRules.consentLength'],
  [BAD_FILE_NAME_MESSAGE, 'uploadRules.badName'],
  ['The file is not the size that was declared. Please upload it again.', 'uploadRules.sizeMismatch'],
]);

export const uploadTextKey = (text: string): string | undefined => keys.get(text);
