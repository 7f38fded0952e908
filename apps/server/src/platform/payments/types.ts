import type { Currency, PayPlatform } from '@framecast/contract';

/**
 * A payment platform as billing sees it. Billing prices the order and decides what a payment grants; an
 * adapter only moves money and reports what happened. Adapters know no table and no feature.
 */
export interface CheckoutRequest {
  orderSn: string;
  /** What to charge now, minor units (0 for a trial). */
  amount: number;
  currency: Currency;
  description: string;
  /** A subscription that renews each `period` at `renewalAmount`. */
  recurring: { period: 'month' | 'year'; renewalAmount: number; trialDays?: number } | null;
  customerEmail: string;
  /** Absolute URLs the buyer returns to. */
  successUrl: string;
  cancelUrl: string;
  /** Absolute URL of our webhook for this platform (the sandbox posts there; Stripe's is configured in its dashboard). */
  notifyUrl: string;
}

export interface Checkout {
  sessionId: string;
  payUrl: string;
}

export interface PaymentStatus {
  state: 'pending' | 'paid' | 'failed' | 'expired';
  /** The platform's id of the payment, for refunds. */
  paymentRef?: string;
  /** The platform's id of the subscription it created, for renewals and cancelling. */
  subscriptionRef?: string;
  /** The platform's customer, for its portal. */
  customerRef?: string;
}

/** A verified notification. Only these kinds matter to billing; anything else is `other`. */
export interface WebhookEvent {
  id: string;
  kind: 'checkout.paid' | 'checkout.failed' | 'renewal.paid' | 'renewal.failed' | 'other';
  /** Unix seconds the platform created it. */
  created: number;
  sessionId?: string;
  orderSn?: string;
  paymentRef?: string;
  subscriptionRef?: string;
  customerRef?: string;
}

/** Thrown for a notification that must be refused: bad signature, too old, malformed. */
export class WebhookRejected extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'malformed') {
    super(`webhook rejected: ${reason}`);
  }
}

/** A notification older than this is refused, signed or not (replays). */
export const WEBHOOK_TOLERANCE_S = 300;

export interface RefundOptions {
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly platform: PayPlatform;
  /** Opens inside our page instead of redirecting (airwallex). */
  readonly embedded: boolean;
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  checkoutStatus(sessionId: string): Promise<PaymentStatus>;
  /** Verifies and reads a notification; throws WebhookRejected. `rawBody` is the bytes as received. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): WebhookEvent;
  /**
   * Gives back part or all of a payment. The same `idempotencyKey` refunds once however often it is
   * sent (a retry after a lost answer, or a crash before the refund was recorded), and answers the same.
   */
  refund(paymentRef: string, amount: number, currency: Currency, opts?: RefundOptions): Promise<{ refundRef: string }>;
  /**
   * Takes the next cycle's payment of a subscription (the platform's own renewal, or a charge of the saved
   * method); paid false when the card declines.
   */
  renew(subscriptionRef: string, amount: number, currency: Currency, orderSn: string): Promise<{ paid: boolean; paymentRef?: string }>;
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /** Undoes `cancelSubscription` while the period runs: the subscription renews again at its end. */
  resumeSubscription(subscriptionRef: string): Promise<void>;
  /** A link to the platform's customer portal, or null when it has none. */
  portalUrl(customerRef: string, returnUrl: string): Promise<string | null>;
}

/** The configured platforms, by name. */
export type Payments = ReadonlyMap<PayPlatform, PaymentProvider>;
