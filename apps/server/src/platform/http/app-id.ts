import type { FastifyInstance } from 'fastify';
import { APP_ID, APP_ID_HEADER, APP_IDS, ErrorCode, PARTNER_APP_ID } from '@framecast/contract';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    appId: number;
  }
}

/**
 * Every call carries the app id header (spec 000 §7). Missing means the default brand (or the partner's
 * when the request comes to a partner host); an unknown value is refused.
 */
export function installAppId(app: FastifyInstance, partnerHosts: string[]): void {
  app.decorateRequest('appId', APP_ID);
  // A callback hook: it runs on every request, and an async one costs a promise each.
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers[APP_ID_HEADER];
    if (header === undefined || header === '') {
      const host = (req.headers.host ?? '').toLowerCase();
      req.appId = partnerHosts.includes(host) ? PARTNER_APP_ID : APP_ID;
      return done();
    }
    const value = Number(header);
    if (!(APP_IDS as readonly number[]).includes(value)) {
      return done(new AppError(ErrorCode.VALIDATION, `Unknown app id ${String(header).slice(0, 20)}`, { fields: { appid: 'Unknown app id' } }));
    }
    req.appId = value;
    done();
  });
}
