import { PROGRESS_BAR } from '@framecast/contract';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ ...PROGRESS_BAR, showSpinner: false });

/** The slim bar at the top during route navigation. */
export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
