import { defineConfig } from 'vitest/config';
import { openRunTmpdir } from './scripts/test-tmpdir.mjs';

// Suites' data directories (database copies, media) in the run's own directory, in memory when there is
// room; workers inherit it, and the node project's global setup removes it at the end.
openRunTmpdir();

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: most suites wait on ffmpeg, argon2 or the embedded database, not on each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // These suites build their own app, database and files and mock nothing, so a worker keeps its
          // loaded modules from file to file: importing the server once per file cost a minute a run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Component tests (*.test.tsx) choose happy-dom in their first line. A worker keeps its loaded
          // modules from file to file (React, Mantine and i18n imported once: 30 s became 12), so
          // renderWithApp empties the toast store a file could leave behind; files reset their own stores.
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          isolate: false,
        },
      },
    ],
  },
});
