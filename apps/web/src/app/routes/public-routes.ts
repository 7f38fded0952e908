import { authed, open, type AppRoute } from './types';

const noUserInfo = { needsUserInfo: false, questionnaire: false } as const;

/** Spec 000 §2.1: public, login and legal routes. */
export const publicRoutes: AppRoute[] = [
  open('/login', 'login', 'auth', noUserInfo),
  open('/register', 'register', 'auth', noUserInfo),
  open('/forgot-password', 'forgotPassword', 'auth', noUserInfo),
  open('/home-login', 'homeLogin', 'homeLogin', noUserInfo),
  open('/h5-login', 'h5Login', 'h5Login', noUserInfo),
  open('/googleLoginRedirect', 'googleLogin', 'notAvailable', noUserInfo),
  open('/discordLoginRedirect', 'discordLogin'),
  open('/platformLoginRedirect', 'platformLogin'),
  open('/tiktokLoginRedirect', 'tiktokLogin'),
  open('/terms-of-use', 'termsOfUse', 'terms', noUserInfo),
  open('/privacy-policy', 'privacyPolicy', 'privacy', noUserInfo),
  open('/h5', 'h5', 'h5', { questionnaire: false }),
  open('/ban', 'ban', 'ban', noUserInfo),
  open('/contact', 'contact'),
  open('/ltdlicense', 'ltdLicense'),
  open('/appsumo/activate', 'appsumoActivate', 'notAvailable', noUserInfo),
  open('/pricingifr', 'pricingFrame'),
  open('/email-unsubscribe', 'emailUnsubscribe'),
  // Invitation landings (spec 000 §2.1): signed in or not, the page says who invited to which space.
  open('/invite/space', 'inviteSpace', 'spaceInvite'),
  open('/s/:code', 'joinSpace', 'spaceInvite'),
  // `/entry/{partner}` and `/entry/{partner}-navigate`: one segment, read by the page.
  open('/entry/:entry', 'partnerEntry'),
];

/** Spec 000 §2.3: the workspace (a token is required). */
export const workspaceRoutes: AppRoute[] = [
  authed('/home', 'home', 'home'),
  authed('/questionnaire', 'questionnaire', 'questionnaire', { layout: 'bare', questionnaire: false }),
  authed('/editor', 'editor', 'editor', { editor: true, layout: 'bare' }),
  authed('/projects', 'projects', 'projects'),
  authed('/avatar', 'avatars', 'avatars'),
  authed('/avatar/look', 'avatarLook'),
  authed('/templates', 'templates', 'templates'),
  authed('/products', 'products', 'products'),
  authed('/all-tools', 'allTools'),
  authed('/assets', 'assets', 'assets'),
  authed('/learningCenter', 'learningCenter'),
  authed('/brand-kit', 'brandKit', 'brandKit'),
  authed('/media-tab', 'media', 'mediaTab'),
  authed('/voice', 'voices', 'voices'),
  authed('/video-detail', 'videoDetail', 'videoDetail'),
  authed('/profile', 'profile', 'profile'),
];
