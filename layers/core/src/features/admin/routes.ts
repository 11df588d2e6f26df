import type { RouteDef } from '../../kernel/route-types.ts';
import * as s from './wire.ts';
import * as k from '../../kernel/schemas.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { MERGE_PATCH_JSON } from '../../kernel/merge-patch.ts';
import { legacyV1Config } from '../legacy-shelf/v1-compat.ts';

const v2Shelf = { group: 'admin', auth: 'instance-admin', shelf: 'v2' } as const;

/** Instance administration under `/v2/admin` (group `admin`, role instance-admin). */
export const adminRoutes = [
  // ── admin ─────────────────────────────────────────────────────────────────────────
  {
    ...v2Shelf,
    operationId: 'listFeatures',
    method: 'GET',
    path: '/v2/admin/features',
    summary: 'Every feature toggle with its effective value',
    tags: ['admin'],
    provenance: { targetKind: 'Feature', target: { from: 'const', value: 'features' } },
    responses: { 200: { description: 'Feature toggles', schema: s.featureList }, ...authErrors },
  },
  {
    ...v2Shelf,
    operationId: 'listPlugins',
    method: 'GET',
    path: '/v2/admin/plugins',
    summary: 'Every discovered plugin in registry insertion order, DISABLED and FAILED rows included',
    tags: ['admin', 'plugins'],
    provenance: { targetKind: 'PluginEntry', target: { from: 'const', value: 'plugins' } },
    responses: { 200: { description: 'Plugin entries', schema: s.pluginList }, ...authErrors },
  },
  {
    ...v2Shelf,
    operationId: 'patchPlugin',
    method: 'PATCH',
    path: '/v2/admin/plugins/{id}',
    summary:
      'Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install default). Persisted before the answer; code stays loaded.',
    tags: ['admin', 'plugins'],
    request: { body: s.pluginPatch, contentTypes: [MERGE_PATCH_JSON] },
    provenance: { targetKind: 'PluginEntry', target: { from: 'path', param: 'id' } },
    responses: {
      200: { description: 'The updated plugin entry', schema: s.pluginEntry },
      400: problemResponse('Invalid patch'),
      ...authErrors,
      404: problemResponse('Unknown plugin id'),
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getLegacyV1Config',
    method: 'GET',
    path: '/v2/admin/legacy/v1/config',
    summary: `Runtime configuration singleton \`${legacyV1Config.id}\`: ${legacyV1Config.description}`,
    tags: ['admin', 'config'],
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: 'legacy-v1' } },
    responses: {
      200: {
        description: 'Current value (defaults merged with what was stored)',
        schema: k.singletonResponse(legacyV1Config.schema),
      },
      ...authErrors,
    },
  },
  {
    ...v2Shelf,
    operationId: 'getLegacyV1Stats',
    method: 'GET',
    path: '/v2/admin/legacy/v1/stats',
    summary:
      'Usage of the legacy shelf over the last `days` UTC days (default 30): calls per operation and per day, distinct callers, the last call, and per operation its distinct callers and last call. Kept as counters per day and operation, not a scan of provenance.',
    tags: ['admin', 'legacy'],
    request: { query: s.legacyStatsQuery },
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: 'legacy-v1' } },
    responses: {
      200: { description: 'The usage', schema: s.legacyStats },
      400: problemResponse('Bad days'),
      ...authErrors,
    },
  },
  {
    ...v2Shelf,
    operationId: 'patchLegacyV1Config',
    method: 'PATCH',
    path: '/v2/admin/legacy/v1/config',
    summary: `Change the \`${legacyV1Config.id}\` singleton (RFC 7396 merge patch; \`null\` resets a member to its default)`,
    tags: ['admin', 'config'],
    request: { body: k.mergePatchOf(legacyV1Config.schema), contentTypes: [MERGE_PATCH_JSON] },
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: 'legacy-v1' } },
    responses: {
      200: { description: 'The updated value', schema: k.singletonResponse(legacyV1Config.schema) },
      400: problemResponse('Invalid value'),
      ...authErrors,
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getStorageStatus',
    method: 'GET',
    path: '/v2/admin/storage',
    summary:
      'File storage adapters (dbfs always; s3 from the file-s3 plugin) with the active one (svc.storage.provider, deploy-time only)',
    tags: ['admin', 'storage'],
    provenance: { targetKind: 'StorageAdapter', target: { from: 'const', value: 'storage' } },
    responses: { 200: { description: 'Adapters', schema: s.storageStatus }, ...authErrors },
  },
] as const satisfies readonly RouteDef[];
