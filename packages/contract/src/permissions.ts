import type { RoleName } from './enums.js';

/**
 * What a call needs, as data: each call of `calls` names one permission (or none, for the public ones),
 * and each role of a space, each kind of caller (a free-trial guest) and each API key's scopes grant a
 * set. The server checks it once, where calls are registered; which rows an allowed caller may touch (a
 * collaborator: their own files) is the spaces policy's business.
 */
export const PERMISSIONS = [
  /** The signed-in user's own info (user info). */
  'account.read',
  /** Their profile (nickname, photo): an account's, not a free trial's. */
  'profile.write',
  /** The sign-up questionnaire's answers. */
  'questionnaire.answer',
  /** Sign-in identity and the account itself: password, email, deletion, taking over a free trial. */
  'account.manage',
  /** Ending their own session. */
  'session.end',
  /** Making and revoking their API keys: a signed-in person's, never a key's own (a key cannot mint keys). */
  'apiKeys.manage',
  'projects.read',
  'projects.write',
  /** Credit checks, renders and their cancelling. */
  'render.run',
  'library.read',
  'library.favorite',
  /** Cloning a voice from one's own recordings, and deleting a cloned voice: an account's, not a free trial's. */
  'voices.clone',
  /** Making, changing and deleting the space's own avatars: an account's, not a free trial's. */
  'avatars.create',
  'assets.read',
  'assets.write',
  'uploads.write',
  /** Seeing one's spaces and their members, switching between them, leaving one. */
  'space.use',
  /** Joining a space with an invitation, and making a team space (the Team plan decides how many). */
  'space.join',
  'space.create',
  /** Inviting, changing roles, removing members. */
  'space.members',
  /** A space's name, photo and invitation link. */
  'space.settings',
  /** Deleting the space, once every member is removed: its owner alone. */
  'space.delete',
  'billing.manage',
  /** Their own plan, balances, invoices and usage. */
  'billing.read',
  /** The server's operator (ADMIN_EMAILS): plans, credits, coupons, goods, bans, refunds. No role grants it. */
  'operator',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const all: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'operator');
const without = (...out: Permission[]) => all.filter((p) => !out.includes(p));

/** What each role of a space may do (spec 000 §3: Owner 3, Admin 2, Collaborator 1). */
export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  owner: all,
  admin: without('billing.manage', 'space.delete'),
  collaborator: without('billing.manage', 'space.members', 'space.settings', 'space.delete'),
};

/** A free trial makes and renders videos with its own files, but has no account to manage. */
export const GUEST_PERMISSIONS: readonly Permission[] = without(
  'account.manage',
  'apiKeys.manage',
  'voices.clone',
  'avatars.create',
  'profile.write',
  'billing.manage',
  'billing.read',
  'space.join',
  'space.create',
  'space.members',
  'space.settings',
  'space.delete',
);

/**
 * What an API key may carry: the work of a space (projects, renders, files, the library). Everything else
 * — the account, sessions, keys themselves, billing and payments, space membership and settings, the
 * operator's calls — stays with a signed-in person, because no key can ever be granted it.
 */
export const API_KEY_SCOPES = [
  'projects.read',
  'projects.write',
  'render.run',
  'library.read',
  'library.favorite',
  'assets.read',
  'assets.write',
  'uploads.write',
  'voices.clone',
  'avatars.create',
] as const satisfies readonly Permission[];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const isApiKeyScope = (p: string): p is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(p);

/** Permissions that every role grants: checking them needs no look-up of the caller's role. */
export const EVERY_ROLE_PERMISSIONS: readonly Permission[] = all.filter((p) => Object.values(ROLE_PERMISSIONS).every((granted) => granted.includes(p)));

/**
 * Whether a caller of this kind and role holds the permission. An API key (`scopes`) holds what its scopes
 * name and its owner's role grants, and never a permission outside API_KEY_SCOPES.
 */
export function grants(who: { guest: boolean; role: RoleName; operator?: boolean; scopes?: readonly Permission[] }, permission: Permission): boolean {
  if (who.scopes && !(isApiKeyScope(permission) && who.scopes.includes(permission))) return false;
  if (permission === 'operator') return who.operator === true && !who.guest;
  if (who.guest && !GUEST_PERMISSIONS.includes(permission)) return false;
  return ROLE_PERMISSIONS[who.role].includes(permission);
}
