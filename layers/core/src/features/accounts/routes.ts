import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import * as s from './wire.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';

const legacyShelf = { group: 'legacy', auth: 'authenticated', shelf: 'legacy' } as const;

/** Legacy shelf: the current user, users and their API keys (group `legacy`). */
export const accountRoutes = [
  // ── legacy: users and API keys ──────────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getCurrentUser',
    method: 'GET',
    path: '/svc/api/users',
    summary: 'Get current user',
    tags: ['user'],
    provenance: { targetKind: 'User', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: s.legacyUser }, ...authErrors },
  },
  {
    ...legacyShelf,
    operationId: 'getUser',
    method: 'GET',
    path: '/svc/api/users/{username}',
    summary: 'Get user',
    tags: ['user'],
    provenance: { targetKind: 'User', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: s.legacyUser }, ...authErrors, 404: problemResponse('not found') },
  },
  {
    ...legacyShelf,
    operationId: 'getAllApiKeys',
    method: 'GET',
    path: '/svc/api/users/{username}/apikeys',
    summary: 'Get all api keys',
    tags: ['apikey'],
    provenance: { targetKind: 'ApiKey', target: { from: 'path', param: 'username' } },
    responses: { 200: { description: 'ok', schema: z.array(s.legacyApiKey) }, ...authErrors },
  },
  {
    ...legacyShelf,
    operationId: 'createApiKey',
    method: 'POST',
    path: '/svc/api/users/{username}/apikeys',
    summary: 'Create a new api key (shown once; the minter must hold every role granted)',
    tags: ['apikey'],
    request: { body: s.legacyApiKeyCreate },
    provenance: { targetKind: 'ApiKey', target: { from: 'response', field: 'uid' } },
    responses: {
      201: { description: 'created', schema: s.legacyApiKeyWithJwt },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'createOwnApiKey',
    method: 'POST',
    path: '/svc/api/apiKeys',
    summary:
      "Create a new api key for the token holder (as POST /users/{username}/apikeys with the caller's own username; shown once; only roles the caller holds)",
    tags: ['apikey'],
    request: { body: s.legacyApiKeyCreate },
    provenance: { targetKind: 'ApiKey', target: { from: 'response', field: 'uid' } },
    responses: {
      201: { description: 'created', schema: s.legacyApiKeyWithJwt },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'getApiKey',
    method: 'GET',
    path: '/svc/api/users/{username}/apikeys/{apikeyUid}',
    summary: 'Get api key',
    tags: ['apikey'],
    provenance: { targetKind: 'ApiKey', target: { from: 'path', param: 'apikeyUid' } },
    responses: { 200: { description: 'ok', schema: s.legacyApiKey }, ...authErrors, 404: problemResponse('not found') },
  },
  {
    ...legacyShelf,
    operationId: 'deleteApiKey',
    method: 'DELETE',
    path: '/svc/api/users/{username}/apikeys/{apikeyUid}',
    summary: 'Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)',
    tags: ['apikey'],
    provenance: { targetKind: 'ApiKey', target: { from: 'path', param: 'apikeyUid' } },
    responses: { 204: { description: 'deleted' }, ...authErrors, 404: problemResponse('not found') },
  },
] as const satisfies readonly RouteDef[];
