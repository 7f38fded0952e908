import { StorageKey, session } from '../storage/keys';
import type { PricingOptions } from './store';

/** How long a purchase waits for its payment details. */
const HOLD_MS = 60 * 60_000;

/**
 * A purchase sent to the payment details page by 18009 (issue 24 "The first purchase"): what the payment
 * dialog was about to buy, with its coupon, and the drawer and page it was bought from. Once the details
 * are saved, the buyer goes back there and the payment dialog opens again, ready to pay. Kept in
 * sessionStorage, so it lives through the pricing feature being unloaded (the billing page does not carry it).
 */
export interface HeldPurchase {
  /** The payment dialog's Checkout (features/pricing), as it was. */
  checkout: { goods: { goods_name: string; period: string | null }; coupon?: string } & Record<string, unknown>;
  /** The drawer's options when it was open under the dialog. */
  drawer: PricingOptions | null;
  /** Where the purchase was made. */
  back: string;
  /** Set when the details are saved: the purchase is to be resumed. */
  ready?: boolean;
  at: number;
}

export function holdPurchase(purchase: Omit<HeldPurchase, 'at' | 'ready'>): void {
  session.set(StorageKey.heldPurchase, JSON.stringify({ ...purchase, at: Date.now() }));
}

/** The purchase waiting for payment details, if any (null once its hour is over). */
export function heldPurchase(): HeldPurchase | null {
  const raw = session.get(StorageKey.heldPurchase);
  if (!raw) return null;
  try {
    const held = JSON.parse(raw) as HeldPurchase;
    if (typeof held.at === 'number' && Date.now() - held.at < HOLD_MS && held.checkout?.goods && typeof held.back === 'string') return held;
  } catch {
    /* unreadable: dropped below */
  }
  session.remove(StorageKey.heldPurchase);
  return null;
}

export const dropHeldPurchase = (): void => session.remove(StorageKey.heldPurchase);

/** The details are saved: the purchase is resumed where it was made. Returns where that is. */
export function releaseHeldPurchase(): string | null {
  const held = heldPurchase();
  if (!held) return null;
  session.set(StorageKey.heldPurchase, JSON.stringify({ ...held, ready: true }));
  return held.back;
}

/** A released purchase, taken once (the pricing feature reopens it). */
export function takeReleasedPurchase(): HeldPurchase | null {
  const held = heldPurchase();
  if (!held?.ready) return null;
  dropHeldPurchase();
  return held;
}

export const hasReleasedPurchase = (): boolean => heldPurchase()?.ready === true;
