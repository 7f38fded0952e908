import type { UseFormReturnType } from '@mantine/form';
import { localizeMessage } from '../i18n/localize';

/** `form.getInputProps(path)` with the (English, contract) error text shown in the current language. */
export function localizedInputProps<T extends Record<string, unknown>>(form: UseFormReturnType<T>, path: string, options?: { type?: 'input' | 'checkbox' }) {
  const props = form.getInputProps(path, options);
  return { ...props, error: typeof props.error === 'string' && props.error ? localizeMessage(props.error) : props.error };
}
