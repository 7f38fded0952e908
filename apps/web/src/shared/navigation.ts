/**
 * Navigation for code that lives outside React (the API client, stores). The app registers the
 * router's navigate function once at start-up.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to) => window.location.assign(to);

export const registerNavigate = (fn: NavigateFn): void => {
  navigateImpl = fn;
};

export const navigateTo: NavigateFn = (to, options) => navigateImpl(to, options);

export const currentPath = (): string => window.location.pathname + window.location.search + window.location.hash;
