import type { Currency } from '@framecast/contract';
import { useUser } from '../../../shared/api/user-info';

/**
 * The currency prices are shown and bought in: the account's (its first payment's, else its billing
 * country's), whatever the interface language. Signed out, dollars.
 */
export const useAccountCurrency = (): Currency => useUser().user?.currency ?? 'USD';
