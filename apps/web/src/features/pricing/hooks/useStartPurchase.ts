import { useCallback } from 'react';
import { useUser } from '../../../shared/api/user-info';
import { openAuthDialog } from '../../../shared/dialogs/auth-dialog';
import { i18n } from '../../../shared/i18n/instance';
import { toastInfo } from '../../../shared/ui/toast';
import { type Checkout, openCheckout } from '../model/checkout-store';

/**
 * Spec 001 §4 step 1: guests and signed-out visitors sign in first; everyone else goes on to the
 * payment dialog. Returns false when sign-in was asked for.
 */
export function useStartPurchase() {
  const { user } = useUser();
  return useCallback(
    (checkout: Checkout, next: (c: Checkout) => void = openCheckout): boolean => {
      if (!user) {
        toastInfo(i18n.t('pricing.signIn'));
        openAuthDialog({ mode: 0 });
        return false;
      }
      if (user.status === 'guest') {
        toastInfo(i18n.t('pricing.signInGuest'));
        openAuthDialog({ mode: 1 });
        return false;
      }
      next(checkout);
      return true;
    },
    [user],
  );
}
