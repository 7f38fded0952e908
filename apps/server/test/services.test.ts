import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { decideServices, waitForRedis } from './services.js';

/** A port nothing listens on: bound, then closed. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis stand-in that answers every command (each starts `*<argc>`) with PONG: all a PING needs. */
function fakeRedis(): net.Server {
  return net.createServer((sock) =>
    sock.on('data', (chunk) => {
      for (const _ of String(chunk).matchAll(/(?:^|\r\n)\*\d+\r\n/g)) sock.write('+PONG\r\n');
    }),
  );
}

describe('which services the API tests run on', () => {
  it('under CI=true, a PostgreSQL that does not answer fails the run, naming it, instead of skipping its suites', async () => {
    const port = await freePort();
    const env = { CI: 'true', TEST_PG_URL: `postgres://postgres:secret@127.0.0.1:${port}/postgres`, TEST_SERVICES_WAIT_MS: '600' };
    const started = Date.now();
    const decided = decideServices(env, () => {});
    await expect(decided).rejects.toThrow(/CI=true requires PostgreSQL and Redis/);
    const message = await decided.catch((err: Error) => err.message);
    expect(message).toContain(`PostgreSQL did not answer "select 1" at postgres://postgres:***@127.0.0.1:${port}/postgres (TEST_PG_URL) within 600 ms`);
    expect(message).not.toContain('secret');
    // It asked again for the whole window: a server still starting is not called down after one try.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('under CI=true, a Redis that does not answer fails the run too', async () => {
    const env = { CI: 'true', TEST_REDIS_URL: `redis://127.0.0.1:${await freePort()}`, TEST_SERVICES_WAIT_MS: '600' };
    await expect(decideServices(env, () => {})).rejects.toThrow(/Redis did not answer PING at redis:\/\/127\.0\.0\.1:\d+ \(TEST_REDIS_URL\)/);
  });

  it('outside CI, a machine without the services is told so and skips those runs', async () => {
    const warnings: string[] = [];
    const env = { TEST_PG_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, TEST_REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
    expect(await decideServices(env, (line) => warnings.push(line))).toEqual({ postgres: false, redis: false });
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/PostgreSQL did not answer.*skipped \(under CI=true this fails the run\)/);
  });

  it('a service that comes up within the window counts as up: a refused connect is not a verdict', async ({ onTestFinished }) => {
    const port = await freePort();
    const redis = fakeRedis();
    onTestFinished(() => new Promise((resolve) => redis.close(() => resolve(undefined))));
    // Listening only 1.5 s after the first ask, as a server CI has just started.
    setTimeout(() => redis.listen(port, '127.0.0.1'), 1_500);
    expect(await waitForRedis(`redis://127.0.0.1:${port}`, 8_000)).toBeNull();
  });
});
