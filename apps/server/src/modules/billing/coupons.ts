import { type Coupon, ErrorCode, formatMoney, type Currency } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { couponDiscount } from './pricing.js';
import * as store from './store/coupons.js';
import * as orderStore from './store/orders.js';
import type { GoodsRow } from './store/goods.js';

/**
 * How long a checkout opened with a coupon holds one of its uses. A use is redeemed only when the order
 * is paid, so an open checkout (anyone's, the same person's too) must count as a use, or two checkouts
 * opened at once would both get the coupon's last use. Counting it for ever would lose the use to every abandoned
 * checkout: an abandoned checkout holds its use for this long, then the use is free again.
 */
export const COUPON_HOLD_MINUTES = 30;

/**
 * The limit one more use by this user would break, if any. Uses are paid redemptions plus every checkout
 * still holding one, the user's own included: a use is redeemed only when paid, so otherwise one person
 * opening checkouts side by side (or one after another before paying) would get a single-use coupon on
 * each. `held` says the user's own open checkout is what fills the limit, so they are told to finish
 * (or wait out) that payment rather than that the coupon is used. Fulfilment passes `exceptOrderSn`, the
 * order being paid, whose own hold is the use it redeems.
 */
export async function couponLimitReached(
  db: Db,
  c: store.CouponRow,
  userId: string,
  at: Date,
  opts: { exceptOrderSn?: string } = {},
): Promise<'max_uses' | 'per_user' | 'held' | null> {
  const paid = await store.redemptionCounts(db, c.id, userId);
  const since = new Date(at.getTime() - COUPON_HOLD_MINUTES * 60_000);
  const held = await orderStore.heldCouponOrders(db, c.id, userId, since, opts.exceptOrderSn);
  if (c.max_uses !== null && paid.all + held.all >= c.max_uses) return held.mine > 0 ? 'held' : 'max_uses';
  if (paid.mine + held.mine >= c.per_user) return paid.mine >= c.per_user ? 'per_user' : 'held';
  return null;
}

/**
 * Whether a coupon may be used by this user on these goods now, each refusal with its own message
 * (spec 001 §4: shown under the coupon field). Uses are paid redemptions plus open checkouts (see
 * COUPON_HOLD_MINUTES). Order submit passes `lock` inside the transaction that writes the pending order:
 * the coupon row is locked first, so two checkouts opened at once are counted one after the other.
 */
export async function usableCoupon(
  db: Db,
  userId: string,
  couponId: string,
  goods: GoodsRow,
  at = new Date(),
  opts: { lock?: boolean } = {},
): Promise<store.CouponRow> {
  const id = couponId.trim().toUpperCase();
  const c = opts.lock ? await store.lockCoupon(db, id) : await store.findCoupon(db, id);
  if (!c || c.disabled || (c.owner_id && c.owner_id !== userId)) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
  if (c.expires_at && new Date(c.expires_at) <= at) throw new AppError(ErrorCode.COUPON_EXPIRED);
  const scope = (c.goods_sns as string[]) ?? [];
  if ((scope.length && !scope.includes(goods.goods_sn)) || (c.kind === 'amount' && c.currency !== goods.currency))
    throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE);
  const limit = await couponLimitReached(db, c, userId, at);
  if (limit === 'max_uses') throw new AppError(ErrorCode.COUPON_USED_UP);
  if (limit === 'per_user') throw new AppError(ErrorCode.COUPON_ALREADY_USED);
  if (limit === 'held') throw new AppError(ErrorCode.COUPON_HELD);
  return c;
}

/** The chip's line: '20% off' or '$10 off'. */
export const couponDesc = (c: store.CouponRow): string => (c.kind === 'percent' ? `${c.value}% off` : `${formatMoney(c.value, c.currency as Currency)} off`);

export function checkCouponAnswer(c: store.CouponRow, list: number) {
  const discount = couponDiscount(list, { kind: c.kind, value: c.value });
  return { remain: list - discount, discount, desc: couponDesc(c) };
}

export async function toCoupon(db: Db, rows: store.CouponRow[]): Promise<Coupon[]> {
  const used = await store.redemptionTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    value: c.value,
    currency: (c.currency as Currency | null) ?? null,
    goods_sns: (c.goods_sns as string[]) ?? [],
    expires_at: c.expires_at ? new Date(c.expires_at).toISOString() : null,
    max_uses: c.max_uses,
    per_user: c.per_user,
    used: used.get(c.id) ?? 0,
    disabled: c.disabled,
    created_at: new Date(c.created_at).toISOString(),
  }));
}

/** Records that a paid order used its coupon (once per order). */
export const redeemCoupon = (db: Db, couponId: string, orderSn: string, userId: string) =>
  store.insertRedemption(db, { coupon_id: couponId, order_sn: orderSn, user_id: userId });

export const createCoupon = async (
  db: Db,
  input: {
    id: string;
    kind: 'percent' | 'amount';
    value: number;
    currency?: string;
    goods_sns: string[];
    expires_at?: string;
    max_uses?: number;
    per_user: number;
  },
): Promise<Coupon> => {
  if (await store.findCoupon(db, input.id))
    throw new AppError(ErrorCode.VALIDATION, 'A coupon with this code exists.', { fields: { id: 'A coupon with this code exists.' } });
  const row = await store.insertCoupon(db, {
    id: input.id,
    kind: input.kind,
    value: input.value,
    currency: input.kind === 'amount' ? (input.currency ?? null) : null,
    goods_sns: JSON.stringify(input.goods_sns),
    expires_at: input.expires_at ? new Date(input.expires_at) : null,
    max_uses: input.max_uses ?? null,
    per_user: input.per_user,
  });
  return (await toCoupon(db, [row]))[0]!;
};

export async function listCoupons(db: Db) {
  return { items: await toCoupon(db, await store.listCoupons(db)) };
}

export async function setCouponDisabled(db: Db, id: string, disabled: boolean): Promise<Coupon> {
  const row = await store.setCouponDisabled(db, id, disabled);
  if (!row) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
  return (await toCoupon(db, [row]))[0]!;
}

export const lockCoupon = store.lockCoupon;
export const insertPersonalCoupon = store.insertCoupon;
export const findOwnedCoupon = store.findOwnedCoupon;
