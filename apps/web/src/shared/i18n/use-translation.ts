import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';

/** `t` for the current language; the component renders again when the language or a dictionary changes. */
export function useTranslation() {
  const version = useSyncExternalStore(i18n.subscribe, i18n.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the translator's state
  return useMemo(() => ({ t: i18n.getFixedT(i18n.language), i18n }), [version]);
}
