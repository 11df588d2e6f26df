import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { entityErrors, problemResponse } from '../../kernel/route-common.ts';
import { containerRoutes, containerTargetFromPath } from '../containers/routes.ts';
import { referenceFromPath, referenceItemPath, referenceRoutes } from '../references/kind-routes.ts';
import { INLINE_MAX_BYTES, MAX_DOCUMENT_BYTES } from './store.ts';
import * as w from './wire.ts';

const base = { group: 'structured-data', auth: 'authenticated', shelf: 'legacy' } as const;
const SC = '/svc/api/structuredDataContainers/{structuredDataContainerId}';
const container = containerTargetFromPath('StructuredDataContainer', 'structuredDataContainerId');
const REF = referenceItemPath('StructuredDataReference');
const refFromPath = referenceFromPath('StructuredDataReference');
const exact = 'The document is answered exactly as stored (every character, number, key order and space).';

/** The container rows (list, create, get, delete, permissions, roles), shared with every container kind. */
export const structuredDataContainerSpec = {
  kind: 'StructuredDataContainer',
  group: 'structured-data',
  path: '/svc/api/structuredDataContainers',
  idParam: 'structuredDataContainerId',
  tag: 'structuredDataContainer',
  list: {
    operationId: 'getAllStructuredDataContainers',
    summary: 'Get All Structured Data Containers (those the caller may read)',
  },
  create: {
    operationId: 'createStructuredDataContainer',
    summary: 'Create Structured Data Container (owned by the caller, Private)',
  },
  get: { operationId: 'getStructuredDataContainer', summary: 'Get Structured Data Container' },
  delete: {
    operationId: 'deleteStructuredDataContainer',
    summary: 'Delete Structured Data Container (needs write): gone at once, its documents deleted in the background',
  },
  permissions: {
    get: { operationId: 'getStructuredDataPermissions', summary: 'Get Structured Data Permissions' },
    edit: { operationId: 'editStructuredDataPermissions', summary: 'Edit Structured Data Permissions (needs manage)' },
    roles: { operationId: 'getStructuredDataRoles', summary: "Get Structured Data Roles (the caller's)" },
  },
} as const;

/** The reference rows (list, create, get, delete), shared with every reference kind. */
export const structuredDataReferenceSpec = {
  kind: 'StructuredDataReference',
  group: 'structured-data',
  schema: w.structuredDataReference,
  write: w.structuredDataReferenceWrite,
  documentsConflict: true,
  getTarget: 'path',
  list: {
    operationId: 'getAllStructuredDataReferences',
    summary: 'Get All Structured Data References (needs read on the Collection)',
  },
  create: {
    operationId: 'createStructuredDataReference',
    summary:
      'Create Structured Data Reference (needs write on the Collection and read on the container, which must hold every listed document)',
  },
  get: {
    operationId: 'getStructuredDataReference',
    summary: 'Get Structured Data Reference (needs read on the Collection)',
  },
  delete: {
    operationId: 'deleteStructuredDataReference',
    summary: 'Delete Structured Data Reference (needs write on the Collection; the documents stay)',
  },
} as const;

/** Structured-data containers, their documents, and structured-data references (group `structured-data`). */
export const structuredDataRoutes = [
  ...containerRoutes(structuredDataContainerSpec),
  // ── documents ───────────────────────────────────────────────────────────────────────
  {
    ...base,
    operationId: 'getAllStructuredDatas',
    method: 'GET',
    path: `${SC}/payload`,
    tags: ['structuredDataContainer'],
    summary: `Get All Structured Datas: the records of the documents (no text), in creation order, ${w.MAX_LIST} a page at most (more: \`page\`; a \`Link: rel="next"\` header says there are)`,
    request: { query: w.documentListQuery },
    provenance: container,
    responses: { 200: { description: 'ok', schema: z.array(w.structuredData) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createStructuredData',
    method: 'POST',
    path: `${SC}/payload`,
    tags: ['structuredDataContainer'],
    summary: `Create Structured Data (needs write): stores a JSON object or array, answered later byte for byte, under a new \`oid\`. At most ${MAX_DOCUMENT_BYTES} bytes of UTF-8 (413 naming the limit); above ${INLINE_MAX_BYTES} bytes it is kept in S3, invisibly.`,
    request: { body: w.structuredDataWrite },
    provenance: container,
    responses: {
      201: { description: 'created', schema: w.structuredData },
      ...entityErrors,
      413: problemResponse(`a document above ${MAX_DOCUMENT_BYTES} bytes of UTF-8`),
    },
  },
  {
    ...base,
    operationId: 'getStructuredData',
    method: 'GET',
    path: `${SC}/payload/{oid}`,
    tags: ['structuredDataContainer'],
    summary: `Get Structured Data: the record and the document. ${exact}`,
    provenance: container,
    responses: { 200: { description: 'ok', schema: w.structuredDataPayload }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteStructuredData',
    method: 'DELETE',
    path: `${SC}/payload/{oid}`,
    tags: ['structuredDataContainer'],
    summary: 'Delete Structured Data (needs write); a document already gone is a 404',
    provenance: container,
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── structured-data references ──────────────────────────────────────────────────────
  ...referenceRoutes(structuredDataReferenceSpec),
  {
    ...base,
    operationId: 'getStructuredDataPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload`,
    tags: ['structuredDataReference'],
    summary: `Get Structured Data Payload: the referenced documents that still exist, in the reference's order (needs read on the Collection and the container). ${exact} Any number of documents: beyond what one response carries (5 MB of JSON), a 303 to a presigned GET of the same body (docs/legacy-shelf.md).`,
    provenance: refFromPath,
    responses: {
      // The 303 of a read of any size comes with the row's kind (kernel/route-common.ts answersAnySize).
      200: { description: 'ok', schema: z.array(w.structuredDataPayload) },
      ...entityErrors,
    },
  },
  {
    ...base,
    operationId: 'getSpecificStructuredDataPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload/{oid}`,
    tags: ['structuredDataReference'],
    legacy: { parameterOrder: ['collectionId', 'dataObjectId', 'oid', 'structuredDataReferenceId'] },
    summary: `Get Specific Structured Data Payload: one referenced document (404 for an oid the reference does not list). ${exact}`,
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: w.structuredDataPayload }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
