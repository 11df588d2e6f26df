import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse, collectionInPath } from '../../kernel/route-common.ts';
import { exportOptionsBody, exportUrlResponse } from './options.ts';

const legacyShelf = { group: 'legacy-files', auth: 'authenticated', shelf: 'legacy' } as const;
const v2Shelf = { group: 'legacy-files', auth: 'authenticated', shelf: 'v2' } as const;

/**
 * Collection exports (RO-Crate ZIPs), in the `legacy-files` group: the function that already
 * reads payloads builds them. One builder serves both rows (legacy/export/).
 */
export const legacyExportRoutes = [
  {
    ...legacyShelf,
    operationId: 'exportCollection',
    method: 'GET',
    path: '/svc/api/collections/{collectionId}/export',
    summary:
      'Export Collection as RoCrate (a ZIP: ro-crate-metadata.json, <id>.json per Collection, DataObject, reference and lab journal entry, <oid>.<ext> per readable file payload; inline up to about 4.5 MB, else a 302 to a presigned GET of the stored ZIP)',
    tags: ['collection'],
    provenance: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } },
      collection: collectionInPath,
    },
    responses: {
      200: { description: 'ok', contentType: 'application/octet-stream' },
      302: {
        description: 'above the inline limit: a redirect to a presigned GET of the ZIP (30 minutes, no headers needed)',
      },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
      413: problemResponse('above the inline limit and no export bucket is configured'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'createExportUrl',
    method: 'POST',
    path: '/v2/collections/{appId}/export-url',
    summary:
      "Builds the Collection's RO-Crate ZIP and answers a presigned GET URL for it (30 minutes, signature in the query string, no headers needed); Read on the Collection. Optional body {includePermissions (default true), payloads: {files, timeseries, structuredData, spatialData} (each default true)}; an omitted body exports everything with no redaction. 503 naming the legacy export path when the active adapter cannot presign (dbfs).",
    tags: ['files'],
    request: { body: exportOptionsBody, bodyOptional: true },
    provenance: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'appId' },
      collection: { from: 'path', param: 'appId' },
      actionKind: 'EXECUTE',
    },
    responses: {
      200: { description: 'Download URL', schema: exportUrlResponse },
      400: problemResponse('Invalid body (unknown keys are refused)'),
      ...authErrors,
      404: problemResponse('No such Collection'),
      503: problemResponse('The active adapter cannot presign: use GET /svc/api/collections/{id}/export'),
    },
  },
] as const satisfies readonly RouteDef[];
