import fs from 'node:fs';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the
 * browser's UI, which Playwright also prefers when headless) and the flags it needs here (no sandbox,
 * no GPU, nothing fetched in the background). Against the full browser it used 7-16% less CPU on the
 * journeys. The full browser still works, by CHROMIUM_PATH or when the shell is not installed.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
