import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './platform/db/index.js';
import type { Events } from './platform/events/index.js';
import type { Mailer } from './platform/mail/index.js';
import type { Storage } from './platform/storage/index.js';
import type { Sessions } from './modules/auth/sessions.js';
import type { UserInfoCache } from './modules/users/info.js';
import type { ActorSpaces } from './modules/access/service.js';
import type { CacheSet } from './platform/cache/change-cache.js';
import type { RenderEngines } from './modules/render/job.js';
import type { RenderPort } from './modules/projects/service.js';
import type { JobQueue } from './platform/queue/index.js';
import type { Payments } from './platform/payments/index.js';

/** What every service function gets: the platform adapters chosen by config, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  sessions: Sessions;
  userInfo: UserInfoCache;
  /** The acting space of each caller, cached (modules/access). */
  actors: ActorSpaces;
  /** The change-aware caches of hot reads (goods, lists), dropped by announced writes (platform/cache). */
  caches: CacheSet;
  log: FastifyBaseLogger;
  queue: JobQueue;
  /** Notifications between processes (live render status). */
  events: Events;
  engines: RenderEngines;
  /** What projects need of renders (queue estimates, cancelling), from the render module. */
  renders: RenderPort;
  /** The configured payment platforms (sandbox, Stripe). */
  payments: Payments;
  /** The origin of every absolute link handed out (platform/http/public-origin.ts); never a request's Host. */
  publicOrigin: () => string;
}
