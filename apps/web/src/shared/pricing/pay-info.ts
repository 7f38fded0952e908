import { local, StorageKey } from '../storage/keys';

/** The default life of a timed local entry: one hour (spec 000 §3 pay_info). */
export const PAY_INFO_SECONDS = 3600;

/** A localStorage entry that reads as absent once its time is up. */
export const timedLocal = {
  set<T>(key: string, value: T, seconds: number): void {
    local.set(key, JSON.stringify({ value, expires: Date.now() + seconds * 1000 }));
  },
  get<T>(key: string): T | null {
    const raw = local.get(key);
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as { value?: T; expires?: number };
      if (typeof entry.expires !== 'number' || entry.expires < Date.now() || entry.value === undefined) {
        local.remove(key);
        return null;
      }
      return entry.value;
    } catch {
      local.remove(key);
      return null;
    }
  },
  remove(key: string): void {
    local.remove(key);
  },
};

/**
 * What a purchase leaves behind before the visitor goes to the payment page (spec 000 §3 pay_info:
 * plan, source, isAdditional), plus the order to poll on return.
 */
export interface PayInfo {
  plan: number;
  source: string;
  /** Credits or lip-sync minutes bought on top of a plan: no Subscribe event. */
  isAdditional: boolean;
  order_sn: string;
  goods_sn: string;
  session_id: string;
  platform: string;
  /** What the order bought, in the currency's minor units, for the purchase event. */
  amount: number;
  currency: string;
  /** The purchase event's name and path, when the drawer was opened with them. */
  event?: string;
  path?: string;
  /** A lip-sync package bought for a waiting project. */
  orderType?: 'lip_sync';
  projectId?: string;
}

export const savePayInfo = (info: PayInfo): void => timedLocal.set(StorageKey.payInfo, info, PAY_INFO_SECONDS);
export const readPayInfo = (): PayInfo | null => timedLocal.get<PayInfo>(StorageKey.payInfo);
export const removePayInfo = (): void => timedLocal.remove(StorageKey.payInfo);
