import { PROGRESS_BAR } from '@framecast/contract';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// People who ask their system for less motion get the bar without its slide and fade, as dialogs do (theme).
NProgress.configure({ ...PROGRESS_BAR, showSpinner: false, ...(matchMedia('(prefers-reduced-motion: reduce)').matches && { speed: 0 }) });

/** The slim bar at the top during route navigation. */
export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
