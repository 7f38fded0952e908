import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Access,
  type CallDef,
  EVERY_ROLE_PERMISSIONS,
  envelope,
  ErrorCode,
  type Feature,
  grants,
  type Permission,
  type RoleName,
  type UserStatus,
} from '@framecast/contract';
import { AppError } from './errors.js';
import { ok } from './envelope.js';
import { errorResponses } from './openapi.js';
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

/**
 * The caller as a handler sees it, resolved once per request: a signed-in session or a free-trial
 * guest (API keys will be a third kind, with scopes).
 */
export interface Actor extends Caller {
  kind: 'session' | 'guest';
}
/** A handler's actor follows its call's access: always there for 'user', maybe for 'optional', never for 'none'. */
export type ActorOf<A extends Access> = A extends 'user' ? Actor : A extends 'optional' ? Actor | null : null;

export interface CallContext<Input, A extends Access = Access> {
  input: Input;
  actor: ActorOf<A>;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface CallOptions {
  resolveCaller: CallerResolver;
  /**
   * The actor's role in the space they work in, or in the space a request names (`roleIn: 'input'`,
   * where null means they are not a member); asked only when the answer matters.
   */
  roleOf(actor: Actor, spaceUniqueId?: string): Promise<RoleName | null>;
  /** Whether the actor is one of the server's operators (ADMIN_EMAILS); asked only for 'operator' calls. */
  isOperator(actor: Actor): Promise<boolean>;
  /** The plan features of the space the actor works in (its owner's plan); asked only for calls that need one. */
  featuresOf(actor: Actor): Promise<readonly Feature[]>;
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
export function registerCall<Req extends z.ZodType, Data extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  opts: CallOptions,
  def: CallDef<Req, Data, A>,
  handler: (ctx: CallContext<z.output<Req>, A>) => Promise<z.input<Data>>,
): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      [inputKey]: def.request,
      ...(def.access !== 'none' ? { security: [{ token: [] }] } : {}),
      response: {
        200: { description: 'Success: code 0 and the data', content: { 'application/json': { schema: envelope(def.data) } } },
        ...callErrors(def as CallDef),
      },
    },
    config: def.authLimited ? { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } } : {},
    handler: async (req, reply) => {
      const actor = (await authenticate(req, def as CallDef, opts)) as ActorOf<A>;
      // Who may call is answered before what they sent is read; a call that names its space needs the
      // input first to know which space's role counts.
      const byInput = def.roleIn === 'input';
      if (actor && def.permission && byInput) assertGuestMay(actor, def.permission);
      if (actor && def.permission && !byInput) await assertPermitted(actor, def as CallDef, null, opts);
      if (actor && def.feature && !(await opts.featuresOf(actor)).includes(def.feature)) {
        throw new AppError(ErrorCode.PLAN_FEATURE_REQUIRED, undefined, { feature: def.feature });
      }
      const input = parseInput(def.request, inputKey === 'body' ? req.body : req.query);
      if (actor && def.permission && byInput) await assertPermitted(actor, def as CallDef, input, opts);
      const data = await handler({ input, actor, req, reply });
      return ok(data ?? null);
    },
  });
}

/**
 * The failures every call of this kind can answer, as the registry and the error handler make them; the
 * rest depend on the handler (404, 409, 503…), so they are documented as `default`, still in the envelope.
 */
function callErrors(def: CallDef) {
  const statuses: number[] = [
    400,
    ...(def.access === 'user' ? [401] : []), // 'optional' ignores a stale token
    ...(def.access !== 'none' ? [403] : []), // a suspended account, or a permission the role lacks
    ...(def.method !== 'GET' ? [413] : []), // the body limit
    ...(def.authLimited ? [429] : []),
    500,
  ];
  return errorResponses([...statuses, 'default']);
}

async function authenticate(req: FastifyRequest, def: CallDef, opts: CallOptions): Promise<Actor | null> {
  if (def.access === 'none') return null;
  const token = readToken(req);
  if (!token) {
    if (def.access === 'optional') return null;
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  const caller = await opts.resolveCaller(token).catch((err) => {
    // A stale token on a call that works without one is simply ignored, except for a ban.
    if (def.access === 'optional' && err instanceof AppError && err.code !== ErrorCode.BANNED) return null;
    throw err;
  });
  if (!caller) return null;
  return { ...caller, kind: caller.status === 'guest' ? 'guest' : 'session' };
}

/** A free trial lacks the account's own permissions, whatever space it names. */
function assertGuestMay(actor: Actor, permission: Permission): void {
  if (actor.kind === 'guest' && !grants({ guest: true, role: 'owner' }, permission)) throw new AppError(ErrorCode.GUEST_NOT_ALLOWED);
}

/**
 * The call's permission, from the permission table: a guest lacks the account's own; a role may lack
 * some. A call that names its space is checked against the caller's role there, and a space they are
 * not in does not exist for them.
 */
async function assertPermitted(actor: Actor, def: CallDef, input: unknown, opts: CallOptions): Promise<void> {
  const permission = def.permission as Permission;
  assertGuestMay(actor, permission);
  let role: RoleName | null;
  if (def.roleIn === 'input') {
    role = await opts.roleOf(actor, (input as { unique_id: string }).unique_id);
    if (!role) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  } else {
    role = EVERY_ROLE_PERMISSIONS.includes(permission) || permission === 'operator' ? 'owner' : await opts.roleOf(actor);
  }
  const operator = permission === 'operator' && (await opts.isOperator(actor));
  if (grants({ guest: actor.kind === 'guest', role: role ?? 'collaborator', operator }, permission)) return;
  throw new AppError(actor.kind === 'guest' ? ErrorCode.GUEST_NOT_ALLOWED : ErrorCode.FORBIDDEN);
}
