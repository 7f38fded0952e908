import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeRunTmpdir } from '../../../scripts/test-tmpdir.mjs';
import { openDatabase } from '../../server/src/platform/db/index.js';

/** Where the migrated template lives for the run (read by E2EServer.start in the workers). */
export const TEMPLATE_ENV = 'E2E_DB_TEMPLATE';

/**
 * Migrates one embedded database for the whole run; each journey's server starts from a copy of it
 * (about a second) instead of migrating its own (about five), once per spec file.
 */
export default async function globalSetup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-template-'));
  await (await openDatabase({ dataDir: dir })).close();
  process.env[TEMPLATE_ENV] = path.join(dir, 'db');
  // The run's temporary directory (playwright.config.ts made it) goes too, with what the specs left there.
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    removeRunTmpdir();
  };
}
