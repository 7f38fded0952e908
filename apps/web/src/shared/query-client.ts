import { QueryClient } from '@tanstack/react-query';

/** One query client for the app; the API client and the route guard use it outside React. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
