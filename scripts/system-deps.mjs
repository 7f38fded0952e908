#!/usr/bin/env node
// Checks the Debian packages Framecast needs and installs what is missing when it can (root with
// apt-get); otherwise stops with the exact command to run. Usage: system-deps.mjs start|test
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { nodeVersionProblem } from './node-version.mjs';

const nodeProblem = nodeVersionProblem();
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(1);
}

const mode = process.argv[2] ?? 'start';
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const hasFontFor = (lang) => {
  if (!has('fc-list')) return false;
  const out = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).stdout ?? '';
  return out.trim().length > 0;
};
// The renderer draws Arabic and Hebrew lines with DejaVu Sans (packages/engine/src/compose/fonts.ts).
const hasRtlFont = () => {
  if (!has('fc-list')) return false;
  const out = spawnSync('fc-list', [':family=DejaVu Sans:lang=ar', 'family'], { encoding: 'utf8' }).stdout ?? '';
  return out.trim().length > 0 && hasFontFor('he');
};

/** What each mode needs: [what, check, Debian package]. */
const needs = [
  ['ffmpeg and ffprobe (video)', () => has('ffmpeg') && has('ffprobe'), 'ffmpeg'],
  ['espeak-ng (speech)', () => has('espeak-ng'), 'espeak-ng'],
  ['flite (English speech)', () => has('flite'), 'flite'],
  ['a CJK font (Chinese text in videos and pages)', () => hasFontFor('zh'), 'fonts-wqy-zenhei'],
  ['an Arabic and Hebrew font (right-to-left text in videos)', hasRtlFont, 'fonts-dejavu-core'],
  ...(mode === 'test'
    ? [["Chromium's headless shell (browser tests)", () => fs.existsSync('/usr/bin/chromium-headless-shell'), 'chromium-headless-shell']]
    : []),
];

const missing = needs.filter(([, ok]) => !ok());
if (!missing.length) process.exit(0);
const pkgs = [...new Set(missing.map(([, , p]) => p))];
const command = `apt-get update && apt-get install -y --no-install-recommends ${pkgs.join(' ')}`;
console.log(`Framecast needs: ${missing.map(([w]) => w).join(', ')}.`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && has('apt-get')) {
  console.log(`Installing with: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`\nThe install failed. Run it yourself:\n  ${command}\n`);
    process.exit(1);
  }
  const still = needs.filter(([, ok]) => !ok());
  if (!still.length) process.exit(0);
  console.error(`Still missing after install: ${still.map(([w]) => w).join(', ')}`);
  process.exit(1);
}
console.error(`\nPlease install them, then run the command again:\n  sudo ${command}\n`);
process.exit(1);
