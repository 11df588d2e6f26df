import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { entityErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from '../collections/wire.ts';
import { fromPath, fromResponse, listOf, referenceItemPath, referenceRoutes } from './kind-routes.ts';
import { referenceShelf, type EntityTargetKind } from './kinds.ts';
import * as r from './wire.ts';

const base = { group: 'legacy-refs', auth: 'authenticated', shelf: 'legacy' } as const;
const DO = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';
const created = { 409: problemResponse('changed concurrently') } as const;
const entityReference = { group: 'legacy-refs', documentsConflict: true } as const;

/** The entity an entity reference points at (`…/{id}/payload`). */
function payloadRoute<const K extends EntityTargetKind, const O extends string, Sch extends z.ZodType>(k: {
  readonly kind: K;
  readonly targetKind: string;
  readonly schema: Sch;
  readonly operationId: O;
  readonly summary: string;
}) {
  return {
    ...base,
    operationId: k.operationId,
    currentVersionOnly: true,
    method: 'GET',
    path: `${referenceItemPath(k.kind)}/payload`,
    summary: k.summary,
    tags: [referenceShelf[k.kind].tag],
    request: { query: r.versionQuery },
    provenance: fromResponse(k.targetKind),
    responses: { 200: { description: 'ok', schema: k.schema }, ...entityErrors },
  } as const;
}

/** Legacy shelf: the generic references list and delete, collection, dataObject and URI references, lab journal entries (group `legacy-refs`). */
export const legacyRefsRoutes = [
  // ── generic references (every kind; gated by the Collection in the path) ────────────
  {
    ...base,
    operationId: 'getAllReferences',
    method: 'GET',
    path: `${DO}/references`,
    summary: 'Get All References of every kind (needs read on the Collection)',
    tags: ['reference'],
    request: { query: r.referenceListQuery },
    provenance: listOf('Reference', 'references'),
    responses: { 200: { description: 'ok', schema: z.array(r.basicReference) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getBasicReference',
    method: 'GET',
    path: `${DO}/references/{referenceId}`,
    summary: 'Get Basic Reference (needs read on the Collection)',
    tags: ['reference'],
    provenance: fromPath('Reference', 'referenceId'),
    responses: { 200: { description: 'ok', schema: r.basicReference }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteBasicReference',
    method: 'DELETE',
    path: `${DO}/references/{referenceId}`,
    summary: 'Delete Basic Reference of any kind (needs write on the Collection)',
    tags: ['reference'],
    provenance: fromPath('Reference', 'referenceId'),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── collection references ───────────────────────────────────────────────────────────
  ...referenceRoutes({
    ...entityReference,
    kind: 'CollectionReference',
    schema: r.collectionReference,
    write: r.collectionReferenceWrite,
    list: {
      operationId: 'getAllCollectionReferences',
      summary: 'Get All Collection References (needs read on the Collection)',
    },
    create: {
      operationId: 'createCollectionReference',
      summary: 'Create Collection Reference (needs write here and read on the referenced Collection)',
    },
    get: { operationId: 'getCollectionReference', summary: 'Get Collection Reference (needs read on the Collection)' },
    delete: {
      operationId: 'deleteCollectionReference',
      summary: 'Delete Collection Reference (needs write on the Collection)',
    },
  }),
  payloadRoute({
    kind: 'CollectionReference',
    targetKind: 'Collection',
    schema: w.collection,
    operationId: 'getCollectionReferencePayload',
    summary: 'Get Collection Reference Payload: the referenced Collection (needs read here and on it)',
  }),
  // ── dataObject references ───────────────────────────────────────────────────────────
  ...referenceRoutes({
    ...entityReference,
    kind: 'DataObjectReference',
    schema: r.dataObjectReference,
    write: r.dataObjectReferenceWrite,
    list: {
      operationId: 'getAllDataObjectReferences',
      summary: 'Get All Data Object References (needs read on the Collection)',
    },
    create: {
      operationId: 'createDataObjectReference',
      summary: "Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)",
    },
    get: { operationId: 'getDataObjectReference', summary: 'Get Data Object Reference (needs read on the Collection)' },
    delete: {
      operationId: 'deleteDataObjectReference',
      summary: 'Delete Data Object Reference (needs write on the Collection)',
    },
  }),
  payloadRoute({
    kind: 'DataObjectReference',
    targetKind: 'DataObject',
    schema: w.dataObject,
    operationId: 'getDataObjectReferencePayload',
    summary: 'Get Data Object Reference Payload: the referenced DataObject (needs read here and on its Collection)',
  }),
  // ── URI references ──────────────────────────────────────────────────────────────────
  ...referenceRoutes({
    ...entityReference,
    kind: 'URIReference',
    schema: r.uriReference,
    write: r.uriReferenceWrite,
    list: { operationId: 'getAllUriReferences', summary: 'Get All Uri References (needs read on the Collection)' },
    create: { operationId: 'createUriReference', summary: 'Create Uri Reference (needs write on the Collection)' },
    get: { operationId: 'getUriReference', summary: 'Get Uri Reference (needs read on the Collection)' },
    delete: { operationId: 'deleteUriReference', summary: 'Delete Uri Reference (needs write on the Collection)' },
  }),
  // ── lab journal entries (gated by their DataObject's Collection; no Collection in the path) ──
  {
    ...base,
    operationId: 'getLabJournalsByCollection',
    method: 'GET',
    path: '/svc/api/labJournalEntries',
    summary: 'Get All Lab Journals of a DataObject, newest first (needs read on its Collection)',
    tags: ['labJournalEntry'],
    request: { query: r.labJournalQuery },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'const', value: 'labJournalEntries' } },
    responses: { 200: { description: 'ok', schema: z.array(r.labJournalEntry) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createLabJournal',
    method: 'POST',
    path: '/svc/api/labJournalEntries',
    summary: 'Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)',
    tags: ['labJournalEntry'],
    request: { query: r.labJournalQuery, body: r.labJournalWrite },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 201: { description: 'created', schema: r.labJournalEntry }, ...entityErrors, ...created },
  },
  {
    ...base,
    operationId: 'getLabJournalById',
    method: 'GET',
    path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Get Lab Journal By Id (needs read on its DataObject's Collection)",
    tags: ['labJournalEntry'],
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: r.labJournalEntry }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'updateLabJournal',
    method: 'PUT',
    path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)",
    tags: ['labJournalEntry'],
    request: { body: r.labJournalUpdate },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'updated', schema: r.labJournalEntry }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteLabJournal',
    method: 'DELETE',
    path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Delete Lab Journal (needs write on its DataObject's Collection)",
    tags: ['labJournalEntry'],
    provenance: {
      targetKind: 'LabJournalEntry',
      target: { from: 'path', param: 'labJournalEntryId', appIdOf: { label: 'BasicEntity' } },
    },
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
