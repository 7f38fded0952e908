import { createTranslator } from './translator';

/**
 * The app's one translator. Empty until `./index` (the app) or a test adds dictionaries; kept apart
 * from `./index` so code that only translates does not pull in the page's language set-up.
 */
export const i18n = createTranslator({ lng: 'en', fallback: 'en' });
