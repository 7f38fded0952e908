import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { Uuid } from './ids.js';
import { API_KEY_SCOPES } from './permissions.js';

/** Every API key starts with this, so neither the server nor a person mistakes one for a session token. */
export const API_KEY_PREFIX = 'fck_';
/** Characters of a key kept and shown in lists, the prefix included: enough to tell keys apart, too few to use. */
export const API_KEY_SHOWN_CHARS = 12;
/** Active keys one person may hold (all spaces together): a leaked-key sprawl limit, not a plan limit. */
export const API_KEY_MAX_ACTIVE = 20;
export const API_KEY_NAME_MAX = 60;

export const ApiKeyScopeEnum = z.enum(API_KEY_SCOPES, { error: 'Unknown scope' });

export const ApiKeyCreateRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter a name for the key.')
      .max(API_KEY_NAME_MAX, `A key name has at most ${API_KEY_NAME_MAX} characters.`)
      .refine(isSafeName, BAD_NAME_MESSAGE),
    scopes: z
      .array(ApiKeyScopeEnum)
      .min(1, 'Choose at least one scope.')
      .max(API_KEY_SCOPES.length)
      .transform((s) => [...new Set(s)]),
  })
  .strict();
export type ApiKeyCreateRequest = z.input<typeof ApiKeyCreateRequest>;

export const ApiKeyIdRequest = z.object({ id: Uuid('API key not found.') }).strict();
export type ApiKeyIdRequest = z.input<typeof ApiKeyIdRequest>;

/** A key as lists show it: never its secret, only its first characters. */
export const ApiKeyItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`fck_…`), to recognise it. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeEnum),
  created_at: z.string(),
  /** Updated at most once a minute. */
  last_used_at: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItem>;

export const ApiKeyListData = z.object({ list: z.array(ApiKeyItem) });
export type ApiKeyListData = z.infer<typeof ApiKeyListData>;

/** The new key and, this once, its whole secret: the server keeps only a hash of it. */
export const ApiKeyCreatedData = ApiKeyItem.extend({ secret: z.string() });
export type ApiKeyCreatedData = z.infer<typeof ApiKeyCreatedData>;
