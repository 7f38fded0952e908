import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { SandboxPayments, sandboxRoutes } from '../../platform/payments/index.js';
import { checkCouponAnswer, usableCoupon } from './coupons.js';
import { checkPay } from './fulfil.js';
import { cachedGoodsOnSale, goodsForSale } from './goods.js';
import { billingInfo, invoiceDetail, invoicePage, saveBillingInfo } from './invoices.js';
import { quoteOrder, submitOrder } from './orders.js';
import { subscriptionInfo, userPlan } from './plan.js';
import { priceOrder } from './pricing.js';
import { refundable } from './refunds.js';
import { claimDiscount, discountOffer, portalLink, reduceSeats, unsubscribe } from './subscription.js';
import { creditRecords } from './records.js';
import { resumeSubscription } from './resume.js';
import * as orders from './store/orders.js';
import { webhookRoute } from './webhook.js';

/**
 * People named as the members list names them (nickname, else email), through the users module's
 * part of the context: importing the users service here would make a cycle (users uses billing).
 */
async function namesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    ids.map(async (id) => {
      const name = await ctx.userInfo.nameOf(id).catch(() => null); // gone since: left unnamed
      return name ? ([id, name] as const) : null;
    }),
  );
  return new Map(found.filter((f) => f !== null));
}

export function billingRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const refundedOf = (sns: string[]) => orders.refundedAmounts(ctx.db, sns);

  registerCall(app, opts, calls.goodsList, ({ input }) => cachedGoodsOnSale(ctx.caches, ctx.db, input, { lipSync: !!ctx.engines.lipSync }));
  registerCall(app, opts, calls.subscription, ({ actor }) => subscriptionInfo(ctx.db, actor.userId));
  registerCall(app, opts, calls.userPlan, ({ actor }) => userPlan(ctx.db, actor.userId));
  registerCall(app, opts, calls.orderSubmit, async ({ input, actor }) =>
    submitOrder(ctx, { userId: actor.userId, email: await ctx.userInfo.emailOf(actor.userId) }, input),
  );
  registerCall(app, opts, calls.orderCheckPay, async ({ input, actor }) => {
    const result = await checkPay(ctx, actor.userId, input.order_sn);
    if (result.had_pay) ctx.userInfo.forget(actor.userId);
    return result;
  });
  registerCall(app, opts, calls.checkCoupon, async ({ input, actor }) => {
    const goods = await goodsForSale(ctx.db, input.goods_sn);
    const coupon = await usableCoupon(ctx.db, actor.userId, input.coupon_id, goods);
    const list = priceOrder({
      unitPrice: goods.sell_price,
      seats: input.num ?? 1,
      perSeat: goods.per_seat,
      coupon: null,
      replaces: null,
      trial: false,
      now: new Date(),
    }).list;
    return checkCouponAnswer(coupon, list);
  });
  registerCall(app, opts, calls.orderQuote, ({ input, actor }) => quoteOrder(ctx, actor.userId, input));
  registerCall(app, opts, calls.refundable, ({ input, actor }) => refundable(ctx.db, actor.userId, input.goods_sn));
  registerCall(app, opts, calls.unsubscribe, ({ actor }) => unsubscribe(ctx, actor.userId));
  registerCall(app, opts, calls.orderResume, ({ actor }) => resumeSubscription(ctx, actor.userId));
  registerCall(app, opts, calls.orderSeats, ({ input, actor }) => reduceSeats(ctx, actor.userId, input.num));
  registerCall(app, opts, calls.orderPortal, ({ actor }) => portalLink(ctx, actor.userId));
  registerCall(app, opts, calls.invoicePage, ({ input, actor }) => invoicePage(ctx.db, actor.userId, input.page, input.page_size, refundedOf));
  registerCall(app, opts, calls.invoiceDetail, ({ input, actor }) => invoiceDetail(ctx.db, actor.userId, input.number, refundedOf));
  registerCall(app, opts, calls.discount, ({ actor }) => discountOffer(ctx, actor.userId));
  registerCall(app, opts, calls.claimDiscount, ({ actor }) => claimDiscount(ctx, actor.userId));
  registerCall(app, opts, calls.billingInfo, ({ actor }) => billingInfo(ctx.db, actor.userId));
  registerCall(app, opts, calls.billingInfoSave, ({ input, actor }) => saveBillingInfo(ctx.db, actor.userId, input));
  registerCall(app, opts, calls.creditRecords, ({ input, actor }) => creditRecords(ctx.db, actor.userId, input, (ids) => namesOf(ctx, ids)));
  webhookRoute(app, ctx);
  const sandbox = ctx.payments.get('sandbox');
  if (sandbox instanceof SandboxPayments) sandboxRoutes(app, sandbox);
}
