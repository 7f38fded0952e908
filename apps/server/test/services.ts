import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Whether the PostgreSQL and Redis servers the tests use answer, decided once per run (global-setup.ts
 * asks, suites read the answer through `inject('services')`). A service counts as up only when it
 * answers its own protocol (`select 1`, PING), and a slow answer is waited for: on a loaded machine a
 * connect can take seconds, and a 1 s TCP timer once called a running PostgreSQL unreachable.
 *
 * Under `CI=true` both are required: one that does not answer within the window is an error that fails
 * the run, never a skipped suite. Elsewhere a developer without them gets a warning and the embedded
 * runs only.
 */

export interface ServiceUrls {
  postgres: string;
  redis: string;
}

export interface ServicesUp {
  postgres: boolean;
  redis: boolean;
}

export const serviceUrls = (env: NodeJS.ProcessEnv = process.env): ServiceUrls => ({
  postgres: env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
});

/** `CI=true` (or 1), as CI services and `.ci/run` set it. */
export const servicesRequired = (env: NodeJS.ProcessEnv = process.env): boolean => env.CI === 'true' || env.CI === '1';

/** How long a service may take to answer before it counts as down (`TEST_SERVICES_WAIT_MS`, default 20 s). */
export const serviceWindowMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const ms = Number(env.TEST_SERVICES_WAIT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 20_000;
};

/** One protocol round trip; throws what the driver said. */
async function askPostgres(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

async function askRedis(url: string, timeoutMs: number): Promise<void> {
  const r = new Redis(url, {
    lazyConnect: true,
    enableReadyCheck: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // ioredis rejects with "Connection is closed."; the socket's own error (ECONNREFUSED …) says why.
  let cause: unknown;
  r.on('error', (err) => (cause = err));
  try {
    await r.connect();
    const answer = await r.ping();
    if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
  } catch (err) {
    throw cause ?? err;
  } finally {
    r.disconnect();
  }
}

/** Nothing listens there: the machine has no such server, as opposed to one that is slow or starting. */
const refused = (err: unknown): boolean => /ECONNREFUSED|ENOENT/.test(`${(err as { code?: string })?.code} ${(err as Error)?.message}`);

/**
 * Asks again until the service answers or `windowMs` has passed; resolves with null when it answered,
 * else with the last error's words. A refused connection stops the wait after `refusedMs`: outside CI a
 * machine without the server should not wait the whole window on every run.
 */
async function waitForAnswer(ask: (timeoutMs: number) => Promise<void>, windowMs: number, refusedMs = windowMs): Promise<string | null> {
  const started = Date.now();
  const until = started + windowMs;
  let last = 'no answer';
  for (;;) {
    const left = until - Date.now();
    try {
      // Each attempt may take what is left of the window, up to 5 s, so a slow answer still counts.
      await ask(Math.max(250, Math.min(5_000, left)));
      return null;
    } catch (err) {
      last = err instanceof Error ? err.message || err.name : String(err);
      if (refused(err) && Date.now() - started >= refusedMs) return last;
    }
    if (Date.now() + 250 >= until) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const waitForPostgres = (url: string, windowMs: number, refusedMs?: number) => waitForAnswer((t) => askPostgres(url, t), windowMs, refusedMs);
export const waitForRedis = (url: string, windowMs: number, refusedMs?: number) => waitForAnswer((t) => askRedis(url, t), windowMs, refusedMs);

/** A URL as it may be printed (no password). */
const shown = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
};

/**
 * The run's answer: which services are up. Under CI (see `servicesRequired`) a service that does not
 * answer throws, naming it, its URL and the driver's last words; otherwise it is reported down with a
 * warning and its suites skip.
 */
export async function decideServices(env: NodeJS.ProcessEnv = process.env, warn: (line: string) => void = console.warn): Promise<ServicesUp> {
  const urls = serviceUrls(env);
  const windowMs = serviceWindowMs(env);
  const required = servicesRequired(env);
  // Under CI a refused connection may be a server still starting; elsewhere it is one the machine lacks.
  const refusedMs = required ? windowMs : Math.min(windowMs, 2_000);
  const [pgProblem, redisProblem] = await Promise.all([waitForPostgres(urls.postgres, windowMs, refusedMs), waitForRedis(urls.redis, windowMs, refusedMs)]);
  const problems = [
    pgProblem && `PostgreSQL did not answer "select 1" at ${shown(urls.postgres)} (TEST_PG_URL) within ${windowMs} ms: ${pgProblem}`,
    redisProblem && `Redis did not answer PING at ${shown(urls.redis)} (TEST_REDIS_URL) within ${windowMs} ms: ${redisProblem}`,
  ].filter((p): p is string => !!p);
  if (problems.length && required)
    throw new Error(
      `CI=true requires PostgreSQL and Redis for the API tests, and they are not all answering:\n- ${problems.join('\n- ')}\n.ci/run starts them (apps/server/test/ci-services.ts).`,
    );
  for (const p of problems) warn(`${p}. Its test runs are skipped (under CI=true this fails the run).`);
  return { postgres: !pgProblem, redis: !redisProblem };
}
