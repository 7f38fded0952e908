import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** "<page> · Framecast" as the tab title. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('common.appName')}` : t('common.appName');
  }, [title, t]);
}
