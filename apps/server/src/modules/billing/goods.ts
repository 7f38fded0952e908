import crypto from 'node:crypto';
import { ErrorCode, GOODS_SEED, GoodsType, type Goods } from '@framecast/contract';
import type { CacheSet } from '../../platform/cache/change-cache.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { billingMode } from './mode.js';
import * as store from './store/goods.js';

/** What is for sale: seeded from the contract's catalogue on start, edited by the operator after. */
export async function seedGoods(db: Db): Promise<void> {
  await store.seedGoods(
    db,
    GOODS_SEED.map((g) => ({
      id: crypto.randomUUID(),
      goods_sn: g.goods_sn,
      goods_name: g.goods_name,
      goods_type: g.goods_type,
      plan: g.plan,
      period: g.period,
      currency: g.currency,
      sell_price: g.sell_price,
      original_price: g.original_price,
      subscriptions: g.subscriptions,
      per_seat: g.per_seat,
      credit: g.credit,
      api_credit: g.api_credit,
      lip_sync_duration: g.lip_sync_duration,
      sort: g.sort,
    })),
  );
}

export const toGoods = (g: store.GoodsRow): Goods => ({
  id: g.id,
  goods_sn: g.goods_sn,
  goods_name: g.goods_name,
  goods_type: g.goods_type,
  plan: g.plan,
  period: g.period,
  currency: g.currency as Goods['currency'],
  sell_price: g.sell_price,
  original_price: g.original_price,
  subscriptions: g.subscriptions ? 1 : 0,
  per_seat: g.per_seat,
  privileges: { credit: g.credit, api_credit: g.api_credit, lip_sync_duration: g.lip_sync_duration },
  active: g.active,
});

/**
 * Goods by currency and type. `lipSync: false` (no talking-head engine, so nothing could be boosted)
 * leaves out the lip-sync packages: they are not offered where they cannot be used.
 */
export async function listGoods(db: Db, q: { currency?: string; goods_type?: number }, activeOnly = true, opts: { lipSync?: boolean } = {}) {
  const rows = await store.listGoods(db, { currency: q.currency, goodsType: q.goods_type, activeOnly });
  return { goods_list: rows.filter((g) => opts.lipSync !== false || g.goods_type !== GoodsType.lipSync).map(toGoods) };
}

/**
 * The goods list buyers see (GET /goods/list). With BILLING=off nothing is for sale (README "Billing"):
 * the list is empty, and the pricing drawer says the plan is managed (spec 001 §8).
 */
export const goodsOnSale = (db: Db, q: { currency?: string; goods_type?: number }, opts: { lipSync?: boolean }) =>
  billingMode().managed ? Promise.resolve({ goods_list: [] as Goods[] }) : listGoods(db, q, true, opts);

/**
 * The goods list as every pricing page asks for it: cached per question, dropped when the operator
 * changes goods (the goods store announces it) and, as a backstop, after GOODS_TTL_MS.
 */
export const cachedGoodsOnSale = (caches: CacheSet, db: Db, q: { currency?: string; goods_type?: number }, opts: { lipSync?: boolean }) =>
  caches
    .named<{ goods_list: Goods[] }>('goods-on-sale', GOODS_TTL_MS)
    .get(JSON.stringify([q.currency, q.goods_type, opts.lipSync, billingMode().managed]), async () => ({
      value: await goodsOnSale(db, q, opts),
      dependsOn: [store.GOODS_CHANGED],
    }));
const GOODS_TTL_MS = 60_000;

/** Goods that are for sale now, or the spec's message. */
export async function goodsForSale(db: Db, goodsSn: string): Promise<store.GoodsRow> {
  const g = await store.findGoods(db, goodsSn);
  if (!g?.active) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return g;
}

export async function saveGoods(
  db: Db,
  input: {
    goods_sn: string;
    goods_name: string;
    sell_price: number;
    original_price?: number | null;
    active: boolean;
    credit?: number;
    api_credit?: number;
    lip_sync_duration?: number;
  },
): Promise<Goods> {
  const row = await store.updateGoods(db, input.goods_sn, {
    goods_name: input.goods_name,
    sell_price: input.sell_price,
    ...(input.original_price !== undefined ? { original_price: input.original_price } : {}),
    active: input.active,
    ...(input.credit !== undefined ? { credit: input.credit } : {}),
    ...(input.api_credit !== undefined ? { api_credit: input.api_credit } : {}),
    ...(input.lip_sync_duration !== undefined ? { lip_sync_duration: input.lip_sync_duration } : {}),
    updated_at: new Date(),
  });
  if (!row) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return toGoods(row);
}

/** Lip-sync seconds a package grants. */
export const goodsSeconds = async (db: Db, goodsSn: string): Promise<number> => (await store.findGoods(db, goodsSn))?.lip_sync_duration ?? 0;
