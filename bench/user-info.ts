import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { registerUser, startTestApp } from '../apps/server/test/helper.js';

/**
 * GET /api/v1/user/info with a valid token, against a bare Fastify route answering the same envelope,
 * in the same run. The aim: at least half the bare route's throughput.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, headers, connections: 50, duration: DURATION_S, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchUserInfo(): Promise<string> {
  // Create the account through the real sign-up flow, then serve it from a real listening server.
  const setup = await startTestApp('pglite');
  const token = await registerUser(setup, 'bench@example.com');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-'));
  fs.cpSync(setup.dataDir, dataDir, { recursive: true });
  await setup.close();
  fs.rmSync(path.join(dataDir, 'db.lock'), { force: true });

  const { app } = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { webDist: '/nonexistent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1/user/info`;

  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 0, msg: 'success', data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  await load(appUrl, { authorization: token }); // warm-up: JIT and caches
  const base = await load(bareUrl);
  const info = await load(appUrl, { authorization: token, appid: '52000' });
  await app.close();
  await bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ratio = info.rps / base.rps;
  return [
    `user-info: ${info.rps.toFixed(0)} req/s (p99 ${info.p99} ms, ${info.errors} errors)`,
    `bare fastify: ${base.rps.toFixed(0)} req/s (p99 ${base.p99} ms)`,
    `ratio: ${ratio.toFixed(2)} (aim >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW AIM'}`,
  ].join('\n');
}
