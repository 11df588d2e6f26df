import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { MERGE_PATCH_JSON } from '../../kernel/merge-patch.ts';
import * as w from './wire.ts';

const admin = { group: 'plugins', auth: 'instance-admin', shelf: 'v2', tags: ['admin', 'config', 'ai'] } as const;
const target = { targetKind: 'ConfigSingleton', target: { from: 'path', param: 'capability' } } as const;
const off = problemResponse('The ai plugin is off, or no slot has that name');

/** The ai plugin's admin routes (group `plugins`): one configuration singleton per capability slot. */
export const aiRoutes = [
  {
    ...admin,
    operationId: 'getAiCapability',
    method: 'GET',
    path: '/v2/admin/ai/capabilities/{capability}',
    summary:
      "A capability slot (TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED) of the ai plugin: its binding (provider, model, limits; secrets redacted), whether it is usable, what one call would send, and this instance's token usage. 404 while the plugin is off.",
    provenance: target,
    responses: { 200: { description: 'The slot', schema: w.slotView }, ...authErrors, 404: off },
  },
  {
    ...admin,
    operationId: 'patchAiCapability',
    method: 'PATCH',
    path: '/v2/admin/ai/capabilities/{capability}',
    summary:
      'Binds a capability slot (RFC 7396 merge patch; `null` resets a member to its default): provider, model, endpoint, region, apiKeySecret (a Secrets Manager secret name), temperature, topP, maxTokens, maxInputChars, timeoutMs, maxAttempts. The provider must be installed and offer the capability (409 otherwise). 404 while the plugin is off.',
    request: { body: w.slotPatch, contentTypes: [MERGE_PATCH_JSON] },
    provenance: target,
    responses: {
      200: { description: 'The updated slot', schema: w.slotView },
      400: problemResponse('Invalid value'),
      ...authErrors,
      404: off,
      409: problemResponse('No installed provider has that id, or it does not offer this capability'),
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
] as const satisfies readonly RouteDef[];
