import crypto from 'node:crypto';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/openapi.js';
import { ErrorCode, type PayPlatform } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { WebhookRejected } from '../../platform/payments/index.js';
import { failOrder, fulfilOrder } from './fulfil.js';
import * as orders from './store/orders.js';

const DOC: FastifySchema = {
  summary: 'Payment platform notifications (signed; older than 5 minutes or badly signed is refused)',
  tags: ['billing'],
  params: z.object({ platform: z.string().describe('sandbox or stripe') }),
  response: {
    200: {
      description: 'Accepted, or already seen (a replay)',
      content: { 'application/json': { schema: z.object({ code: z.literal(0), msg: z.string(), data: z.object({ duplicate: z.boolean() }) }) } },
    },
    ...errorResponses([400, 404], { 400: 'Refused: bad signature, stale or malformed', 404: 'No such platform on this server' }),
  },
};

/**
 * POST /order/webhook/:platform. Verified on the raw bytes (a re-serialized body would not match the
 * signature); a notification already seen is acknowledged and ignored, and fulfilment is exactly-once
 * anyway, so a platform retrying, or racing the browser's poll, grants nothing twice.
 */
export function webhookRoute(api: FastifyInstance, ctx: AppContext): void {
  api.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/order/webhook/:platform', { schema: DOC }, async (req, reply) => {
      const platform = (req.params as { platform: string }).platform as PayPlatform;
      const provider = ctx.payments.get(platform);
      if (!provider) return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'Not found.', data: null });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      let event: ReturnType<typeof provider.parseWebhook>;
      try {
        event = provider.parseWebhook(raw, req.headers, new Date());
      } catch (err) {
        if (!(err instanceof WebhookRejected)) throw err;
        req.log.warn({ platform, reason: err.reason, ip: req.ip }, 'payment notification refused');
        return reply.status(400).send({ code: ErrorCode.WEBHOOK_REFUSED, msg: 'The payment notification was refused.', data: null });
      }
      const order = event.orderSn
        ? await orders.findOrder(ctx.db, event.orderSn)
        : event.sessionId
          ? await orders.findOrderBySession(ctx.db, platform, event.sessionId)
          : undefined;
      if (await orders.paymentEventSeen(ctx.db, platform, event.id)) return { code: 0, msg: 'success', data: { duplicate: true } };
      if (order && order.pay_platform === platform) {
        if (event.kind === 'checkout.paid')
          await fulfilOrder(ctx, order.order_sn, {
            state: 'paid',
            paymentRef: event.paymentRef,
            subscriptionRef: event.subscriptionRef,
            customerRef: event.customerRef,
          });
        else if (event.kind === 'checkout.failed') await failOrder(ctx.db, order.order_sn);
      }
      // Renewals are taken by the renewal job, which asks the platform; their notifications are only recorded.
      await orders.recordPaymentEvent(ctx.db, { id: crypto.randomUUID(), platform, event_id: event.id, kind: event.kind, order_sn: order?.order_sn ?? null });
      return { code: 0, msg: 'success', data: { duplicate: false } };
    });
  });
}
