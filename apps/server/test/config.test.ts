import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './helper.js';

const base = { DATA_DIR: '/tmp/fc-config-test' };
const FLAGS = [
  { key: 'TRUST_PROXY', field: 'trustProxy', fallback: false },
  { key: 'IN_PROCESS_WORKER', field: 'inProcessWorker', fallback: true },
  { key: 'S3_FORCE_PATH_STYLE', field: 's3.forcePathStyle', fallback: false },
] as const;
// S3 settings only exist with a bucket.
const read = (env: Record<string, string>, field: string) => {
  const c = loadConfig({ ...base, S3_BUCKET: 'bucket', ...env }) as unknown as Record<string, any>;
  return field.split('.').reduce((o, k) => o?.[k], c);
};

describe('boolean settings', () => {
  for (const { key, field, fallback } of FLAGS) {
    it(`${key}: "false"/"0" are false, "true"/"1" are true, unset is ${fallback}`, () => {
      expect(read({ [key]: 'false' }, field)).toBe(false);
      expect(read({ [key]: '0' }, field)).toBe(false);
      expect(read({ [key]: 'true' }, field)).toBe(true);
      expect(read({ [key]: '1' }, field)).toBe(true);
      expect(read({}, field)).toBe(fallback);
    });
    it(`${key}: a value that is not yes or no is a configuration error naming the key`, () => {
      expect(() => read({ [key]: 'maybe' }, field)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${key}`));
    });
  }
});

describe('TRUST_PROXY=false really ignores X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { trustProxy: loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy });
  });
  afterAll(() => t.close());

  it('records the connecting address, not the forged one', async () => {
    const res = await t.app.inject({
      url: '/api/event/log/rt.gif',
      query: { path: '/proxy-test', timestamp: '1790000000000' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('page_views').select('ip').where('path', '=', '/proxy-test').executeTakeFirstOrThrow();
    expect(row.ip).toBe('10.9.9.9');
  });
});
