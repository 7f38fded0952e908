import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../api/user-info';
import { hasReleasedPurchase } from './held-purchase';
import { readPayInfo } from './pay-info';
import { openLiteMobileOnce, usePricing } from './store';

/** Plan.Lite of the contract, written out: importing the plan table would bring its schemas onto the sign-in page. */
const LITE_PLAN = 120;

/** A return from a payment page, a purchase opened by address, a payment still waiting to be confirmed, or a purchase back from payment details. */
const wanted = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.has('pay_success') || q.has('pay_cancel') || q.get('action') === 'buy' || readPayInfo() !== null || hasReleasedPurchase();
};

/**
 * Whether the app should load the pricing feature: once something needs it, it stays loaded (the
 * drawer's code is fetched on demand, so pages that never sell anything do not carry it). A Lite
 * subscriber is told once per session that the plan is mobile-only.
 */
export function useNeedsPricing(): boolean {
  const { search, pathname } = useLocation();
  const { user } = useUser();
  const open = usePricing((s) => s.opened || s.dialog !== null);
  const [needed, setNeeded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change may bring a purchase back from payment details with no query
  useEffect(() => {
    if (!needed && (open || wanted(search))) setNeeded(true);
  }, [needed, open, search, pathname]);
  const lite = (user?.actual_plan as number | undefined) === LITE_PLAN;
  useEffect(() => {
    if (lite) openLiteMobileOnce();
  }, [lite]);
  return needed || open;
}
