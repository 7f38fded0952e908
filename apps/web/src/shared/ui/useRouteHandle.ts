import { useMatches } from 'react-router';

/** What every route of the table carries in its `handle` (see app/routes). */
export interface RouteHandleInfo {
  label: string;
  page: string;
  meta: { auth: boolean; internal: boolean; layout: 'shell' | 'bare' };
}

/** The handle of the deepest matched route. */
export const useRouteHandle = (): RouteHandleInfo | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandleInfo | undefined;
    if (handle?.label) return handle;
  }
  return undefined;
};
