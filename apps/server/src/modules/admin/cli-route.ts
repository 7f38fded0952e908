import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { errorResponses } from '../../platform/http/openapi.js';
import { parseInput } from '../../platform/http/validation.js';
import { CLI_OPERATOR, runCommand } from './commands.js';

/**
 * `npm run admin` while this server holds the embedded database (a second process may not open it): the
 * CLI sends its command here instead. Only from this machine (loopback, not through a proxy) and only with
 * the key this server writes to DATA_DIR/admin-cli.key at start — whoever can read DATA_DIR may run it.
 * The port it listens on goes to DATA_DIR/admin-cli.port once it listens; both go when it stops.
 */

export const ADMIN_CLI_KEY_HEADER = 'x-admin-cli-key';
export const ADMIN_CLI_PATH = '/admin/cli';
export const adminCliFiles = (dataDir: string) => ({ key: path.join(dataDir, 'admin-cli.key'), port: path.join(dataDir, 'admin-cli.port') });

const Body = z.object({ command: z.string().min(1).max(40), args: z.array(z.string().max(2000)).max(50).default([]) });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A local reverse proxy connects from loopback too; what it forwards is not from this machine. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const DOC = {
  summary: 'Operator CLI (`npm run admin`): one command, from this machine only',
  description:
    'Answers only connections from 127.0.0.1/::1 that carry the key the server wrote to DATA_DIR/admin-cli.key at start; anything else is 404 or 403. ' +
    "`data` is the command's answer as the CLI prints it.",
  tags: ['operator'],
  headers: z.object({ [ADMIN_CLI_KEY_HEADER]: z.string().describe('The contents of DATA_DIR/admin-cli.key') }),
  body: Body,
  response: {
    200: {
      description: "Success: code 0 and the command's answer",
      content: { 'application/json': { schema: z.object({ code: z.number().int(), msg: z.string(), data: z.object({ kind: z.string() }).loose() }) } },
    },
    ...errorResponses([400, 403, 404, 500, 'default'], { 403: 'Wrong or missing key (40300)', 404: 'Not from this machine (40400)' }),
  },
};

/** Atomically (re)writes a file only its owner reads. */
function writePrivate(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.writeFileSync(tmp, text, { mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
}

function removeIfOurs(file: string, text: string): void {
  try {
    if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file, { force: true });
  } catch {
    /* already gone */
  }
}

const sameKey = (given: unknown, key: string): boolean =>
  typeof given === 'string' && crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(key).digest());

export function adminCliRoute(api: FastifyInstance, ctx: AppContext): void {
  const key = crypto.randomBytes(32).toString('hex');
  const files = adminCliFiles(ctx.config.dataDir);
  let written: { key: string; port: string } | null = null;
  // A port left by a server that crashed is not ours: gone before we listen. (On PostgreSQL the CLI never
  // asks a server, and other processes may share DATA_DIR.)
  if (!ctx.config.databaseUrl) fs.rmSync(files.port, { force: true });
  api.addHook('onListen', (done) => {
    try {
      const address = api.server.address();
      const port = typeof address === 'object' && address ? `${address.port}\n` : null;
      if (port) {
        writePrivate(files.key, key);
        writePrivate(files.port, port);
        written = { key, port };
      }
    } catch (err) {
      ctx.log.warn({ err }, 'could not write the admin CLI key and port to DATA_DIR: `npm run admin` cannot reach this server');
    }
    done();
  });
  api.addHook('onClose', async () => {
    if (!written) return;
    removeIfOurs(files.port, written.port);
    removeIfOurs(files.key, written.key);
  });

  api.post(ADMIN_CLI_PATH, { schema: DOC }, async (req) => {
    const remote = req.socket.remoteAddress ?? '';
    if (!LOOPBACK.has(remote) || FORWARDED.some((h) => req.headers[h] !== undefined)) throw new AppError(ErrorCode.NOT_FOUND);
    if (!written || !sameKey(req.headers[ADMIN_CLI_KEY_HEADER], written.key)) throw new AppError(ErrorCode.FORBIDDEN, 'Wrong admin CLI key.');
    const input = parseInput(Body, req.body);
    req.log.info({ command: input.command, operator: CLI_OPERATOR }, 'admin CLI command');
    return ok(await runCommand(ctx, input.command, input.args));
  });
}
