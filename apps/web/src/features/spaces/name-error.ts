import { SPACE_NAME_MAX, SpaceName } from '@framecast/contract';
import type { UseFormReturnType } from '@mantine/form';
import { i18n } from '../../shared/i18n';
import { localizeMessage } from '../../shared/i18n/localize';

// The contract's own words for a missing or too long space name, read from its schema.
const EMPTY = SpaceName.safeParse('').error?.issues[0]?.message;
const TOO_LONG = SpaceName.safeParse('x'.repeat(SPACE_NAME_MAX + 1)).error?.issues[0]?.message;

/** `form.getInputProps(path)` for a space name, with the contract's message in the current language. */
export function spaceNameInputProps<T extends Record<string, unknown>>(form: UseFormReturnType<T>, path: string) {
  const props = form.getInputProps(path);
  const error = props.error;
  if (typeof error !== 'string' || !error) return props;
  const text =
    error === EMPTY ? i18n.t('spaces.name.required') : error === TOO_LONG ? i18n.t('spaces.name.tooLong', { max: SPACE_NAME_MAX }) : localizeMessage(error);
  return { ...props, error: text };
}
