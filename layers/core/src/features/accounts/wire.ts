import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { named, documentBodyAs } from '../../kernel/legacy-names.ts';
import { timestamp } from '../../kernel/wire-base.ts';

/** Legacy `ApiKey` (upstream schema) plus the fields the reference fixtures carry. */
export const legacyApiKey = z.object({
  uid: z.uuid(),
  name: z.string().regex(/\S/),
  createdAt: timestamp,
  belongsTo: z.string(),
  roles: z.array(z.string()),
  validUntil: z.string().nullable(),
});
export const legacyApiKeyWithJwt = legacyApiKey.extend({ jwt: z.string() });
export const legacyApiKeyCreate = z.object({
  name: chars(z.string().regex(/\S/, 'name must not be blank'), 200),
  roles: z
    .array(chars(z.string().min(1), 100))
    .max(50)
    .default([]),
});

export const legacyUser = z.object({
  username: z.string(),
  appId: z.string(),
  effectiveDisplayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  subscriptionIds: z.array(z.number().int()),
  apiKeyIds: z.array(z.string()),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(legacyApiKey, 'ApiKey');
named(legacyApiKeyWithJwt, 'ApiKeyWithJWT');
named(legacyUser, 'User');
documentBodyAs(legacyApiKeyCreate, legacyApiKey);
