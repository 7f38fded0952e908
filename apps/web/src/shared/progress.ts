import { PROGRESS_BAR } from '@framecast/contract';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** People who ask their system for less motion get the bar without its slide and fade, as dialogs do (theme). */
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

NProgress.configure({ ...PROGRESS_BAR, ...(reducedMotion ? { speed: 0 } : {}), showSpinner: false });

/** The slim bar at the top during route navigation. */
export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
