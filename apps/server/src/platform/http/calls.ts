import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Access,
  API_KEY_PREFIX,
  type CallDef,
  type Entitlements,
  EVERY_ROLE_PERMISSIONS,
  envelope,
  ErrorCode,
  ErrorMessage,
  grants,
  isApiKeyScope,
  type Permission,
  planRefusal,
  RELOGIN_CODES,
  type RoleName,
  type UserStatus,
} from '@framecast/contract';
import type { ActingSpace, Actor } from './actor.js';
import { assertSameSite, clearSessionCookies, cookieToken, type SessionCookieOptions } from './session-cookie.js';
import { AppError } from './errors.js';
import { EncodedData, ok } from './envelope.js';
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

/** Who calls with an API key: its owner, the space the key acts in and what it may do. */
export interface KeyCaller {
  userId: string;
  status: UserStatus;
  keyId: string;
  spaceId: string;
  scopes: readonly Permission[];
}
/**
 * Turns an API key's secret into its caller or throws TOKEN_INVALID (unknown, revoked, or its owner no
 * longer in its space) or BANNED.
 */
export type KeyResolver = (secret: string) => Promise<KeyCaller>;

/** A handler's actor follows its call's access: always there for 'user', maybe for 'optional', never for 'none'. */
export type ActorOf<A extends Access> = A extends 'user' ? Actor : A extends 'optional' ? Actor | null : null;

export type { ActingSpace, Actor };

export interface CallContext<Input, A extends Access = Access> {
  input: Input;
  actor: ActorOf<A>;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface CallOptions {
  resolveCaller: CallerResolver;
  resolveApiKey: KeyResolver;
  /** The space the user works in (or, for an API key, the key's) and what it allows; cached by its owner. */
  actingSpace(userId: string, pinnedSpaceId?: string): Promise<ActingSpace>;
  /**
   * The actor's role in the space a request names (`roleIn: 'input'`; null: not a member there, or a
   * key made for another space).
   */
  roleInNamedSpace(actor: Actor, spaceUniqueId: string): Promise<RoleName | null>;
  /** Whether the actor is one of the server's operators (ADMIN_EMAILS); asked only for 'operator' calls. */
  isOperator(actor: Actor): Promise<boolean>;
  authRateLimit: number;
  /** The session cookie's domain and the origins whose pages may send it. */
  sessionCookie: SessionCookieOptions;
}

export function readToken(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || null;
}

/**
 * The caller's token: the `Authorization` header (API clients, and pages that still hold a readable
 * token), else the browser's HttpOnly session cookie, which is honoured only from our own pages.
 */
function callerToken(req: FastifyRequest, access: Access, opts: CallOptions): string | null {
  const header = readToken(req);
  if (header) return header;
  const cookie = cookieToken(req);
  if (!cookie || cookie.startsWith(API_KEY_PREFIX)) return null;
  try {
    assertSameSite(req, opts.sessionCookie);
  } catch (err) {
    // A call that works signed out (sign-in itself) goes on as if no cookie came; the rest are refused.
    if (access === 'optional') return null;
    throw err;
  }
  return cookie;
}

/**
 * Registers a handler for one contract call: documents it, checks access, parses the input with the
 * contract schema (body for POST, query for GET) and wraps the result in the envelope.
 */
export function registerCall<Req extends z.ZodType, Data extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  opts: CallOptions,
  def: CallDef<Req, Data, A>,
  handler: (ctx: CallContext<z.output<Req>, A>) => Promise<z.input<Data> | EncodedData<z.input<Data>>>,
): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  const perUser = def.userRateLimit ? userRateLimit(app, def as CallDef, def.userRateLimit) : null;
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      [inputKey]: def.request,
      ...(def.access !== 'none' ? { security: securityOf(def as CallDef) } : {}),
      response: {
        200: { description: 'Success: code 0 and the data', content: { 'application/json': { schema: envelope(def.data) } } },
        ...callErrors(def as CallDef),
      },
    },
    config: def.authLimited ? { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } } : {},
    handler: async (req, reply) => {
      const actor = (await authenticate(req, def.access, opts, reply)) as ActorOf<A>;
      if (actor && perUser) await perUser(req, reply, actor);
      return answer(actor, req, reply);
    },
  });

  async function answer(actor: ActorOf<A>, req: FastifyRequest, reply: FastifyReply) {
    // Who may call is answered before what they sent is read; a call that names its space needs the
    // input first to know which space's role counts.
    const byInput = def.roleIn === 'input';
    if (actor && def.permission && byInput) assertKindMay(actor, def.permission);
    if (actor && def.permission && !byInput) await assertPermitted(actor, def as CallDef, null, opts);
    // A team space whose plan has ended is closed to its work, as switching into it is (spec 000 §4, §8);
    // its members still see their spaces, switch home and leave, and its owner still renews.
    if (actor && def.permission && !byInput && isApiKeyScope(def.permission) && actor.space.planExpired) {
      throw new AppError(ErrorCode.SPACE_PLAN_EXPIRED);
    }
    // A feature the call always needs is refused before the input is read; what the input asks, after.
    // The actor carries what the space's plan allows.
    if (actor && def.feature) assertPlanAllows(def as CallDef, actor.space.entitlements, undefined);
    const input = parseInput(def.request, inputKey === 'body' ? req.body : req.query);
    if (actor && def.permission && byInput) await assertPermitted(actor, def as CallDef, input, opts);
    if (actor && def.needs) assertPlanAllows(def as CallDef, actor.space.entitlements, input);
    const data = await handler({ input, actor, req, reply });
    if (data instanceof EncodedData) {
      const { body, encoding } = data.answer(req.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    }
    return ok(data ?? null);
  }
}

/**
 * A call's declared plan needs against the entitlements of the space it works in: its feature, and what
 * its parsed input asks (`def.needs`; skipped while the input is not read yet). Refuses with the spec's
 * words for the limit (plan-gates.ts), the same answer a service gives for the limits it counts itself.
 */
export function assertPlanAllows(def: Pick<CallDef, 'feature' | 'needs'>, allowed: Entitlements, input: unknown): void {
  const refusal = planRefusal(allowed, { feature: def.feature, ...(input !== undefined ? def.needs?.(input) : {}) });
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.data);
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
    ...(def.authLimited || def.userRateLimit ? [429] : []),
    500,
  ];
  return errorResponses([...statuses, 'default']);
}

/**
 * A call's limit per account, counted in the shared rate-limit store (Redis when configured) under the
 * call's path and the user's id, so neither a second session nor an API key starts a new count.
 */
function userRateLimit(app: FastifyInstance, def: CallDef, max: number) {
  const holder = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `call:${def.path}:${holder.get(req) ?? req.ip}` });
  return async (req: FastifyRequest, reply: FastifyReply, actor: Actor) => {
    holder.set(req, actor.userId);
    const counted = await limit(req);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', Math.ceil(counted.ttlInSeconds));
    throw new AppError(ErrorCode.RATE_LIMITED, `${ErrorMessage[ErrorCode.RATE_LIMITED]} (retry in ${Math.ceil(counted.ttlInSeconds)} s)`);
  };
}

/** A session token for every call that takes one; an API key too where the call's permission can be a key's scope. */
const securityOf = (def: CallDef): Record<string, string[]>[] =>
  def.permission && isApiKeyScope(def.permission) ? [{ token: [] }, { apiKey: [] }] : [{ token: [] }];

async function authenticate(req: FastifyRequest, access: Access, opts: CallOptions, reply?: FastifyReply): Promise<Actor | null> {
  if (access === 'none') return null;
  const token = callerToken(req, access, opts);
  if (!token) {
    if (access === 'optional') return null;
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  if (token.startsWith(API_KEY_PREFIX)) {
    // The sign-in calls (access 'optional') act for a person at a screen; a key there is no one.
    if (access === 'optional') return null;
    const key = await opts.resolveApiKey(token);
    const space = await opts.actingSpace(key.userId, key.spaceId);
    return { userId: key.userId, status: key.status, sessionId: '', token: '', kind: 'apiKey', keyId: key.keyId, scopes: key.scopes, space };
  }
  const caller = await opts.resolveCaller(token).catch((err) => {
    // A session cookie the server no longer honours (signed out elsewhere, deleted, expired) is ended in
    // the browser too: page script cannot remove an HttpOnly cookie itself.
    if (reply && err instanceof AppError && RELOGIN_CODES.includes(err.code) && !readToken(req)) clearSessionCookies(req, reply, opts.sessionCookie);
    // A stale token on a call that works without one is simply ignored, except for a ban.
    if (access === 'optional' && err instanceof AppError && err.code !== ErrorCode.BANNED) return null;
    throw err;
  });
  if (!caller) return null;
  const space = await opts.actingSpace(caller.userId);
  return { ...caller, kind: caller.status === 'guest' ? 'guest' : 'session', space };
}

/**
 * The caller of a route outside the registry (the live-status stream) by its Authorization header — a
 * session, a guest or an API key — refused as a call needing `permission` refuses their kind.
 */
export async function actorOfHeader(req: FastifyRequest, permission: Permission, opts: CallOptions): Promise<Actor> {
  const actor = (await authenticate(req, 'user', opts))!;
  assertKindMay(actor, permission);
  return actor;
}

/**
 * What the kind of caller rules out, whatever space it names: a free trial lacks the account's own
 * permissions; an API key every permission outside API_KEY_SCOPES (session only) and outside its scopes.
 */
function assertKindMay(actor: Actor, permission: Permission): void {
  if (actor.kind === 'guest' && !grants({ guest: true, role: 'owner' }, permission)) throw new AppError(ErrorCode.GUEST_NOT_ALLOWED);
  if (actor.kind !== 'apiKey') return;
  if (!isApiKeyScope(permission)) throw new AppError(ErrorCode.API_KEY_SESSION_ONLY);
  if (!actor.scopes?.includes(permission)) throw new AppError(ErrorCode.API_KEY_SCOPE, `This API key's scopes do not include ${permission}.`);
}

/**
 * The call's permission, from the permission table: a guest lacks the account's own; a role may lack
 * some. A call that names its space is checked against the caller's role there, and a space they are
 * not in does not exist for them.
 */
async function assertPermitted(actor: Actor, def: CallDef, input: unknown, opts: CallOptions): Promise<void> {
  const permission = def.permission as Permission;
  assertKindMay(actor, permission);
  let role: RoleName | null;
  if (def.roleIn === 'input') {
    role = await opts.roleInNamedSpace(actor, (input as { unique_id: string }).unique_id);
    if (!role) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  } else {
    role = EVERY_ROLE_PERMISSIONS.includes(permission) || permission === 'operator' ? 'owner' : actor.space.role;
  }
  const operator = permission === 'operator' && (await opts.isOperator(actor));
  if (grants({ guest: actor.kind === 'guest', role, operator, scopes: actor.scopes }, permission)) return;
  throw new AppError(actor.kind === 'guest' ? ErrorCode.GUEST_NOT_ALLOWED : ErrorCode.FORBIDDEN);
}
