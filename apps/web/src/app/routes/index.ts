import { publicRoutes, workspaceRoutes } from './public-routes';
import { toolRoutes } from './tool-routes';
import type { AppRoute, RedirectRoute } from './types';

/** THE route table: every route of spec 000 §2.1-2.11 with its guard metadata. */
export const appRoutes: AppRoute[] = [...publicRoutes, ...workspaceRoutes, ...toolRoutes];

/** Spec 000 §2.2. The query string is carried over. */
export const redirects: RedirectRoute[] = [
  { path: '/', to: '/home' },
  { path: '/create', to: '/home' },
  { path: '/create-instant-avatar', to: '/create-custom-avatar' },
  { path: '/image-or-text-to-video', to: '/image-or-text-to-video/image' },
  { path: '/product-videoads', to: '/product-video-shoot' },
  { path: '/product-quickads', to: '/product-photo-shoot' },
];

export * from './types';
