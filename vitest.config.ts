import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Component tests (*.test.tsx) choose happy-dom in their first line; everything else runs in node.
    include: ['packages/*/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['apps/server/test/global-setup.ts'],
    // Both cores: most suites wait on ffmpeg, argon2 or the embedded database, not on each other.
    maxWorkers: 2,
  },
});
