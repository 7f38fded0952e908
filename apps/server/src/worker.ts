import { pino } from 'pino';
import { nodeVersionProblem } from '../../../scripts/node-version.mjs';
import { loadConfig } from './config.js';
import { registerJobHandlers } from './jobs.js';
import { openDatabase } from './platform/db/index.js';
import { relayChanges } from './platform/cache/changes.js';
import { createEvents } from './platform/events/index.js';
import { startScheduler } from './platform/queue/scheduler.js';
import { createQueue, JobRegistry } from './platform/queue/index.js';

/**
 * `node --import tsx apps/server/src/worker.ts`: a process that only runs jobs, for scale-out beside API
 * processes. It shares PostgreSQL (and Redis when REDIS_URL is set) with them; never the embedded database.
 */
async function main(): Promise<void> {
  const nodeProblem = nodeVersionProblem();
  if (nodeProblem) throw new Error(nodeProblem);
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'worker.ts needs a PostgreSQL server: set DATABASE_URL (and REDIS_URL for BullMQ). Without it the ' +
        `database is the embedded one in ${config.dataDir}/db, which only the API process may open; ` +
        'that process runs jobs itself, so no separate worker is needed.',
    );
  }
  const log = pino({ level: config.logLevel, base: { proc: 'worker', pid: process.pid } });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'an idle database connection ended'),
  });
  const events = await createEvents({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, databaseUrl: config.databaseUrl, log });
  // The worker caches nothing, but what its jobs write (a render's charge) must reach the API processes' caches.
  const stopRelay = relayChanges(
    events,
    () => {},
    (err) => log.warn({ err }, 'a change could not be announced to the API processes'),
  );
  const registry = registerJobHandlers(new JobRegistry(), { config, db: database.db, log, events });
  const queue = await createQueue({ config, db: database.db, log, registry });

  let stopScheduler = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: letting running jobs finish`);
    try {
      stopScheduler();
      await queue.close();
      stopRelay();
      await events.close();
      await database.close();
      log.info('worker stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'worker did not stop cleanly');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await queue.startWorker({ concurrency: config.workerConcurrency });
  stopScheduler = startScheduler({ queue, registry, log });
  const via = config.redisUrl ? 'BullMQ at REDIS_URL' : 'the jobs table in PostgreSQL';
  log.info(`worker taking jobs (${registry.names().join(', ')}) through ${via}, ${config.workerConcurrency} at a time`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
