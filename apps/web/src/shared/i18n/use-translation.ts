import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';

/** `t` for the current language; the component renders again when the language or a dictionary changes. */
export function useTranslation() {
  const version = useSyncExternalStore(i18n.subscribe, i18n.version);
  return useMemo(() => ({ t: i18n.getFixedT(i18n.language), i18n }), [version]);
}
