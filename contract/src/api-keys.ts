import { z } from 'zod';

/** Every key starts with this, so a leaked key is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'hth_';

/** docs/product/admin-and-api-keys.md#api-keys: 'Please enter a key name'; the same schema drives the dialog and `POST /api/api-keys`. */
export const ApiKeyNameSchema = z
  .string({ error: 'Please enter a key name' })
  .trim()
  .min(1, 'Please enter a key name')
  .max(100, 'A key name can be at most 100 characters.');

/**
 * What a key may do (docs/product/admin-and-api-keys.md#scopes): `read` every GET its admin may make
 * (search excluded), `write` the mutations, `search` talent and company search (personal data).
 */
export const ApiKeyScopeSchema = z.enum(['read', 'write', 'search']).meta({
  id: 'ApiKeyScope',
  description:
    '`read`: every GET its admin may make, search excluded; `write`: the mutations (events, registrations, invitations, check-in, projects…); `search`: talent and company search, which exposes personal data.',
});
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;
export const API_KEY_SCOPES = ApiKeyScopeSchema.options;

/** The words the screen shows for each scope. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'Everything its admin can see, search excluded' },
  write: { label: 'Write', hint: 'Create and change events, registrations, invitations, check-ins and projects' },
  search: { label: 'Search', hint: 'Talent and company search, which shows personal data' },
};

export const ApiKeyScopesSchema = z
  .array(ApiKeyScopeSchema, { error: 'Scopes must be a list of read, write and search.' })
  .min(1, 'Please choose at least one scope')
  .max(API_KEY_SCOPES.length)
  .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope)));

export const CreateApiKeySchema = z
  .object({
    name: ApiKeyNameSchema,
    scopes: ApiKeyScopesSchema.optional()
      .transform((scopes) => scopes ?? [...API_KEY_SCOPES])
      .meta({ description: 'What the key may do; all three when left out.' }),
  })
  .meta({ id: 'CreateApiKey', description: 'A name that says where the key will be used, and what it may do.' });
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** docs/product/admin-and-api-keys.md#api key. The secret itself is never part of it; only its short visible prefix. */
export const ApiKeySchema = z
  .object({
    _id: z.string().uuid(),
    name: z.string(),
    scopes: z.array(ApiKeyScopeSchema).meta({ description: 'What the key may do.' }),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart.' }),
    created_at: z.iso.datetime(),
    last_used: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'The last call made with the key (recorded at most once a minute), or null.' }),
    is_active: z.boolean().meta({ description: 'False once the key is revoked.' }),
    revoked_at: z.iso.datetime().nullable().meta({ description: 'When the key was revoked, or null while it is active.' }),
    revoked_reason: z.string().nullable().meta({
      description:
        'Why the key stopped working: who revoked it, or that its creator lost the admin role (then it stays revoked even if they become admin again); null while active or when no reason was recorded.',
    }),
    created_by: z.object({ id: z.string(), name: z.string() }).meta({ description: 'The site admin the key acts as.' }),
  })
  .meta({ id: 'ApiKey', description: 'An API key without its secret.' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.array(ApiKeySchema);

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The secret, shown this once: send it as `Authorization: Bearer <key>`.' }),
}).meta({ id: 'CreatedApiKey', description: 'A new API key, with its secret (returned only by the create call).' });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyIdParamsSchema = z.object({ id: z.string().uuid('API key not found.') });
