import { z } from 'zod';
import { capList, EmailAddress, text } from './primitives.js';

/**
 * API keys (docs/product-rules.md#api-keys): credentials of one account for a business's own
 * systems. A key is sent as `Authorization: Bearer pdk_…`; the prefix tells it from a session token.
 */
export const API_KEY_PREFIX = 'pdk_';

/**
 * Modules a key may be given. `player_data` is the permission to players' personal data, as for a
 * team mate (docs/product-rules.md#player-data-permission): with `games` the Player Data routes,
 * with `rewards` the winners' names and emails. `audit` reads the audit log (docs/audit-log.md). `full`, `teams`, `account_managment` and
 * `subscription` are never a key's.
 */
export const API_KEY_MODULES = [
  'games',
  'rewards',
  'pwa',
  'integrations',
  'domains',
  'player_data',
  'audit',
] as const;
export type ApiKeyModule = (typeof API_KEY_MODULES)[number];

export const API_KEY_ACCESS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** Keys an account may hold at once; revoked ones do not count (they stay listed for the record). */
export const MAX_API_KEYS_PER_ACCOUNT = 50;

const ApiKeyName = text(80, { trim: true, tooLong: 'Name must be at most 80 characters' }).min(
  1,
  'Name is required',
);

export const CreateApiKeyRequest = z.object({
  name: ApiKeyName,
  modules: capList(
    API_KEY_MODULES.length,
    'Choose each module at most once',
    z
      .array(
        z.enum(API_KEY_MODULES, {
          error: `Modules must be among ${API_KEY_MODULES.join(', ')}`,
        }),
      )
      .min(1, 'Choose at least one module')
      .max(API_KEY_MODULES.length, 'Choose each module at most once')
      .refine((m) => new Set(m).size === m.length, 'Choose each module at most once'),
  ),
  access: z.enum(API_KEY_ACCESS, { error: 'Access must be read or write' }),
  /** An ISO date-time in the future; none: the key never expires. */
  expires_at: text(40)
    .pipe(z.iso.datetime({ offset: true, error: 'Expiry must be a date and time (ISO 8601)' }))
    .optional(),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret, to recognise a key; never enough to use it. */
  prefix: z.string(),
  modules: z.array(z.enum(API_KEY_MODULES)),
  access: z.enum(API_KEY_ACCESS),
  created_by: z.object({ email: EmailAddress }).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyListResponse = z.object({ data: z.array(ApiKey) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

/** The answer to a creation: the only time the secret is ever shown. */
export const CreatedApiKeyResponse = z.object({ api_key: ApiKey, secret: z.string() });
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponse>;
