import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Browser journeys. Each spec file gets its own server and database (see fixtures.ts), started in
 * the worker process; one worker at a time, because sign-in failures are also counted per IP and
 * the machine has two cores. Debian's Chromium is used (no browser download).
 */
export default defineConfig({
  testDir: here,
  testMatch: /.*\.spec\.ts$/,
  outputDir: `${here}/../../../test-results/e2e`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `${here}/../../../playwright-report` }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
