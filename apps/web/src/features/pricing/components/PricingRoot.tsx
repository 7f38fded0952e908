import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { navigateTo } from '../../../shared/navigation';
import { openPricing, usePricing } from '../../../shared/pricing/store';
import { resumeHeldPurchase, resumePayment, stopWaiting } from '../model/purchase';
import { AvatarXDialog } from './AvatarXDialog';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { LipSyncDialog } from './LipSyncDialog';
import { LiteDialog } from './LiteDialogs';
import { PayStatusDialogs } from './PayStatusDialogs';
import { PaymentDialog } from './PaymentDialog';
import { PricingDrawer } from './PricingDrawer';
import { TrialDialog } from './TrialDialog';

/**
 * Everything the pricing feature shows, mounted once the app needs it (shared/pricing): the drawer,
 * the payment dialogs, the dialogs other pages open, and the return from a payment page.
 */
export default function PricingRoot() {
  const { search, pathname } = useLocation();
  const dialog = usePricing((s) => s.dialog);

  // Back from the payment page, or an order still waiting: poll it (spec 001 §4 step 5).
  useEffect(() => resumePayment(search), [search]);

  // Back from saving payment details: the purchase they interrupted, ready to pay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on every page change
  useEffect(() => resumeHeldPurchase(), [pathname]);

  // Home?action=buy&type=api&periodType=month opens the purchase from an embedded view (spec 000 §2.9).
  useEffect(() => {
    const q = new URLSearchParams(search);
    if (q.get('action') !== 'buy') return;
    openPricing({
      source: q.get('trace_id') ? `embed:${q.get('trace_id')}` : 'embed',
      api: q.get('type') === 'api',
      forceMonthly: q.get('periodType') === 'month',
    });
    for (const p of ['action', 'type', 'periodType']) q.delete(p);
    const rest = q.toString();
    navigateTo(pathname + (rest ? `?${rest}` : ''), { replace: true });
  }, [search, pathname]);

  // Closing the drawer stops waiting for a payment (spec 001 §2).
  useEffect(
    () =>
      usePricing.subscribe((state, previous) => {
        if (previous.opened && !state.opened) stopWaiting();
      }),
    [],
  );

  return (
    <>
      <PricingDrawer />
      <PaymentDialog />
      <PayStatusDialogs />
      {dialog?.kind === 'avatarx' && <AvatarXDialog source={dialog.source} />}
      {dialog?.kind === 'trial' && <TrialDialog source={dialog.source} />}
      {dialog?.kind === 'credits' && <BuyCreditsDialog source={dialog.source} />}
      {(dialog?.kind === 'liteMobile' || dialog?.kind === 'liteFeature') && (
        <LiteDialog kind={dialog.kind} onContinue={dialog.kind === 'liteFeature' ? dialog.onContinue : undefined} />
      )}
      {dialog?.kind === 'lipSync' && <LipSyncDialog projectId={dialog.projectId} videoSeconds={dialog.videoSeconds} />}
    </>
  );
}
