/**
 * CI's step before `npm test` (.ci/run): makes sure the PostgreSQL and Redis servers the API tests need
 * answer, starting the machine's own when they are down, and stops CI with the reason when one cannot
 * be started. Run: `node --import tsx apps/server/test/ci-services.ts`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { serviceUrls, serviceWindowMs, waitForPostgres, waitForRedis } from './services.js';

interface Service {
  name: string;
  url: string;
  wait(windowMs: number): Promise<string | null>;
  /** The command that starts this machine's server (Debian's packages), as a shell line. */
  start(): string | null;
}

const urls = serviceUrls();
const services: Service[] = [
  {
    name: 'PostgreSQL',
    url: urls.postgres,
    wait: (ms) => waitForPostgres(urls.postgres, ms),
    start: () => {
      const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
      return versions.length ? versions.map((v) => `pg_ctlcluster --skip-systemctl-redirect ${v} main start`).join(' && ') : null;
    },
  },
  {
    name: 'Redis',
    url: urls.redis,
    wait: (ms) => waitForRedis(urls.redis, ms),
    start: () => {
      fs.mkdirSync('/var/lib/redis', { recursive: true });
      fs.mkdirSync('/var/log/redis', { recursive: true });
      return 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';
    },
  },
];

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

let failed = false;
for (const s of services) {
  if ((await s.wait(3_000)) === null) {
    console.log(`${s.name} answers at ${new URL(s.url).host}.`);
    continue;
  }
  // Only this machine's own server can be started from here; another host's is someone else's to run.
  const command = isLoopback(s.url) ? s.start() : null;
  if (!command) {
    console.error(`\n${s.name} does not answer at ${new URL(s.url).host} and is not a server this machine can start.`);
    failed = true;
    continue;
  }
  console.log(`${s.name} does not answer at ${new URL(s.url).host}; starting it: ${command}`);
  const run = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  const problem = run.status === 0 ? await s.wait(Math.max(serviceWindowMs(), 30_000)) : `the start command exited with ${run.status ?? run.signal}`;
  if (problem === null) console.log(`${s.name} started and answers.`);
  else {
    console.error(`\n${s.name} could not be started (${problem}). The API tests need it under CI=true; start it and run CI again.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
