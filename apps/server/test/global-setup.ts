import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { removeRunTmpdir } from '../../../scripts/test-tmpdir.mjs';
import { openDatabase } from '../src/platform/db/index.js';
import { decideServices, serviceUrls, type ServicesUp } from './services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (`<dir>/db`), copied by each suite instead of migrating its own. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that suites' databases are created from, when PostgreSQL answers. */
    pgTemplate: string | null;
    /** Which of PostgreSQL and Redis answer, decided once per run (services.ts; under CI=true both must). */
    services: ServicesUp;
  }
}

const PG_ADMIN_URL = serviceUrls().postgres;

/**
 * Decides once per run which services answer (under CI=true a missing one throws here and fails the
 * run), and migrates an empty database once, embedded and on PostgreSQL, so each suite starts from a
 * copy (a directory copy, `create database … template`) instead of creating and migrating its own.
 */
export default async function setup(project: TestProject) {
  const services = await decideServices();
  project.provide('services', services);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-template-'));
  await (await openDatabase({ dataDir: dir })).close();
  project.provide('pgliteTemplate', dir);

  let pgTemplate: string | null = null;
  if (services.postgres) {
    pgTemplate = `fc_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${pgTemplate}`);
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${pgTemplate}`;
    await (await openDatabase({ databaseUrl: u.toString(), dataDir: dir })).close();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgTemplate) await adminQuery(`drop database if exists ${pgTemplate} with (force)`);
    // What the suites left in the run's temporary directory (vitest.config.ts made it) goes with it.
    removeRunTmpdir();
  };
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
