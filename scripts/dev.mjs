#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 8080) and Vite's hot-reloading web app (port 5173,
// proxying /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const procs = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080', WEB_DIST: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
console.log('\n  Web app with hot reload: http://localhost:5173  (API on http://localhost:8080)\n');
