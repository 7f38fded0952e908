import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { currentLanguage, loadLanguage } from '../shared/i18n';
import { registerNavigate } from '../shared/navigation';
import { getToken } from '../shared/storage/token';
import { BootScreen } from './BootScreen';
import { guardLoader } from './guard/guard-loader';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { appRoutes, redirects, type AppRoute, type PageKey, type RouteHandle } from './routes';
import { loadPage } from './routes/pages';
import { prefetchPage } from './routes/prefetch';
import { preloadable } from './routes/preload';

const layouts = {
  shell: preloadable(() => import('./shell/ShellLayout')),
  bare: preloadable(() => import('./layouts/BareLayout')),
};
/** Pages that read only the dictionary's core (shared/i18n/en/core.ts); the others wait for all of it. */
const CORE_DICTIONARY_PAGES: ReadonlySet<PageKey> = new Set(['auth', 'homeLogin', 'h5Login', 'terms', 'privacy', 'ban', 'h5', 'notAvailable', 'notFound']);
const pageComponents = new Map<PageKey, ReturnType<typeof preloadable>>();
/** A page's component, made once per page (several routes share a page). */
const pageComponent = (key: PageKey) => {
  let component = pageComponents.get(key);
  if (!component) pageComponents.set(key, (component = preloadable(loadPage(key))));
  return component;
};

/**
 * The guard decides before any of the page's code is fetched: a protected page opened signed out
 * redirects at once. A page that may open starts loading its chunk, its layout's and its first data
 * at the same time, and the navigation completes when all are in.
 */
const routeLoader = (route: AppRoute) => {
  const guard = guardLoader(route);
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const code = () => Promise.all([pageComponent(route.page).preload(), layouts[route.meta.layout].preload()]);
    const dictionary = CORE_DICTIONARY_PAGES.has(route.page) ? null : loadLanguage(currentLanguage());
    dictionary?.catch(() => undefined);
    // With a token the guard will most likely let the page open: fetch its code meanwhile.
    const early = !route.meta.auth || getToken() ? code() : null;
    early?.catch(() => undefined);
    const decision = await guard(args);
    await Promise.all([early ?? code(), prefetchPage(route.page, url), dictionary]);
    return decision;
  };
};

const toRouteObject = (route: AppRoute): RouteObject => ({
  id: route.path,
  path: route.path,
  handle: { label: route.label, meta: route.meta, page: route.page } satisfies RouteHandle,
  loader: routeLoader(route),
  Component: pageComponent(route.page).Component,
});

const notFound: AppRoute = {
  path: '*',
  label: 'notFound',
  page: 'notFound',
  meta: { auth: false, needsUserInfo: false, editor: false, layout: 'bare', questionnaire: false, internal: false },
};

/** What a redirect route renders: nothing, its loader has already sent the visitor on. */
const Nothing = () => null;

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
          Component: Nothing,
        }),
      ),
      {
        id: 'shell',
        Component: layouts.shell.Component,
        ErrorBoundary: RouteError,
        children: appRoutes.filter((r) => r.meta.layout === 'shell').map(toRouteObject),
      },
      {
        id: 'bare',
        Component: layouts.bare.Component,
        ErrorBoundary: RouteError,
        children: [...appRoutes.filter((r) => r.meta.layout === 'bare'), notFound].map(toRouteObject),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((to, options) => void router.navigate(to, options));
