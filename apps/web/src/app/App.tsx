import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useAfterFirstPage } from '../shared/after-first-page';
import { queryClient } from '../shared/query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never on screen at first paint: their container (and its transitions) loads once the
// page is up, and a toast raised before then waits in the store until it mounts.
const Toasts = lazy(() => import('./Toasts'));

function DeferredNotifications() {
  const mounted = useAfterFirstPage();
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Providers, then the router. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
