import type { PayPlatform } from '@framecast/contract';
import type { Storage } from '../storage/index.js';
import { type PayLog, SandboxPayments } from './sandbox.js';
import { type StripeOptions, StripePayments } from './stripe.js';
import type { PaymentProvider } from './types.js';

export interface PaymentsOptions {
  /** The platforms offered, in config order. */
  platforms: PayPlatform[];
  /** Where the sandbox keeps its provider-side records (shared by every process). */
  storage: Storage;
  /** Signs the sandbox's webhooks. */
  sandboxSecret: string;
  stripe?: StripeOptions;
  log: PayLog;
}

const IMPLEMENTED: readonly PayPlatform[] = ['sandbox', 'stripe'];

/**
 * The configured payment platforms. Fails at start, not at the first purchase, for a platform that is
 * not implemented or not configured.
 */
export function createPayments(opts: PaymentsOptions): Map<PayPlatform, PaymentProvider> {
  const providers = new Map<PayPlatform, PaymentProvider>();
  for (const platform of opts.platforms) {
    if (providers.has(platform)) continue;
    if (platform === 'sandbox') {
      if (opts.sandboxSecret.length < 16) throw new Error('payments: the sandbox needs a webhook secret of at least 16 characters');
      providers.set(platform, new SandboxPayments({ storage: opts.storage, secret: opts.sandboxSecret, log: opts.log }));
    } else if (platform === 'stripe') {
      if (!opts.stripe?.secretKey || !opts.stripe.webhookSecret) throw new Error('payments: stripe needs a secret key and a webhook signing secret');
      providers.set(platform, new StripePayments(opts.stripe));
    } else {
      throw new Error(`payments: platform "${platform}" is not implemented; implemented: ${IMPLEMENTED.join(', ')}`);
    }
  }
  return providers;
}

export { sandboxRoutes } from './sandbox-page.js';
export { type PayLog, SandboxPayments, signSandboxWebhook } from './sandbox.js';
export { type StripeOptions, StripePayments } from './stripe.js';
export * from './types.js';
