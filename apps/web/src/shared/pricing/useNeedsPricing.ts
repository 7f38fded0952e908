import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../api/user-info';
import { readPayInfo } from './pay-info';
import { openLiteMobileOnce, usePricing } from './store';

/** Plan.Lite of the contract, written out: importing the plan table would bring its schemas onto the sign-in page. */
const LITE_PLAN = 120;

/** A return from a payment page, a purchase opened by address, or a payment still waiting to be confirmed. */
const wanted = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.has('pay_success') || q.has('pay_cancel') || q.get('action') === 'buy' || readPayInfo() !== null;
};

/**
 * Whether the app should load the pricing feature: once something needs it, it stays loaded (the
 * drawer's code is fetched on demand, so pages that never sell anything do not carry it). A Lite
 * subscriber is told once per session that the plan is mobile-only.
 */
export function useNeedsPricing(): boolean {
  const { search } = useLocation();
  const { user } = useUser();
  const open = usePricing((s) => s.opened || s.dialog !== null);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!needed && (open || wanted(search))) setNeeded(true);
  }, [needed, open, search]);
  const lite = (user?.actual_plan as number | undefined) === LITE_PLAN;
  useEffect(() => {
    if (lite) openLiteMobileOnce();
  }, [lite]);
  return needed || open;
}
