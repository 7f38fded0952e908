import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_PREFIX, API_PREFIX, UPLOAD_TOKEN_HEADER } from '@framecast/contract';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './platform/db/index.js';
import { installAppId } from './platform/http/app-id.js';
import type { CallOptions } from './platform/http/calls.js';
import { installErrorEnvelope } from './platform/http/envelope.js';
import { loggerOptions } from './platform/http/log.js';
import { documentComponents, documentRoute, schemasDocumentOnly } from './platform/http/openapi.js';
import { publicOrigin, warnWithoutPublicOrigin } from './platform/http/public-origin.js';
import { installRateLimits } from './platform/http/rate-limit.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { trustedOriginsOf } from './platform/http/session-cookie.js';
import { fileRoute } from './platform/http/file-route.js';
import { createMailer } from './platform/mail/index.js';
import { createStorage, isRevokedFor, RevocableStorage } from './platform/storage/index.js';
import { createQueue, JobRegistry } from './platform/queue/index.js';
import { registerJobHandlers } from './jobs.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { apiKeyRoutes } from './modules/api-keys/routes.js';
import { resolveApiKey } from './modules/api-keys/service.js';
import { assetRoutes } from './modules/assets/routes.js';
import { editorRoutes } from './modules/editor/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { createEngines } from './modules/render/engines.js';
import { projectRoutes } from './modules/projects/routes.js';
import { spaceOfVideoKey } from './modules/projects/service.js';
import { renderRoutes } from './modules/render/routes.js';
import { renderPort } from './modules/render/service.js';
import { spaceRoleOf } from './modules/spaces/service.js';
import { ActorSpaces } from './modules/access/service.js';
import { relayChanges } from './platform/cache/changes.js';
import { CacheSet } from './platform/cache/change-cache.js';
import { createEvents } from './platform/events/index.js';
import type { OutboxSubscriber } from './platform/outbox/index.js';
import { startScheduler } from './platform/queue/scheduler.js';
import { libraryRoutes } from './modules/library/routes.js';
import { talkingPhotoRoutes } from './modules/talking-photo/routes.js';
import { voiceRoutes } from './modules/voices/routes.js';
import { avatarRoutes } from './modules/avatars/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { templateRoutes } from './modules/templates/routes.js';
import { url2videoRoutes } from './modules/url2video/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { Sessions } from './modules/auth/sessions.js';
import { trackingRoutes } from './modules/tracking/routes.js';
import { UserInfoCache } from './modules/users/info.js';
import { userRoutes } from './modules/users/routes.js';
import { webRoutes } from './web.js';
import { paymentsFromConfig } from './payments.js';
import { billingRoutes } from './modules/billing/routes.js';
import { configureBilling, seedGoods } from './modules/billing/service.js';
import { adminRoutes } from './modules/admin/routes.js';
import { teamRoutes } from './modules/teams/routes.js';
import { adminCliRoute } from './modules/admin/cli-route.js';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
}

/** Builds the whole server for a config; tests call it and use `app.inject` or `listen`. */
export async function buildApp(
  config: Config,
  options: { logStream?: DestinationStream; outboxSubscribers?: readonly OutboxSubscriber[] } = {},
): Promise<BuiltApp> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const app = await buildHttpShell(config, options.logStream);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => app.log.warn({ err }, 'an idle database connection ended'),
  });
  // Links check the revocation list too: a deleted account's links answer 404 before its files are purged.
  const storage = new RevocableStorage(createStorage(config, `${API_PREFIX}/files`), (key, holder) =>
    isRevokedFor(database.db, key, holder, (k) => spaceOfVideoKey(database.db, k)),
  );
  const engines = createEngines(config, app.log);
  const events = await createEvents({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, databaseUrl: config.databaseUrl, log: app.log });
  const payments = paymentsFromConfig(config, storage, app.log);
  const registry = registerJobHandlers(new JobRegistry(), {
    payments,
    config,
    db: database.db,
    log: app.log,
    storage,
    engines,
    events,
    outboxSubscribers: options.outboxSubscribers,
  });
  const queue = await createQueue({ config, db: database.db, log: app.log, registry });
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
    storage,
    sessions: new Sessions(database.db, config.maxSessionsPerUser),
    userInfo: new UserInfoCache(database.db, storage, config.adminEmails),
    actors: new ActorSpaces(database.db),
    caches: new CacheSet(),
    log: app.log,
    queue,
    engines,
    events,
    renders: renderPort({ config, db: database.db, queue, log: app.log, events }),
    payments,
    publicOrigin: () => publicOrigin(config, app),
  };
  // Writes announce what they change (platform/cache/changes.ts); this process's caches and the other
  // processes' hear it.
  const stopRelay = relayChanges(
    events,
    (id) => {
      ctx.actors.changed(id);
      ctx.userInfo.changed(id);
      ctx.caches.drop(id);
    },
    (err) => app.log.warn({ err }, 'a change could not be announced to the other processes'),
  );
  warnWithoutPublicOrigin(app, config);
  configureBilling(config);
  await seedGoods(database.db);
  let stopScheduler = () => {};
  if (config.inProcessWorker) {
    await queue.startWorker({ concurrency: config.workerConcurrency });
    stopScheduler = startScheduler({ queue, registry, log: app.log });
  }
  app.addHook('onClose', async () => {
    stopScheduler();
    stopRelay();
    await queue.close();
    await events.close();
    ctx.mailer.close();
    await database.close();
  });

  await installRateLimits(app, { url: config.redisUrl, prefix: config.redisPrefix });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Framecast API',
        version: '1',
        description: 'Every answer is `{code, msg, data}`; code 0 is success. Send the session token in `Authorization` and the app id in `appid`.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key made on the profile page: \`Authorization: Bearer ${API_KEY_PREFIX}…\`. It acts in the space it was made in, for the calls its scopes allow; account, key, billing and space-membership calls need a session.`,
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: documentComponents,
  });

  const callOptions: CallOptions = {
    resolveCaller: (t) => ctx.sessions.resolve(t),
    resolveApiKey: (secret) => resolveApiKey(database.db, secret),
    actingSpace: (userId, pinnedSpaceId) => ctx.actors.of(userId, pinnedSpaceId),
    roleInNamedSpace: (actor, spaceUniqueId) => spaceRoleOf(database.db, actor, spaceUniqueId),
    isOperator: async (actor) => config.adminEmails.includes((await ctx.userInfo.emailOf(actor.userId)).toLowerCase()),
    authRateLimit: config.authRateLimit,
    sessionCookie: { domain: config.cookieDomain, trustedOrigins: trustedOriginsOf([config.publicAppUrl, ...config.corsOrigins]) },
  };
  await app.register(
    async (api) => {
      api.get('/health', { schema: { hide: true } }, async () => ({ code: 0, msg: 'success', data: { ok: true, db: database.kind } }));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      fileRoute(api, storage);
      authRoutes(api, ctx, callOptions);
      userRoutes(api, ctx, callOptions);
      accountRoutes(api, ctx, callOptions);
      apiKeyRoutes(api, ctx, callOptions);
      trackingRoutes(api, ctx);
      projectRoutes(api, ctx, callOptions);
      renderRoutes(api, ctx, callOptions);
      libraryRoutes(api, ctx, callOptions);
      talkingPhotoRoutes(api, ctx, callOptions);
      voiceRoutes(api, ctx, callOptions);
      editorRoutes(api, ctx, callOptions);
      avatarRoutes(api, ctx, callOptions);
      productRoutes(api, ctx, callOptions);
      templateRoutes(api, ctx, callOptions);
      url2videoRoutes(api, ctx, callOptions);
      assetRoutes(api, ctx, callOptions);
      uploadRoutes(api, ctx, callOptions);
      billingRoutes(api, ctx, callOptions);
      teamRoutes(api, ctx, callOptions);
      adminRoutes(api, ctx, callOptions);
      adminCliRoute(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  webRoutes(app, config, resolveWebDist(config));
  return { app, ctx, database };
}

/**
 * What every answer passes through, before any route or database: request ids, the error envelope, the
 * app id, CORS and the security headers. The headers tests build only this, so they need no database.
 */
export async function buildHttpShell(config: Config, logStream?: DestinationStream): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 4 * 1024 * 1024,
  });
  // Callback hooks, not async ones: they run on every answer, and a promise each is measurable there.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // A JSON answer may be personal (user/info carries the token and balances), and a shared or
    // back-button cache must not keep it. Answers that chose a policy (files, library media) keep theirs.
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  schemasDocumentOnly(app);
  installErrorEnvelope(app);
  installAppId(app, config.partnerHosts);

  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: [
        'authorization',
        'appid',
        'content-type',
        'x-request-id',
        UPLOAD_TOKEN_HEADER,
        'tus-resumable',
        'upload-length',
        'upload-offset',
        'upload-metadata',
        'upload-defer-length',
        'upload-concat',
      ],
      exposedHeaders: ['location', 'upload-offset', 'upload-length', 'tus-resumable'],
    });
  }
  await installSecurityHeaders(app, {
    publicApiBase: config.publicApiBase,
    corsOrigins: config.corsOrigins,
    s3Endpoint: config.s3?.endpoint,
    s3Bucket: config.s3?.bucket,
    s3Region: config.s3?.region,
  });
  return app;
}

function resolveWebDist(config: Config): string | null {
  const dir = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}
