import { useTranslation } from '../shared/i18n/use-translation';
import { useDocumentTitle } from '../shared/ui/useDocumentTitle';
import { useRouteHandle } from '../shared/ui/useRouteHandle';

/** The tab title from the route's label. */
export function useRouteTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useDocumentTitle(handle ? t(`routes.${handle.label}`) : undefined);
}
