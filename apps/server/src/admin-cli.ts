import fs from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from '../../../scripts/node-version.mjs';
import { API_PREFIX, type ErrorCode, type ErrorData } from '@framecast/contract';
import { type Config, loadConfig } from './config.js';
import { ADMIN_CLI_KEY_HEADER, ADMIN_CLI_PATH, adminCliFiles } from './modules/admin/cli-route.js';
import { type CommandOutput, checkCommand, formatOutput, HELP, runCommand, splitCommand } from './modules/admin/commands.js';
import { AppError } from './platform/http/errors.js';

/**
 * `npm run admin -- <command>` (HELP in modules/admin/commands.ts lists them), with the server stopped or
 * running. Stopped, or on PostgreSQL (DATABASE_URL): the CLI builds the app without its worker and runs the
 * command itself. Running on the embedded database, whose directory that server has locked: the CLI sends
 * the command to it over loopback, with the key and port the server wrote to DATA_DIR.
 */

/** The lock `openDatabase` takes on DATA_DIR/db (platform/db/dir-lock.ts): the pid of the process holding it. */
function embeddedDbHolder(config: Config): number | null {
  if (config.databaseUrl) return null;
  try {
    const pid = Number(fs.readFileSync(path.join(config.dataDir, 'db.lock'), 'utf8'));
    if (!(pid > 0) || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

const inUse = (err: unknown) => err instanceof Error && /is in use by process/.test(err.message);

async function direct(command: string, args: string[]): Promise<CommandOutput> {
  // The operator's one command needs no job worker, and the app's request log would only clutter the answer.
  const env = { ...process.env, IN_PROCESS_WORKER: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
  // Loaded only here: the whole server is a few seconds to load, and neither help nor a running server needs it.
  const { buildApp } = await import('./app.js');
  const { app, ctx } = await buildApp(loadConfig(env));
  try {
    return await runCommand(ctx, command, args);
  } finally {
    await app.close();
  }
}

function readWhenThere(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

async function viaServer(config: Config, pid: number, command: string, args: string[]): Promise<CommandOutput> {
  const files = adminCliFiles(config.dataDir);
  // A server that is still starting writes its port once it listens.
  let port = readWhenThere(files.port);
  for (let waited = 0; !port && waited < 5000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    port = readWhenThere(files.port);
  }
  const key = readWhenThere(files.key);
  const who = pid > 0 ? `process ${pid}` : 'another process';
  if (!port || !key) {
    throw new Error(
      `The embedded database in ${config.dataDir} is in use by ${who}, and that server has not written ${path.basename(files.port)}/${path.basename(files.key)} ` +
        'for the admin CLI (is it still starting, or an older version?). Stop it and run the command again, or restart it.',
    );
  }
  let lastError: unknown;
  for (const host of ['127.0.0.1', '[::1]']) {
    let res: Response;
    try {
      res = await fetch(`http://${host}:${port}${API_PREFIX}${ADMIN_CLI_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ADMIN_CLI_KEY_HEADER]: key },
        body: JSON.stringify({ command, args }),
      });
    } catch (err) {
      lastError = err;
      continue;
    }
    const body = (await res.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null;
    if (!body) throw new Error(`The server on port ${port} answered ${res.status} without an envelope.`);
    if (body.code !== 0) throw new AppError(body.code as ErrorCode, body.msg, body.data as ErrorData);
    return body.data as CommandOutput;
  }
  throw new Error(
    `The embedded database in ${config.dataDir} is in use by ${who}, but no server answers on 127.0.0.1:${port} ` +
      `(${lastError instanceof Error ? (lastError.cause as Error | undefined)?.message || lastError.message : String(lastError)}).`,
  );
}

function printError(err: unknown): void {
  if (err instanceof AppError) {
    console.error(`Error: ${err.message}`);
    const fields = err.data?.fields ?? {};
    for (const message of Object.values(fields)) if (!err.message.includes(message)) console.error(`  ${message}`);
    return;
  }
  console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const { command, args } = splitCommand(argv.filter((a) => a !== '--json'));
  if (['help', '--help', '-h'].includes(command)) {
    console.log(json ? JSON.stringify({ kind: 'help', text: HELP }) : HELP);
    return 0;
  }
  const nodeProblem = nodeVersionProblem();
  if (nodeProblem) throw new Error(nodeProblem);
  checkCommand(command, args);
  const config = loadConfig();
  const holder = embeddedDbHolder(config);
  let out: CommandOutput;
  if (holder !== null) out = await viaServer(config, holder, command, args);
  else {
    try {
      out = await direct(command, args);
    } catch (err) {
      // A server took the directory between the look and the open.
      const pid = inUse(err) ? embeddedDbHolder(config) : null;
      if (pid === null) throw err;
      out = await viaServer(config, pid, command, args);
    }
  }
  console.log(json ? JSON.stringify(out, null, 2) : formatOutput(out));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    printError(err);
    process.exit(1);
  },
);
