import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerNavigate } from '../shared/navigation';
import { BootScreen } from './BootScreen';
import { guardLoader } from './guard/guard-loader';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { appRoutes, redirects, type AppRoute, type RouteHandle } from './routes';
import { pages } from './routes/pages';

const toRouteObject = (route: AppRoute): RouteObject => ({
  id: route.path,
  path: route.path,
  handle: { label: route.label, meta: route.meta, page: route.page } satisfies RouteHandle,
  loader: guardLoader(route),
  lazy: async () => ({ Component: (await pages[route.page]()).default }),
});

const notFound: AppRoute = {
  path: '*',
  label: 'notFound',
  page: 'notFound',
  meta: { auth: false, needsUserInfo: false, editor: false, layout: 'bare', questionnaire: false, internal: false },
};

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: BootScreen,
    ErrorBoundary: RouteError,
    children: [
      ...redirects.map(
        (r): RouteObject => ({
          path: r.path,
          loader: ({ request }) => redirect(r.to + new URL(request.url).search),
          Component: () => null,
        }),
      ),
      {
        id: 'shell',
        lazy: async () => ({ Component: (await import('./shell/ShellLayout')).default }),
        ErrorBoundary: RouteError,
        children: appRoutes.filter((r) => r.meta.layout === 'shell').map(toRouteObject),
      },
      {
        id: 'bare',
        lazy: async () => ({ Component: (await import('./layouts/BareLayout')).default }),
        ErrorBoundary: RouteError,
        children: [...appRoutes.filter((r) => r.meta.layout === 'bare'), notFound].map(toRouteObject),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((to, options) => void router.navigate(to, options));
