import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { acquireDirLock } from './dir-lock.js';

export type Db = Kysely<Database>;
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements run since the database was opened: what benchmarks count per request. */
  queries(): number;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else PGlite persisted under `<dataDir>/db`. PGlite is one connection
 * in one process and two processes on one directory corrupt it, so the directory is locked.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let release = () => {};
  let kind: DatabaseHandle['kind'];
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A server restart or a dropped database ends idle connections; the pool replaces them. Unhandled,
    // that 'error' event would take the whole process down.
    pool.on('error', (err) => opts.onIdleError?.(err));
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
  } else {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDirLock(dir);
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
    const pglite = await PGlite.create(dir);
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
  }
  let queries = 0;
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (event.level === 'query') queries++;
    },
  });
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    release();
    throw err;
  }
  return {
    db,
    kind,
    queries: () => queries,
    async close() {
      await db.destroy();
      release();
    },
  };
}

export async function migrate(db: Kysely<any>): Promise<void> {
  // Work lands in parallel with numbered ranges (issue 24): a database that already ran a later number
  // must still take an earlier one that arrives after it.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** An ILIKE pattern matching `text` anywhere, with the pattern's own characters (%, _, \) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
