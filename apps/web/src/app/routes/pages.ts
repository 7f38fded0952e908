import type { ComponentType } from 'react';
import type { PageKey } from './types';

type PageModule = { default: ComponentType };

/** One lazily loaded module per page, so the sign-in page stays small. */
export const pages: Record<PageKey, () => Promise<PageModule>> = {
  auth: () => import('../../features/auth/pages/AuthPage'),
  homeLogin: () => import('../../features/auth/pages/HomeLoginPage'),
  h5Login: () => import('../../features/auth/pages/H5LoginPage'),
  home: () => import('../../features/home/pages/HomePage'),
  questionnaire: () => import('../../features/questionnaire/pages/QuestionnairePage'),
  profile: () => import('../../features/profile/pages/ProfilePage'),
  talkingAvatar: () => import('../../features/avatar-video/pages/AvatarVideoPage'),
  talkingPhoto: () => import('../../features/avatar-video/pages/TalkingPhotoPage'),
  voices: () => import('../../features/voices/pages/VoicesPage'),
  avatars: () => import('../../features/avatars/pages/AvatarsPage'),
  aigcAvatarCreate: () => import('../../features/avatars/pages/CreatePhotoAvatarPage'),
  createCustomAvatar: () => import('../../features/custom-avatar/pages/CreateCustomAvatarPage'),
  photoAvatarDetail: () => import('../../features/avatars/pages/PhotoAvatarDetailPage'),
  aigcAvatarMotion: () => import('../../features/avatars/pages/AvatarMotionPage'),
  photoToAvatar: () => import('../../features/avatars/pages/PhotoToAvatarPage'),
  productAvatar: () => import('../../features/product-avatar/pages/ProductAvatarPage'),
  products: () => import('../../features/products/pages/ProductsPage'),
  projects: () => import('../../features/projects/pages/ProjectsPage'),
  videoDetail: () => import('../../features/projects/pages/VideoDetailPage'),
  assets: () => import('../../features/assets/pages/AssetsPage'),
  mediaTab: () => import('../../features/assets/pages/MediaTabPage'),
  brandKit: () => import('../../features/brand-kit/pages/BrandKitPage'),
  terms: () => import('../../features/legal/pages/TermsPage'),
  privacy: () => import('../../features/legal/pages/PrivacyPage'),
  ban: () => import('../../features/system/pages/BanPage'),
  h5: () => import('../../features/system/pages/H5Page'),
  billingSubscriptions: () => import('../../features/billing/pages/SubscriptionPage'),
  billingInvoices: () => import('../../features/billing/pages/InvoicesPage'),
  billingInvoiceDetails: () => import('../../features/billing/pages/InvoiceDetailPage'),
  billingPaymentDetails: () => import('../../features/billing/pages/PaymentDetailsPage'),
  billingUsageDetails: () => import('../../features/billing/pages/UsagePage'),
  operator: () => import('../../features/operator/pages/OperatorPage'),
  spaceSettings: () => import('../../features/spaces/pages/SpaceSettingsPage'),
  spaceInvite: () => import('../../features/spaces/pages/SpaceInvitePage'),
  notAvailable: () => import('../../features/system/pages/NotAvailablePage'),
  notFound: () => import('../../features/system/pages/NotFoundPage'),
};
