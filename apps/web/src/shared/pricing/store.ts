import { create } from 'zustand';

/** How the pricing drawer was opened (spec 001 §2): an analytics source, the API view, a purchase event, forced monthly. */
export interface PricingOptions {
  /** Where the visitor came from, for analytics ('render-dialog', 'script-editor'...). */
  source: string;
  /** Open on the API plans instead of the application plans. */
  api?: boolean;
  /** Only the monthly prices (the yearly switch is off and locked). */
  forceMonthly?: boolean;
  /** The purchase event's name, sent with the purchase tracking. */
  event?: string;
  /** The path the purchase event is reported for; the current one by default. */
  path?: string;
  /** Scroll to a part of the drawer once open ('View benefits' opens the comparison table). */
  section?: 'compare';
}

/** The pricing dialogs other code may open without the drawer (spec 001 §2 "Dialogs"). */
export type PricingDialog =
  | { kind: 'avatarx'; source: string }
  | { kind: 'trial'; source: string }
  | { kind: 'credits'; source: string }
  | { kind: 'liteMobile' }
  | { kind: 'liteFeature'; onContinue?: () => void }
  | { kind: 'lipSync'; projectId: string; videoSeconds: number };

interface PricingState {
  opened: boolean;
  options: PricingOptions;
  dialog: PricingDialog | null;
}

export const usePricing = create<PricingState>(() => ({ opened: false, options: { source: '' }, dialog: null }));

/** Opens the full-screen pricing drawer. */
export const openPricing = (options: PricingOptions): void => usePricing.setState({ opened: true, options, dialog: null });

/** Closes the drawer (which also stops waiting for a payment). */
export const closePricing = (): void => usePricing.setState({ opened: false });

/** Opens one of the pricing dialogs on its own. */
export const openPricingDialog = (dialog: PricingDialog): void => usePricing.setState({ dialog });

export const closePricingDialog = (): void => usePricing.setState({ dialog: null });

const LITE_MOBILE_SHOWN = 'lite_mobile_shown';

/** 'Your plan is mobile-only', at most once per browser session (spec 001 §2). */
export const openLiteMobileOnce = (): void => {
  try {
    if (window.sessionStorage.getItem(LITE_MOBILE_SHOWN)) return;
    window.sessionStorage.setItem(LITE_MOBILE_SHOWN, '1');
  } catch {
    /* storage unavailable: show it */
  }
  openPricingDialog({ kind: 'liteMobile' });
};
