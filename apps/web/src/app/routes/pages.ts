import type { ComponentType } from 'react';
import type { PageKey } from './types';

export type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

/**
 * Pages a signed-out visitor may open first. Each lazy import carries its chunk's preload list, and
 * these lists ride in the app's entry, which the sign-in page loads (bench/web.ts counts it).
 */
const publicPages = {
  auth: () => import('../../features/auth/pages/AuthPage'),
  homeLogin: () => import('../../features/auth/pages/HomeLoginPage'),
  h5Login: () => import('../../features/auth/pages/H5LoginPage'),
  terms: () => import('../../features/legal/pages/TermsPage'),
  privacy: () => import('../../features/legal/pages/PrivacyPage'),
  ban: () => import('../../features/system/pages/BanPage'),
  h5: () => import('../../features/system/pages/H5Page'),
  spaceInvite: () => import('../../features/spaces/pages/SpaceInvitePage'),
  notAvailable: () => import('../../features/system/pages/NotAvailablePage'),
  notFound: () => import('../../features/system/pages/NotFoundPage'),
} satisfies Partial<Record<PageKey, PageLoad>>;

export type PublicPageKey = keyof typeof publicPages;

const isPublic = (key: PageKey): key is PublicPageKey => key in publicPages;

/**
 * How a page's module loads. The signed-in pages' imports, with their preload lists (about 7 KB gzip,
 * 0.2 KB more with each page), sit in one small chunk of their own, fetched when the first of those pages
 * opens, beside the guard's user-info request (router.tsx): the sign-in page does not carry them.
 */
export const loadPage = (key: PageKey): PageLoad => (isPublic(key) ? publicPages[key] : () => import('./signed-in-pages').then((m) => m.signedInPages[key]()));
