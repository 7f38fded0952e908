import { formatMoney } from '@framecast/contract';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../http/openapi.js';
import type { SandboxCheckout, SandboxPayments } from './sandbox.js';

const page200 = { 'text/html': { schema: z.string() } };
const notFoundDoc = { description: 'Unknown, expired or finished checkout (an HTML page)', content: page200 };
const params = z.object({ session: z.string().describe('The sandbox checkout session, sbx_cs_…') });
const GET_DOC: FastifySchema = {
  summary: 'The sandbox payment page (test payments, no real money)',
  tags: ['payments'],
  params,
  response: { 200: { description: 'The checkout page', content: page200 }, 404: notFoundDoc, ...errorResponses([500]) },
};
const POST_DOC: FastifySchema = {
  summary: 'Pays or declines a sandbox checkout, then returns the buyer to the shop',
  tags: ['payments'],
  params,
  consumes: ['application/x-www-form-urlencoded'],
  body: z.object({
    action: z.enum(['pay', 'decline']),
    card: z.string().optional().describe('Ignored: any number pays'),
    decline_renewals: z.literal('1').optional().describe('Later renewals of this subscription fail'),
  }),
  response: {
    303: {
      description: 'Back to the success URL (paid) or the cancel URL (declined)',
      headers: { location: { type: 'string', description: 'Where the buyer goes' } },
    },
    400: { description: 'No action chosen (an HTML page)', content: page200 },
    404: notFoundDoc,
    ...errorResponses([500]),
  },
};

/**
 * The sandbox's hosted checkout page, under the API prefix: GET shows it, POST (a plain form: the app's
 * CSP allows no inline script, and none is needed) pays or declines, then sends the buyer back.
 */
export function sandboxRoutes(api: FastifyInstance, provider: SandboxPayments): void {
  // A child scope, so the form parser applies to these two routes and not to the whole API.
  api.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Params: { session: string } }>('/pay/sandbox/:session', { schema: GET_DOC }, async (req, reply) => {
      const c = await provider.checkout(req.params.session);
      if (c?.state !== 'pending' || provider.expired(c)) return notFound(reply);
      return html(reply.header('content-security-policy', pageCsp(c)), 200, checkoutPage(c));
    });

    scope.post<{ Params: { session: string }; Body: Record<string, string> | undefined }>('/pay/sandbox/:session', { schema: POST_DOC }, async (req, reply) => {
      const action = req.body?.action;
      if (action !== 'pay' && action !== 'decline') return html(reply, 400, page('Bad request', '<p>Choose Pay or Decline.</p>'));
      const c = await provider.complete(req.params.session, action, req.body?.decline_renewals === '1');
      if (!c) return notFound(reply);
      // A finished checkout (including a second submit) only sends the buyer back.
      return reply.header('cache-control', 'no-store').redirect(c.state === 'paid' ? c.request.successUrl : c.request.cancelUrl, 303);
    });
  });
}

/**
 * The app's policy with form-action widened to where this form redirects: browsers apply form-action
 * to the redirect after a POST, and the return URLs may be on the web app's own origin.
 */
function pageCsp(c: SandboxCheckout): string {
  const targets = [...new Set([c.request.successUrl, c.request.cancelUrl].map((u) => new URL(u).origin))];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self' ${targets.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function checkoutPage(c: SandboxCheckout): string {
  const r = c.request;
  const now = formatMoney(r.amount, r.currency);
  const renewal = r.recurring
    ? `<p>${r.recurring.trialDays ? `Free for ${r.recurring.trialDays} days, then` : 'Renews at'} ${formatMoney(r.recurring.renewalAmount, r.currency)} per ${r.recurring.period} until cancelled.</p>`
    : '';
  const declineRenewals = r.recurring
    ? `<p><input type="checkbox" id="decline_renewals" name="decline_renewals" value="1">
<label for="decline_renewals">Decline future renewals (to test a failed renewal)</label></p>`
    : '';
  return page(
    'Framecast sandbox checkout',
    `<p class="note"><strong>Test payments — no real money moves.</strong></p>
<p>${esc(r.description)}</p>
<p class="amount">${esc(now)}${r.amount === 0 ? ' today' : ''}</p>
${renewal}
<p>Buyer: ${esc(r.customerEmail)}</p>
<form method="post">
<p><label for="card">Card number</label><br><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></p>
${declineRenewals}
<p><button type="submit" name="action" value="pay">Pay ${esc(now)}</button>
<button type="submit" name="action" value="decline" class="secondary">Decline</button></p>
</form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px}
.note{background:#fff4d6;padding:.5rem .75rem;border-radius:4px}.amount{font-size:1.75rem;font-weight:600}input[id=card]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#1c5fd4;color:#fff;cursor:pointer}button.secondary{background:#5c5f66}</style>
</head><body><main><h1>${esc(title)}</h1>
${body}
</main></body></html>`;
}

function notFound(reply: FastifyReply) {
  return html(reply, 404, page('Checkout not found', '<p>This checkout does not exist, has expired or is already finished.</p>'));
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
