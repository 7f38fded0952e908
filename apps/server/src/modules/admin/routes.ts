import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import * as admin from './service.js';

/** The operator's calls; each needs the 'operator' permission (ADMIN_EMAILS), checked where calls register. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const who = (userId: string) => ctx.userInfo.emailOf(userId);
  registerCall(app, opts, calls.adminUserFind, ({ input }) => admin.findUsers(ctx.db, input.q));
  registerCall(app, opts, calls.adminSetPlan, async ({ input, actor }) => admin.setUserPlan(ctx.db, await who(actor.userId), input));
  registerCall(app, opts, calls.adminCredits, async ({ input, actor }) => admin.grantCredits(ctx.db, await who(actor.userId), input));
  registerCall(app, opts, calls.adminBan, async ({ input, actor }) => admin.setBanned(ctx, await who(actor.userId), input));
  registerCall(app, opts, calls.adminCouponList, () => admin.listCoupons(ctx.db));
  registerCall(app, opts, calls.adminCouponCreate, ({ input }) => admin.createCoupon(ctx.db, input));
  registerCall(app, opts, calls.adminCouponDisable, ({ input }) => admin.setCouponDisabled(ctx.db, input.id, input.disabled));
  registerCall(app, opts, calls.adminGoodsList, ({ input }) => admin.listGoods(ctx.db, input, false));
  registerCall(app, opts, calls.adminGoodsSave, ({ input }) => admin.saveGoods(ctx.db, input));
  registerCall(app, opts, calls.adminOrders, ({ input }) => admin.orders(ctx.db, input));
  registerCall(app, opts, calls.adminRefund, async ({ input, actor }) => admin.refund(ctx, await who(actor.userId), input));
}
