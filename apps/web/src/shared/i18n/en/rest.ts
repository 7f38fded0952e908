import { assets, brandKit, upload } from './assets';
import { avatars } from './avatars';
import { avatarVideo } from './avatarVideo';
import { batch } from './batch';
import { billing } from './billing';
import { customAvatar } from './customAvatar';
import { editor } from './editor';
import { home } from './home';
import { library, plans } from './library';
import { operator } from './operator';
import { pricing } from './pricing';
import { productAvatar } from './productAvatar';
import { products } from './products';
import { profile } from './profile';
import { projects } from './projects';
import { questionnaire } from './questionnaire';
import { spaces } from './spaces';
import { talkingPhoto } from './talkingPhoto';
import { templates } from './templates';
import { url2video } from './url2video';
import { voices } from './voices';

/** The English of the signed-in pages, loaded with them (see core.ts). */
export const enRest = {
  home,
  questionnaire,
  profile,
  avatarVideo,
  editor,
  talkingPhoto,
  voices,
  avatars,
  customAvatar,
  productAvatar,
  products,
  templates,
  url2video,
  batch,
  projects,
  upload,
  assets,
  brandKit,
  library,
  plans,
  pricing,
  billing,
  operator,
  spaces,
};
