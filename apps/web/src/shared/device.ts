export const PHONE_MAX_WIDTH = 768;

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;

/** "Phone" = a viewport narrower than 768 px or a mobile user agent. */
export const isPhone = (): boolean =>
  (typeof window !== 'undefined' && window.innerWidth < PHONE_MAX_WIDTH) || (typeof navigator !== 'undefined' && MOBILE_UA.test(navigator.userAgent));
