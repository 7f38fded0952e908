import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with markup: each `<name>text</name>` in the text becomes `components[name]`
 * with that text as its children ("I agree to the <terms>Terms of Use</terms>"). Unknown tags stay text.
 */
export function RichText({ i18nKey, components }: { i18nKey: string; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    const [whole, name, inner] = m as unknown as [string, string, string];
    const component = components[name];
    if (!component) continue;
    parts.push(text.slice(at, m.index), cloneElement(component, { key: parts.length }, inner));
    at = m.index + whole.length;
  }
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
