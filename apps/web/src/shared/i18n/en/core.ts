import { type ErrorCode, ErrorMessage, V } from '@framecast/contract';
import { auth } from './auth';
import { common, nav, overlay } from './common';
import { render } from './render';
import { routes } from './routes';
import { system } from './system';
import { uploadRules } from './uploadRules';

/**
 * The part of the English dictionary that ships with the app: what the sign-in, system and legal pages,
 * the layouts and the API client's messages need. The rest (rest.ts) loads with the other pages
 * (`loadLanguage`). The validation texts of spec 000 §5/§8 come word for word from the contract's `V`.
 */
export const enCore = {
  common,
  nav,
  overlay,
  auth,
  routes,
  system,
  render,
  uploadRules,
  v: { ...V },
  // Every code of the contract's error table by its key (`errors.<code>`), in its English words; the
  // other languages must give each one (the Messages type and errors.test.ts hold them to it).
  errors: { ...ErrorMessage } as { [C in ErrorCode as `${C}`]: string },
};
