import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** Addresses that mean "every interface": a link needs one a browser can open. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

const hostForUrl = (address: string) => (ANY_ADDRESS.has(address) ? 'localhost' : address.includes(':') ? `[${address}]` : address);

/**
 * The origin every absolute link this server hands out starts with: payment notification, return and
 * checkout links, and the links in mails. It is PUBLIC_APP_URL, else the address the server listens on
 * (its configured HOST and PORT before it listens). Never a request's Host or X-Forwarded-* headers: a
 * caller who names another host must not decide where signed notifications go or where a mail sends people.
 */
export function publicOrigin(config: Pick<Config, 'publicAppUrl' | 'host' | 'port'>, app?: Pick<FastifyInstance, 'server'>): string {
  if (config.publicAppUrl) return config.publicAppUrl;
  const bound = app?.server.listening ? (app.server.address() as AddressInfo | null) : null;
  return `http://${hostForUrl(bound?.address ?? config.host)}:${bound?.port ?? config.port}`;
}

/** Says once at start-up, when PUBLIC_APP_URL is unset, which origin links will carry instead. */
export function warnWithoutPublicOrigin(app: FastifyInstance, config: Config): void {
  app.addHook('onListen', async () => {
    if (config.publicAppUrl) return;
    app.log.warn(
      { origin: publicOrigin(config, app) },
      'PUBLIC_APP_URL is not set: payment and mail links use the listen address; set it to the address people open',
    );
  });
}
