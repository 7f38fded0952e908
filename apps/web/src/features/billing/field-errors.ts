import { localizeMessage } from '../../shared/i18n/localize';
import { i18n } from '../../shared/i18n/instance';

const MAX = /^At most (\d+) characters\.$/;
const KEYS: Record<string, string> = {
  'Please enter your first name.': 'billing.info.errors.firstName',
  'Please choose your country.': 'billing.info.errors.country',
};

/** A billing-details error of the contract's schema (or the server's) in the interface language. */
export function billingFieldError(message: string): string {
  const key = KEYS[message];
  if (key) return i18n.t(key);
  const max = MAX.exec(message);
  if (max) return i18n.t('billing.info.errors.max', { max: Number(max[1]) });
  return localizeMessage(message);
}
