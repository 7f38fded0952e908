import { z } from 'zod';

/**
 * A message the UI shows in the reader's language: a dictionary key and its values, sent beside the
 * English text (which API clients read). Values are raw (seconds, extensions, sizes as the spec writes
 * them); the web formats them for its language, so no one parses English prose back into keys.
 */
export const Localized = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
});
export type Localized = z.infer<typeof Localized>;

/** An English text with its key and values. */
export interface Message {
  text: string;
  i18n: Localized;
}
export const message = (text: string, key: string, params?: Localized['params']): Message => ({ text, i18n: params ? { key, params } : { key } });
