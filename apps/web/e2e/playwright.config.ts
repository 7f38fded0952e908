import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { openRunTmpdir } from '../../../scripts/test-tmpdir.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

// The servers' data directories and the specs' media in the run's own directory, in memory when there is
// room; workers inherit it, and the global setup's teardown removes it.
openRunTmpdir();

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The longest spec files (measured: 40-80 s each on two cores), started first. Playwright runs files
 * in name order, so url2video (40 s) used to start last and run alone while the other worker sat idle;
 * longest first leaves the short ones to even out the end. A file missing here only runs later.
 */
const LONGEST_FIRST = ['custom-avatar', 'assets', 'batch', 'product-avatar', 'avatar-review', 'a11y', 'url2video', 'photo-avatars'];

/**
 * Browser journeys. Each spec file gets its own server and database (see fixtures.ts), started in
 * the worker process, so the two workers never share rate limits or rows. Two, because a journey
 * spends much of its time waiting (renders, polls, transitions): two workers finish sooner than one
 * (79 journeys took 17.6 minutes in CI on two cores). Debian's Chromium is used (no browser download).
 */
export default defineConfig({
  testDir: here,
  // One project a long file, in that order (the queue runs projects' files in the order of this list).
  projects: [
    ...LONGEST_FIRST.map((name) => ({ name, testMatch: `${name}.spec.ts` })),
    { name: 'journeys', testMatch: /.*\.spec\.ts$/, testIgnore: LONGEST_FIRST.map((name) => `${name}.spec.ts`) },
  ],
  globalSetup: `${here}/global-setup.ts`,
  outputDir: `${here}/../../../test-results/e2e`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The app honours reduced motion (theme.respectReducedMotion), so a toast is either shown or gone:
    // axe never measures the contrast of one halfway through fading out (#e3e3e3 on white, seen in CI).
    reducedMotion: 'reduce',
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Locally a failed journey keeps its trace (each action's DOM), without the screencast: recording
    // frames of every animated page (looping avatar clips, spinners) about doubled Chromium's CPU, which
    // the two workers and their servers share (the journeys took 27 minutes with it, 18 without). CI
    // keeps only what it prints, so there it records nothing.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
