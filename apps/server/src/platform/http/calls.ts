import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope, ErrorCode, type CallDef, type UserStatus } from '@framecast/contract';
import { AppError } from './errors.js';
import { ok } from './envelope.js';
import { parseInput } from './validation.js';

/** Who is calling, once their token has been checked. */
export interface Caller {
  userId: string;
  sessionId: string;
  status: UserStatus;
  token: string;
}
/** Turns a token into a caller or throws the matching AppError (10102/10103/10108/50007). */
export type CallerResolver = (token: string) => Promise<Caller>;

export interface CallContext<Input> {
  input: Input;
  caller: Caller | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface CallOptions {
  resolveCaller: CallerResolver;
  authRateLimit: number;
}

export function readToken(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || null;
}

/**
 * Registers a handler for one contract call: documents it, checks access, parses the input with the
 * contract schema (body for POST, query for GET) and wraps the result in the envelope.
 */
export function registerCall<Req extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  opts: CallOptions,
  def: CallDef<Req, Data>,
  handler: (ctx: CallContext<z.output<Req>>) => Promise<z.input<Data>>,
): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.method === 'POST' ? { body: def.request } : {}),
      ...(def.access !== 'none' ? { security: [{ token: [] }] } : {}),
      response: { 200: envelope(def.data) },
    },
    config: def.authLimited ? { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } } : {},
    handler: async (req, reply) => {
      const caller = await authorize(req, def, opts.resolveCaller);
      const input = parseInput(def.request, inputKey === 'body' ? req.body : req.query);
      const data = await handler({ input, caller, req, reply });
      return ok(data ?? null);
    },
  });
}

async function authorize(req: FastifyRequest, def: CallDef, resolve: CallerResolver): Promise<Caller | null> {
  if (def.access === 'none') return null;
  const token = readToken(req);
  if (!token) {
    if (def.access === 'optional') return null;
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  const caller = await resolve(token).catch((err) => {
    // A stale token on a call that works without one is simply ignored, except for a ban.
    if (def.access === 'optional' && err instanceof AppError && err.code !== ErrorCode.BANNED) return null;
    throw err;
  });
  if (caller && def.access === 'account' && caller.status === 'guest') throw new AppError(ErrorCode.GUEST_NOT_ALLOWED);
  return caller;
}
