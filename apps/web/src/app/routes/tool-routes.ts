import { authed, open, type AppRoute } from './types';

/** Spec 000 §2.4 creation routes. */
const creation: AppRoute[] = [
  // One page for the wizard's four steps; the path chooses the step.
  authed('/url2video', 'url2video', 'url2video'),
  authed('/url2video/setting', 'url2videoSetting', 'url2video'),
  authed('/url2video/script', 'url2videoScript', 'url2video'),
  authed('/url2video/preview', 'url2videoPreview', 'url2video'),
  authed('/url2video/old', 'url2videoOld'),
  authed('/create/product', 'createProduct'),
  authed('/create/setting', 'createSetting'),
  authed('/create/script', 'createScript'),
  open('/create/select-template', 'createSelectTemplate', 'notAvailable', { layout: 'shell' }),
  authed('/create/preview', 'createPreview'),
  // Script first, so phones may open it too (§2.13 rule 3 sends only /editor to /h5).
  authed('/quickeditor', 'quickEditor', 'quickEditor'),
];

/** Spec 000 §2.5 avatar routes, plus the Avatar Video screen of §2.12 (named talking-avatar in §2.13 rule 9). */
const avatars: AppRoute[] = [
  authed('/talking-avatar', 'talkingAvatar', 'talkingAvatar'),
  open('/create-custom-avatar', 'createCustomAvatar', 'createCustomAvatar', { layout: 'shell' }),
  authed('/aigc-avatar/create', 'aigcAvatarCreate', 'aigcAvatarCreate'),
  authed('/aigc-avatar/motion', 'aigcAvatarMotion', 'aigcAvatarMotion'),
  authed('/photo-avatar-detail', 'photoAvatarDetail', 'photoAvatarDetail'),
  authed('/avatar-voice', 'avatarVoice'),
  authed('/create-aigc-avatar', 'createAigcAvatar'),
  authed('/photo-to-avatar', 'photoToAvatar', 'photoToAvatar'),
  authed('/product-avatar', 'productAvatar', 'productAvatar'),
];

/** Spec 000 §2.6 video tools and §2.7 product shoots. */
const videoTools: AppRoute[] = [
  authed('/long-video-from-text', 'longVideoFromText'),
  authed('/talking-photo', 'talkingPhoto', 'talkingPhoto'),
  authed('/avatarx', 'avatarx'),
  authed('/baby-podcast', 'babyPodcast'),
  authed('/video-translation', 'videoTranslation'),
  authed('/video-podcast', 'videoPodcast'),
  authed('/topic-to-video', 'topicToVideo'),
  authed('/face-swap', 'faceSwap'),
  authed('/avatar-vfx', 'avatarVfx'),
  authed('/avatar-vfx/lipsync', 'avatarVfxLipsync'),
  authed('/ai-tools/video-to-text', 'videoToText'),
  authed('/ai-tools/video-extender', 'videoExtender'),
  authed('/product-photo-shoot', 'productPhotoShoot'),
  authed('/product-video-shoot', 'productVideoShoot'),
  authed('/product-avatar-shoot', 'productAvatarShoot'),
  authed('/image-or-text-to-video/:type', 'imageOrTextToVideo'),
];

/** Spec 000 §2.8 batch routes: one page for Batch Mode's and Batch Product's steps, one for Apply's; the path chooses the step. */
const batch: AppRoute[] = [
  authed('/batch-product/add', 'batchProduct', 'batch'),
  authed('/batch-product/product', 'batchProduct', 'batch'),
  authed('/batch-product/settings', 'batchProduct', 'batch'),
  authed('/batch-mode/add', 'batchMode', 'batch'),
  authed('/batch-mode/product', 'batchMode', 'batch'),
  authed('/batch-mode/settings', 'batchMode', 'batch'),
  authed('/apply-product/choose', 'applyProduct', 'applyProduct'),
  authed('/apply-product/asset', 'applyProduct', 'applyProduct'),
  authed('/apply-product/script', 'applyProduct', 'applyProduct'),
  authed('/webeye/apply', 'webeyeApply'),
];

/** Spec 000 §2.9 billing and §2.10 partner admin (`/{partner}-admin`). */
const billingAndAdmin: AppRoute[] = [
  authed('/billing/subscriptions', 'billingSubscriptions', 'billingSubscriptions'),
  authed('/billing/invoices', 'billingInvoices', 'billingInvoices'),
  authed('/billing/invoice/details', 'billingInvoiceDetails', 'billingInvoiceDetails'),
  authed('/billing/payment/details', 'billingPaymentDetails', 'billingPaymentDetails'),
  authed('/billing/usage/details', 'billingUsageDetails', 'billingUsageDetails'),
  // The server's operator (ADMIN_EMAILS): plans, credits, coupons, goods, refunds.
  authed('/operator', 'operator', 'operator'),
  // Team spaces: the current space's (or ?space=) basic settings and members.
  authed('/space-settings', 'spaceSettings', 'spaceSettings'),
  authed('/:partnerAdmin', 'partnerAdmin', 'notAvailable', { segmentSuffix: '-admin' }),
  authed('/:partnerAdmin/users', 'partnerAdminUsers', 'notAvailable', { segmentSuffix: '-admin' }),
  authed('/:partnerAdmin/credit', 'partnerAdminCredit', 'notAvailable', { segmentSuffix: '-admin' }),
  authed('/:partnerAdmin/usages', 'partnerAdminUsages', 'notAvailable', { segmentSuffix: '-admin' }),
];

/** Spec 000 §2.11 internal test pages. */
const internal: AppRoute[] = [
  '/canvas-edit',
  '/preload/person',
  '/test',
  '/test2',
  '/test3',
  '/test4',
  '/test5',
  '/test6',
  '/test11',
  '/test12',
  '/test13',
  '/test14',
  '/test15',
  '/testselection',
].map((path) => authed(path, 'internalTest', 'notAvailable', { internal: true, layout: 'bare' }));

export const toolRoutes: AppRoute[] = [...creation, ...avatars, ...videoTools, ...batch, ...billingAndAdmin, ...internal];
