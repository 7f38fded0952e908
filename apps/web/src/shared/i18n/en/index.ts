import { ErrorMessage, V } from '@framecast/contract';
import { assets, brandKit, upload } from './assets';
import { auth } from './auth';
import { avatarVideo } from './avatarVideo';
import { common, nav, overlay } from './common';
import { home } from './home';
import { library, plans } from './library';
import { profile } from './profile';
import { projects } from './projects';
import { questionnaire } from './questionnaire';
import { render } from './render';
import { routes } from './routes';
import { system } from './system';
import { uploadRules } from './uploadRules';

/** English: the validation texts of spec 000 §5/§8 come word for word from the contract's `V`. */
export const en = {
  common,
  nav,
  overlay,
  auth,
  routes,
  home,
  questionnaire,
  profile,
  system,
  avatarVideo,
  projects,
  render,
  uploadRules,
  upload,
  assets,
  brandKit,
  library,
  plans,
  v: { ...V },
  errors: Object.fromEntries(Object.entries(ErrorMessage).map(([code, msg]) => [code, msg])) as Record<string, string>,
};

/** The shape every other language must fill in completely. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
