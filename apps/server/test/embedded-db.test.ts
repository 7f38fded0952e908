import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/index.js';
import { loadConfig } from '../src/config.js';
import { copyEmbeddedTemplate } from './helper.js';

describe('embedded database', () => {
  it('persists across reopen and refuses a second opener while in use', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-db-'));
    // Migrating an empty database is the run's global setup (test/global-setup.ts): start from its copy.
    copyEmbeddedTemplate(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.insertInto('captchas').values({ id: '6f1d5b8e-3a4c-4d2e-9f10-1a2b3c4d5e6f', answer: 'abcd', expires_at: new Date() }).execute();
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    const again = await openDatabase({ dataDir });
    expect(await again.db.selectFrom('captchas').select('answer').executeTakeFirst()).toEqual({ answer: 'abcd' });
    await again.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock left by a dead process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-db-'));
    copyEmbeddedTemplate(dataDir);
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999');
    const h = await openDatabase({ dataDir });
    await h.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('configuration', () => {
  it('lists every bad key at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
  it('reads defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
  });
});
