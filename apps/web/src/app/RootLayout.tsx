import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { markFirstPageShown } from '../shared/after-first-page';
import { currentLanguage, loadLanguage } from '../shared/i18n';
import { useCaptchaStore } from '../shared/captcha/store';
import { useAuthDialog, useChangePasswordDialog, useSetPasswordDialog } from '../shared/dialogs/auth-dialog';
import { LoadingOverlay } from '../shared/overlay/LoadingOverlay';
import { overlay } from '../shared/overlay/store';
import { progress } from '../shared/progress';
import { useNeedsPricing } from '../shared/pricing/useNeedsPricing';
import { captureAttribution } from '../shared/tracking/attribution';
import { sendPageView } from '../shared/tracking/beacon';

const AuthDialog = lazy(() => import('../features/auth/components/AuthDialog'));
const SetPasswordDialog = lazy(() => import('../features/auth/components/SetPasswordDialog'));
const ChangePasswordDialog = lazy(() => import('../features/auth/components/ChangePasswordDialog'));
const CaptchaDialog = lazy(() => import('../shared/captcha/CaptchaDialog'));
// The pricing drawer and its dialogs, with the dictionary they read, fetched only when something sells.
const PricingRoot = lazy(() => Promise.all([import('../features/pricing/components/PricingRoot'), loadLanguage(currentLanguage())]).then(([m]) => m));

/** Rule 8 of spec 000 §2.13 on every location change, plus the app-wide dialogs. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const authDialogOpened = useAuthDialog((s) => s.opened);
  const setPasswordOpened = useSetPasswordDialog((s) => s.opened);
  const changePasswordOpened = useChangePasswordDialog((s) => s.opened);
  const captchaOpened = useCaptchaStore((s) => s.pending !== null);
  const pricingNeeded = useNeedsPricing();

  useEffect(() => {
    if (navigation.state === 'idle') {
      progress.done();
      markFirstPageShown();
    } else progress.start();
  }, [navigation.state]);

  useEffect(() => {
    overlay.close();
    captureAttribution();
    // Let the page set its title first.
    const timer = setTimeout(() => sendPageView(location.pathname + location.search), 0);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <LoadingOverlay />
      <Suspense fallback={null}>
        {authDialogOpened && <AuthDialog />}
        {setPasswordOpened && <SetPasswordDialog />}
        {changePasswordOpened && <ChangePasswordDialog />}
        {captchaOpened && <CaptchaDialog />}
        {pricingNeeded && (
          <Suspense fallback={null}>
            <PricingRoot />
          </Suspense>
        )}
      </Suspense>
    </>
  );
}
