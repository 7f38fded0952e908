import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PayPlatform } from '@framecast/contract';
import type { Config } from './config.js';
import { createPayments, type PayLog, type Payments } from './platform/payments/index.js';
import type { Storage } from './platform/storage/index.js';

/**
 * The payment platforms of a config, for the API process and for workers (renewals). The sandbox's
 * webhook secret is PAYMENT_WEBHOOK_SECRET, else one generated once and kept in DATA_DIR (every process
 * of a deployment shares DATA_DIR or sets the variable).
 */
export function paymentsFromConfig(config: Config, storage: Storage, log: PayLog): Payments {
  return createPayments({
    platforms: config.payPlatforms as PayPlatform[],
    storage,
    sandboxSecret: config.paymentWebhookSecret ?? fileSecret(config.dataDir),
    stripe: config.stripe,
    log,
  });
}

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payment-webhook.secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
