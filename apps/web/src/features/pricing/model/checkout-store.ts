import type { Period } from '@framecast/contract';
import { create } from 'zustand';
import type { PayInfo } from '../../../shared/pricing/pay-info';
import type { Goods } from '../api/get-goods';

/** What the payment-method dialog is about to buy. */
export interface Checkout {
  goods: Goods;
  period: Period | null;
  /** Team seats (1 for everything else). */
  seats: number;
  source: string;
  /** A coupon already chosen (the flash sale's), applied when the dialog opens. */
  coupon?: string;
  isAdditional: boolean;
  orderType?: 'lip_sync';
  projectId?: string;
  event?: string;
  path?: string;
}

/** `declined`: the platform refused the payment (the card was declined), said in a dialog where the buyer lands. */
export type PayPhase = 'idle' | 'loading' | 'success' | 'lipSyncDone' | 'declined';

interface CheckoutState {
  checkout: Checkout | null;
  phase: PayPhase;
  /** The order being waited for. */
  paying: PayInfo | null;
  /** BILLING=off seen on an answer (18007) even before the subscription said so. */
  managed: boolean;
}

export const useCheckout = create<CheckoutState>(() => ({ checkout: null, phase: 'idle', paying: null, managed: false }));

export const openCheckout = (checkout: Checkout): void => useCheckout.setState({ checkout });
export const closeCheckout = (): void => useCheckout.setState({ checkout: null });
export const markManaged = (): void => useCheckout.setState({ managed: true, checkout: null });
