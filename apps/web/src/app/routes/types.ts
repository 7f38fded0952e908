import type { RouteLabel } from '../../shared/i18n/en/routes';

/** Pages that exist; every other route renders the shared "not available yet" page. */
export type PageKey =
  | 'auth'
  | 'homeLogin'
  | 'h5Login'
  | 'home'
  | 'questionnaire'
  | 'profile'
  | 'talkingAvatar'
  | 'talkingPhoto'
  | 'voices'
  | 'avatars'
  | 'aigcAvatarCreate'
  | 'createCustomAvatar'
  | 'photoAvatarDetail'
  | 'aigcAvatarMotion'
  | 'photoToAvatar'
  | 'productAvatar'
  | 'products'
  | 'templates'
  | 'url2video'
  | 'applyProduct'
  | 'batch'
  | 'projects'
  | 'videoDetail'
  | 'editor'
  | 'quickEditor'
  | 'assets'
  | 'mediaTab'
  | 'brandKit'
  | 'terms'
  | 'privacy'
  | 'ban'
  | 'h5'
  | 'billingSubscriptions'
  | 'billingInvoices'
  | 'billingInvoiceDetails'
  | 'billingPaymentDetails'
  | 'billingUsageDetails'
  | 'operator'
  | 'spaceSettings'
  | 'spaceInvite'
  | 'notAvailable'
  | 'notFound';

/** Guard metadata carried by every route (spec 000 §2.13). */
export interface RouteMeta {
  /** A token is required (spec 2.3 "authority"). */
  auth: boolean;
  /** Load user info when a token exists; false for legal pages, login, Google redirect, appsumo activate. */
  needsUserInfo: boolean;
  /** The editor: phones go to /h5. */
  editor: boolean;
  /** Rendered inside the app shell (navigation, user menu) or on a bare page. */
  layout: 'shell' | 'bare';
  /** The questionnaire redirect applies here. */
  questionnaire: boolean;
  /** Internal test page, not for customers. */
  internal: boolean;
  /** The dynamic first segment must end with this (partner admin routes: `{partner}-admin`). */
  segmentSuffix?: string;
}

export interface AppRoute {
  path: string;
  label: RouteLabel;
  page: PageKey;
  meta: RouteMeta;
}

export interface RedirectRoute {
  path: string;
  to: string;
}

/** What a route exposes to components through `useMatches()`. */
export interface RouteHandle {
  label: RouteLabel;
  meta: RouteMeta;
  page: PageKey;
}

const defaults = (auth: boolean): RouteMeta => ({
  auth,
  needsUserInfo: true,
  editor: false,
  layout: auth ? 'shell' : 'bare',
  questionnaire: true,
  internal: false,
});

/** A route that needs a token. */
export const authed = (path: string, label: RouteLabel, page: PageKey = 'notAvailable', meta: Partial<RouteMeta> = {}): AppRoute => ({
  path,
  label,
  page,
  meta: { ...defaults(true), ...meta },
});

/** A route open to everyone. */
export const open = (path: string, label: RouteLabel, page: PageKey = 'notAvailable', meta: Partial<RouteMeta> = {}): AppRoute => ({
  path,
  label,
  page,
  meta: { ...defaults(false), ...meta },
});
