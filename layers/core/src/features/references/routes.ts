import { z } from 'zod';
import type { RouteDef, ProvenanceDecl } from '../../kernel/route-types.ts';
import { entityErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from '../collections/wire.ts';
import * as r from './wire.ts';

const base = { group: 'legacy-refs', auth: 'authenticated', shelf: 'legacy' } as const;
const DO = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';
const inCollection = { from: 'path', param: 'collectionId' } as const;
const fromPath = (targetKind: string, param: string): ProvenanceDecl => ({ targetKind, target: { from: 'path', param }, collection: inCollection });
const fromResponse = (targetKind: string): ProvenanceDecl => ({ targetKind, target: { from: 'response', field: 'appId' }, collection: inCollection });
const listOf = (targetKind: string, value: string): ProvenanceDecl => ({ targetKind, target: { from: 'const', value }, collection: inCollection });

const created = { 409: problemResponse('changed concurrently') } as const;

/** Legacy shelf: the generic references list and delete, collection, dataObject and URI references, lab journal entries (group `legacy-refs`). */
export const legacyRefsRoutes = [
  // ── generic references (every kind; gated by the Collection in the path) ────────────
  {
    ...base, operationId: 'getAllReferences', method: 'GET', path: `${DO}/references`,
    summary: 'Get All References of every kind (needs read on the Collection)', tags: ['reference'],
    request: { query: r.referenceListQuery },
    provenance: listOf('Reference', 'references'),
    responses: { 200: { description: 'ok', schema: z.array(r.basicReference) }, ...entityErrors },
  },
  {
    ...base, operationId: 'getBasicReference', method: 'GET', path: `${DO}/references/{referenceId}`,
    summary: 'Get Basic Reference (needs read on the Collection)', tags: ['reference'],
    provenance: fromPath('Reference', 'referenceId'),
    responses: { 200: { description: 'ok', schema: r.basicReference }, ...entityErrors },
  },
  {
    ...base, operationId: 'deleteBasicReference', method: 'DELETE', path: `${DO}/references/{referenceId}`,
    summary: 'Delete Basic Reference of any kind (needs write on the Collection)', tags: ['reference'],
    provenance: fromPath('Reference', 'referenceId'),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── collection references ───────────────────────────────────────────────────────────
  {
    ...base, operationId: 'getAllCollectionReferences', currentVersionOnly: true, method: 'GET', path: `${DO}/collectionReferences`,
    summary: 'Get All Collection References (needs read on the Collection)', tags: ['collectionReference'],
    request: { query: r.versionQuery },
    provenance: listOf('CollectionReference', 'collectionReferences'),
    responses: { 200: { description: 'ok', schema: z.array(r.collectionReference) }, ...entityErrors },
  },
  {
    ...base, operationId: 'createCollectionReference', method: 'POST', path: `${DO}/collectionReferences`,
    summary: 'Create Collection Reference (needs write here and read on the referenced Collection)', tags: ['collectionReference'],
    request: { body: r.collectionReferenceWrite },
    provenance: fromResponse('CollectionReference'),
    responses: { 201: { description: 'created', schema: r.collectionReference }, ...entityErrors, ...created },
  },
  {
    ...base, operationId: 'getCollectionReference', currentVersionOnly: true, method: 'GET', path: `${DO}/collectionReferences/{collectionReferenceId}`,
    summary: 'Get Collection Reference (needs read on the Collection)', tags: ['collectionReference'],
    request: { query: r.versionQuery },
    provenance: fromResponse('CollectionReference'),
    responses: { 200: { description: 'ok', schema: r.collectionReference }, ...entityErrors },
  },
  {
    ...base, operationId: 'deleteCollectionReference', method: 'DELETE', path: `${DO}/collectionReferences/{collectionReferenceId}`,
    summary: 'Delete Collection Reference (needs write on the Collection)', tags: ['collectionReference'],
    provenance: fromPath('CollectionReference', 'collectionReferenceId'),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  {
    ...base, operationId: 'getCollectionReferencePayload', currentVersionOnly: true, method: 'GET', path: `${DO}/collectionReferences/{collectionReferenceId}/payload`,
    summary: 'Get Collection Reference Payload: the referenced Collection (needs read here and on it)', tags: ['collectionReference'],
    request: { query: r.versionQuery },
    provenance: fromResponse('Collection'),
    responses: { 200: { description: 'ok', schema: w.collection }, ...entityErrors },
  },
  // ── dataObject references ───────────────────────────────────────────────────────────
  {
    ...base, operationId: 'getAllDataObjectReferences', currentVersionOnly: true, method: 'GET', path: `${DO}/dataObjectReferences`,
    summary: 'Get All Data Object References (needs read on the Collection)', tags: ['dataObjectReference'],
    request: { query: r.versionQuery },
    provenance: listOf('DataObjectReference', 'dataObjectReferences'),
    responses: { 200: { description: 'ok', schema: z.array(r.dataObjectReference) }, ...entityErrors },
  },
  {
    ...base, operationId: 'createDataObjectReference', method: 'POST', path: `${DO}/dataObjectReferences`,
    summary: "Create Data Object Reference (needs write here and read on the referenced DataObject's Collection)", tags: ['dataObjectReference'],
    request: { body: r.dataObjectReferenceWrite },
    provenance: fromResponse('DataObjectReference'),
    responses: { 201: { description: 'created', schema: r.dataObjectReference }, ...entityErrors, ...created },
  },
  {
    ...base, operationId: 'getDataObjectReference', currentVersionOnly: true, method: 'GET', path: `${DO}/dataObjectReferences/{dataObjectReferenceId}`,
    summary: 'Get Data Object Reference (needs read on the Collection)', tags: ['dataObjectReference'],
    request: { query: r.versionQuery },
    provenance: fromResponse('DataObjectReference'),
    responses: { 200: { description: 'ok', schema: r.dataObjectReference }, ...entityErrors },
  },
  {
    ...base, operationId: 'deleteDataObjectReference', method: 'DELETE', path: `${DO}/dataObjectReferences/{dataObjectReferenceId}`,
    summary: 'Delete Data Object Reference (needs write on the Collection)', tags: ['dataObjectReference'],
    provenance: fromPath('DataObjectReference', 'dataObjectReferenceId'),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  {
    ...base, operationId: 'getDataObjectReferencePayload', currentVersionOnly: true, method: 'GET', path: `${DO}/dataObjectReferences/{dataObjectReferenceId}/payload`,
    summary: "Get Data Object Reference Payload: the referenced DataObject (needs read here and on its Collection)", tags: ['dataObjectReference'],
    request: { query: r.versionQuery },
    provenance: fromResponse('DataObject'),
    responses: { 200: { description: 'ok', schema: w.dataObject }, ...entityErrors },
  },
  // ── URI references ──────────────────────────────────────────────────────────────────
  {
    ...base, operationId: 'getAllUriReferences', currentVersionOnly: true, method: 'GET', path: `${DO}/uriReferences`,
    summary: 'Get All Uri References (needs read on the Collection)', tags: ['uriReference'],
    request: { query: r.versionQuery },
    provenance: listOf('URIReference', 'uriReferences'),
    responses: { 200: { description: 'ok', schema: z.array(r.uriReference) }, ...entityErrors },
  },
  {
    ...base, operationId: 'createUriReference', method: 'POST', path: `${DO}/uriReferences`,
    summary: 'Create Uri Reference (needs write on the Collection)', tags: ['uriReference'],
    request: { body: r.uriReferenceWrite },
    provenance: fromResponse('URIReference'),
    responses: { 201: { description: 'created', schema: r.uriReference }, ...entityErrors, ...created },
  },
  {
    ...base, operationId: 'getUriReference', currentVersionOnly: true, method: 'GET', path: `${DO}/uriReferences/{uriReferenceId}`,
    summary: 'Get Uri Reference (needs read on the Collection)', tags: ['uriReference'],
    request: { query: r.versionQuery },
    provenance: fromResponse('URIReference'),
    responses: { 200: { description: 'ok', schema: r.uriReference }, ...entityErrors },
  },
  {
    ...base, operationId: 'deleteUriReference', method: 'DELETE', path: `${DO}/uriReferences/{uriReferenceId}`,
    summary: 'Delete Uri Reference (needs write on the Collection)', tags: ['uriReference'],
    provenance: fromPath('URIReference', 'uriReferenceId'),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── lab journal entries (gated by their DataObject's Collection; no Collection in the path) ──
  {
    ...base, operationId: 'getLabJournalsByCollection', method: 'GET', path: '/svc/api/labJournalEntries',
    summary: "Get All Lab Journals of a DataObject, newest first (needs read on its Collection)", tags: ['labJournalEntry'],
    request: { query: r.labJournalQuery },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'const', value: 'labJournalEntries' } },
    responses: { 200: { description: 'ok', schema: z.array(r.labJournalEntry) }, ...entityErrors },
  },
  {
    ...base, operationId: 'createLabJournal', method: 'POST', path: '/svc/api/labJournalEntries',
    summary: "Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)", tags: ['labJournalEntry'],
    request: { query: r.labJournalQuery, body: r.labJournalWrite },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 201: { description: 'created', schema: r.labJournalEntry }, ...entityErrors, ...created },
  },
  {
    ...base, operationId: 'getLabJournalById', method: 'GET', path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Get Lab Journal By Id (needs read on its DataObject's Collection)", tags: ['labJournalEntry'],
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: r.labJournalEntry }, ...entityErrors },
  },
  {
    ...base, operationId: 'updateLabJournal', method: 'PUT', path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)", tags: ['labJournalEntry'],
    request: { body: r.labJournalWrite },
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'updated', schema: r.labJournalEntry }, ...entityErrors },
  },
  {
    ...base, operationId: 'deleteLabJournal', method: 'DELETE', path: '/svc/api/labJournalEntries/{labJournalEntryId}',
    summary: "Delete Lab Journal (needs write on its DataObject's Collection)", tags: ['labJournalEntry'],
    provenance: { targetKind: 'LabJournalEntry', target: { from: 'path', param: 'labJournalEntryId' } },
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
